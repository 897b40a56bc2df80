// The page visitors worker: every hour it forgets the visitors of views and clicks of past days
// (forgetPageVisitors, ./page-views.ts), which only the same day's counting needs.
import { scheduledWorker } from '../../platform/jobs';
import { forgetPageVisitors } from './page-views';

export const PAGE_VISITORS_PRUNE_EVERY_MS = 60 * 60_000;

/** Keeps the visitors of views and clicks to today's and yesterday's. */
export const pageVisitorsPruneWorkerFactory = scheduledWorker({
  worker: 'page-visitors-prune',
  everyMs: PAGE_VISITORS_PRUNE_EVERY_MS,
  immediately: true,
  round: async ({ db }, at) => {
    const removed = await forgetPageVisitors(db, at);
    return removed ? { removed } : null;
  },
  done: 'forgot the page visitors of past days',
  failed: 'page visitors pruning failed',
});
