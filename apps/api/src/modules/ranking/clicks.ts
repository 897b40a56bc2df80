// Clicks on event cards (search results, the home page, saved events): a visitor opening an event from
// a list, counted as page views are: once per visitor, event and UTC day, bots left out, and no visitor
// kept beyond an HMAC of the day (partner-insights, page-views.ts). Only a public event is counted.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { visitorKey, type PageVisitor } from '../partner-insights';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The secret the click visitors' keys are made with, derived from the server's session secret. */
export function cardClickSecret(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('pavilion:card-click-visitors').digest();
}

/**
 * Counts a click on the event's card unless this visitor already clicked it today (or is a bot).
 * Answers false when the event is not public (the caller answers 404), true otherwise.
 */
export async function recordCardClick(
  db: DbOrTx,
  eventId: number,
  now: Date,
  visitor: PageVisitor,
  secret: Buffer,
): Promise<boolean> {
  const day = dayOf(now);
  const key = visitorKey(secret, visitor, day);
  const [row] = rowsOf<{ public: boolean }>(
    await db.execute(sql`
      with event as (
        select event_id from event_search where event_id = ${eventId} and start_at > ${now.toISOString()}::timestamptz
      ), seen as (
        insert into event_click_visitors (day, event_id, visitor)
        select ${day}::date, event_id, ${key ?? ''} from event
        where ${key !== null}
        on conflict do nothing
        returning event_id
      ), counted as (
        insert into event_click_days (event_id, day, clicks)
        select event_id, ${day}::date, 1 from seen
        on conflict (event_id, day) do update set clicks = event_click_days.clicks + 1
      )
      select exists (select 1 from event) as public`),
  );
  return row?.public ?? false;
}

/** Click visitors of days before yesterday are of no more use (their clicks are counted): forgets them. */
export async function forgetClickVisitors(db: DbOrTx, now: Date): Promise<number> {
  const before = dayOf(new Date(now.getTime() - DAY_MS));
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with gone as (delete from event_click_visitors where day < ${before}::date returning 1)
      select count(*)::int as n from gone`),
  );
  return row?.n ?? 0;
}
