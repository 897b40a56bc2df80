// Rate limit windows are only read while they last: a worker forgets the ones that ended a day ago,
// so rate_limit_hits stays the size of a day of traffic.
import { scheduledWorker } from './jobs';
import { RateLimiter } from './rate-limit';

export const RATE_LIMIT_PRUNE_EVERY_MS = 60 * 60_000;
/** Windows that started longer ago than this are deleted (every limit's window is shorter). */
export const RATE_LIMIT_KEEP_MS = 24 * 3600_000;

export const rateLimitPruneWorkerFactory = scheduledWorker({
  worker: 'rate-limit-prune',
  everyMs: RATE_LIMIT_PRUNE_EVERY_MS,
  immediately: true,
  round: async ({ db, now }) => {
    const removed = await new RateLimiter(db, now).prune(RATE_LIMIT_KEEP_MS);
    return removed ? { removed } : null;
  },
  done: 'forgot ended rate limit windows',
  failed: 'rate limit pruning failed',
});
