// Views of public event pages, counted per event and per partner and UTC day for the partner's
// insights ("page views against orders"). A view is one visitor opening the event's page on one day:
// the same visitor again that day is not counted, and bots (search engines, scripts, headless
// browsers, no user agent at all) are not counted at all, so nobody can inflate a partner's figures
// by asking for the page over and over. A view never fails its page.
//
// A visitor is the signed-in person (whichever address or browser), else the client address (as
// Express reads it, with TRUST_PROXY) together with the user agent. Neither is stored: the key kept in
// event_view_visitors is an HMAC of the day and the visitor under a server secret, so it cannot be
// turned back into an address, nor linked from one day to the next.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import type { Worker, WorkerDeps } from '../../platform/context';
import { reportingWorker } from '../../platform/poll';

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
  await db.execute(sql`
    with seen as (
      insert into event_view_visitors (day, event_id, visitor) values (${day}::date, ${eventId}, ${key})
      on conflict do nothing
      returning 1
    ), by_event as (
      insert into event_view_days (event_id, day, partner_id, views)
      select ${eventId}, ${day}::date, ${partnerId}, 1 from seen
      on conflict (event_id, day) do update set views = event_view_days.views + 1
    )
    insert into partner_view_days (partner_id, day, views)
    select ${partnerId}, ${day}::date, 1 from seen
    on conflict (partner_id, day) do update set views = partner_view_days.views + 1`);
}

/** Visitors of days before yesterday are of no more use (their views are counted): forgets them. */
export async function forgetPageVisitors(db: DbOrTx, now: Date): Promise<number> {
  const before = dayOf(new Date(now.getTime() - DAY_MS));
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with gone as (delete from event_view_visitors where day < ${before}::date returning 1)
      select count(*)::int as n from gone`),
  );
  return row?.n ?? 0;
}

export const PAGE_VISITORS_PRUNE_EVERY_MS = 60 * 60_000;

/** Keeps event_view_visitors to today's and yesterday's visitors. */
export function pageVisitorsPruneWorkerFactory(
  { db, logger, now = () => new Date() }: WorkerDeps,
  everyMs = PAGE_VISITORS_PRUNE_EVERY_MS,
): Worker {
  const log = logger.child({ worker: 'page-visitors-prune' });
  return reportingWorker({
    log,
    everyMs,
    immediately: true,
    round: async () => {
      const removed = await forgetPageVisitors(db, now());
      return removed ? { removed } : null;
    },
    done: 'forgot the page visitors of past days',
    failed: 'page visitors pruning failed',
  });
}
