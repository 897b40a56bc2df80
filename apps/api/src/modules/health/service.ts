// Whether the API can reach its database.
import { sql } from 'drizzle-orm';
import type { THealthAnswer } from '@pavilion/domain';
import type { Database } from '../../db/client';
import type { ProjectionCopy } from '../search';

export async function checkHealth(db: Database, copy: ProjectionCopy | null): Promise<THealthAnswer> {
  await db.execute(sql`select 1`);
  if (!copy) return { status: 'ok', search: 'sql' };
  const { path, ...searchCopy } = copy.status();
  return { status: 'ok', search: path, searchCopy };
}
