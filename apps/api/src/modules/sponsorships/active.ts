// The events holding the sponsored place at a moment, for the search (docs/decisions/README.md, "Sponsored
// placement"): sponsored on that UTC day, not ended early, still public and not over. Their order
// rotates every hour: a hash of the event and the hour, so each takes its turn first without any
// state kept of who was shown.
import { sql } from 'drizzle-orm';
import { utcDayOf } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';

const HOUR_MS = 3_600_000;

export async function activeSponsoredEventIds(db: DbOrTx, now: Date): Promise<number[]> {
  const today = utcDayOf(now);
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const rows = rowsOf<{ event_id: number }>(
    await db.execute(sql`
      select s.event_id
      from sponsorships s
      join events e on e.id = s.event_id
      where s.ended_at is null and s.first_day <= ${today}::date and s.last_day >= ${today}::date
        and e.status = 'APPROVED' and e.published and e.partner_approved
        and e.cancelled_at is null and e.end_at > ${now.toISOString()}::timestamptz
      group by s.event_id
      order by md5(s.event_id::text || ':' || ${hour}::text), s.event_id`),
  );
  return rows.map((r) => Number(r.event_id));
}
