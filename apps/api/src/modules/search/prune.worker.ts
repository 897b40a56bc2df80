// Events that have started never appear in the search again, so a worker drops them from the search
// projection: otherwise a catalogue with years of history would make every filtered count and every
// keyword search read mostly rows it then throws away. An edit to such an event puts it back (the
// trigger writes it again) until the next sweep; the query's own "upcoming" bound keeps results right.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { eventSearch, eventSearchChanges, eventSearchText } from '../../db/schema';
import { CHANGES_KEPT_MS } from './in-memory';
import { scheduledWorker } from '../../platform/jobs';

export const SEARCH_PRUNE_EVERY_MS = 15 * 60_000;

/**
 * Removes events that started at or before `now` from the projection; answers how many. Their
 * documents go by the ids removed: event_search_text has no start index (see its schema), and by its
 * start the sweep read every document (1.4 s at a million events), every 15 minutes.
 */
export async function pruneStartedEvents(db: DbOrTx, now: Date): Promise<number> {
  const [{ removed }] = rowsOf<{ removed: number }>(
    await db.execute(sql`
      with gone as (
        delete from ${eventSearch} where ${eventSearch.startAt} <= ${now.toISOString()}::timestamptz
        returning ${eventSearch.eventId} as event_id
      ),
      documents as (
        delete from ${eventSearchText} where ${eventSearchText.eventId} in (select event_id from gone)
      )
      select count(*)::int as removed from gone`),
  );
  return removed;
}

/**
 * Drops the projection's changes older than CHANGES_KEPT_MS: the API's copy reads them within
 * moments, and a copy not refreshed for half that long loads whole again (in-memory.ts). Answers how many.
 */
export async function pruneSearchChanges(db: DbOrTx, now: Date): Promise<number> {
  const [{ removed }] = rowsOf<{ removed: number }>(
    await db.execute(sql`
      with gone as (
        delete from ${eventSearchChanges}
        where ${eventSearchChanges.changedAt} < ${new Date(now.getTime() - CHANGES_KEPT_MS).toISOString()}::timestamptz
        returning 1
      )
      select count(*)::int as removed from gone`),
  );
  return removed;
}

export const searchPruneWorkerFactory = scheduledWorker({
  worker: 'search-prune',
  everyMs: SEARCH_PRUNE_EVERY_MS,
  immediately: true,
  round: async ({ db }, at) => {
    const removed = await pruneStartedEvents(db, at);
    const changes = await pruneSearchChanges(db, at);
    return removed || changes ? { removed, changes } : null;
  },
  done: 'removed started events from the search projection',
  failed: 'search projection sweep failed',
});
