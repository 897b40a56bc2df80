// Whether the API can reach its database.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function checkHealth(db: Database): Promise<{ status: 'ok' }> {
  await db.execute(sql`select 1`);
  return { status: 'ok' };
}
