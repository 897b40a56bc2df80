// Views of public event pages, counted per event and per partner and UTC day for the partner's
// insights ("page views against orders") and the ranking, and clicks on event cards (a visitor opening
// an event from a list), counted per event and day for the ranking (docs/search.md, "Ranking").
// A view (or a click) is one visitor opening the event's page on one day:
// the same visitor again that day is not counted, and bots (search engines, scripts, headless
// browsers, no user agent at all) are not counted at all, so nobody can inflate a partner's figures
// by asking for the page over and over. A view never fails its page.
//
// A visitor is the signed-in person (whichever address or browser), else the client address (as
// Express reads it, with TRUST_PROXY) together with the user agent. Neither is stored: the key kept in
// event_view_visitors (event_click_visitors) is an HMAC of the day and the visitor under a server secret, so it cannot be
// turned back into an address, nor linked from one day to the next.
import { createHmac } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';

export interface PageVisitor {
  /** The signed-in person, if any. */
  personId: number | null;
  /** The client address as Express reads it (platform/http.ts clientIp). */
  ip: string;
  userAgent: string | undefined;
}

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Whether a request is a bot's by its user agent: none at all, or one of the well-known patterns. */
export function isBotAgent(userAgent: string | undefined | null): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}

/**
 * The secret the visitor keys are made with, derived from the server's session secret (so there is no
 * other secret to configure). A new session secret starts new keys: at most one visitor counted twice
 * on the day it changes.
 */
export function pageViewSecret(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('pavilion:page-view-visitors').digest();
}

/** The secret the card clicks' visitor keys are made with, apart from the views' own. */
export function cardClickSecret(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('pavilion:card-click-visitors').digest();
}

/** The visitor's key for `day`, or null for a bot (not counted). */
export function visitorKey(secret: Buffer, visitor: PageVisitor, day: string): string | null {
  if (isBotAgent(visitor.userAgent)) return null;
  const who =
    visitor.personId !== null ? `person:${visitor.personId}` : `visitor:${visitor.ip}\n${visitor.userAgent ?? ''}`;
  // 128 bits: a clash between two visitors of one event on one day is out of reach.
  return createHmac('sha256', secret).update(`${day}\n${who}`).digest('hex').slice(0, 32);
}

/**
 * Counts a view of the event for its partner unless this visitor already viewed it today (or is a
 * bot). One statement: the visitor's row for the day is inserted, and only when it is new are the
 * per-event and per-partner counters of the day raised, so the insights read the counters as before.
 */
export async function recordEventView(
  db: DbOrTx,
  eventId: number,
  partnerId: number,
  now: Date,
  visitor: PageVisitor,
  secret: Buffer,
): Promise<void> {
  const day = dayOf(now);
  const key = visitorKey(secret, visitor, day);
  if (key === null) return;
  await countOnce(db, 'event_view_visitors', sql`select ${eventId}::int as event_id`, key, day, [
    sql`insert into event_view_days (event_id, day, partner_id, views)
        select event_id, ${day}::date, ${partnerId}, 1 from seen
        on conflict (event_id, day) do update set views = event_view_days.views + 1`,
    sql`insert into partner_view_days (partner_id, day, views)
        select ${partnerId}, ${day}::date, 1 from seen
        on conflict (partner_id, day) do update set views = partner_view_days.views + 1`,
  ]);
}

/**
 * Counts a click on the event's card (a visitor opening it from a list: search results, the home page,
 * saved events) for the ranking, as views are counted: once per visitor and day, bots left out. Only
 * an event the marketplace shows and that has not started is counted; answers whether it is one (the
 * route answers 404 otherwise).
 */
export async function recordCardClick(
  db: DbOrTx,
  eventId: number,
  now: Date,
  visitor: PageVisitor,
  secret: Buffer,
): Promise<boolean> {
  const day = dayOf(now);
  const shown = sql`select event_id from event_search where event_id = ${eventId} and start_at > ${now.toISOString()}::timestamptz`;
  return countOnce(db, 'event_click_visitors', shown, visitorKey(secret, visitor, day), day, [
    sql`insert into event_click_days (event_id, day, clicks)
        select event_id, ${day}::date, 1 from seen
        on conflict (event_id, day) do update set clicks = event_click_days.clicks + 1`,
  ]);
}

/**
 * One statement: the visitor's row for the day is inserted into `visitors` for the event `event`
 * selects (none: nothing happens), and only when the row is new do `counters` run, each reading the
 * new row's event id from `seen`. A bot (no key) is not written. Answers whether `event` had the event.
 */
async function countOnce(
  db: DbOrTx,
  visitors: 'event_view_visitors' | 'event_click_visitors',
  event: SQL,
  key: string | null,
  day: string,
  counters: SQL[],
): Promise<boolean> {
  const steps = counters.map((counter, i) => sql`, ${sql.identifier(`counted_${i}`)} as (${counter})`);
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      with event as (${event}), seen as (
        insert into ${sql.identifier(visitors)} (day, event_id, visitor)
        select ${day}::date, event_id, ${key ?? ''} from event where ${key !== null}
        on conflict do nothing
        returning event_id
      )${sql.join(steps, sql``)}
      select exists (select 1 from event) as found`),
  );
  return row?.found ?? false;
}

/** Visitors of days before yesterday are of no more use (their views and clicks are counted): forgets them. */
export async function forgetPageVisitors(db: DbOrTx, now: Date): Promise<number> {
  const before = dayOf(new Date(now.getTime() - DAY_MS));
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with views as (delete from event_view_visitors where day < ${before}::date returning 1),
           clicks as (delete from event_click_visitors where day < ${before}::date returning 1)
      select ((select count(*) from views) + (select count(*) from clicks))::int as n`),
  );
  return row?.n ?? 0;
}
