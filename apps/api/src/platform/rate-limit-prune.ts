// Rate limit windows are only read while they last: a worker forgets the ones that ended a day ago,
// so rate_limit_hits stays the size of a day of traffic.
import type { Worker, WorkerDeps } from './context';
import { reportingWorker } from './poll';
import { RateLimiter } from './rate-limit';

export const RATE_LIMIT_PRUNE_EVERY_MS = 60 * 60_000;
/** Windows that started longer ago than this are deleted (every limit's window is shorter). */
export const RATE_LIMIT_KEEP_MS = 24 * 3600_000;

export function rateLimitPruneWorkerFactory(
  { db, logger, now = () => new Date() }: WorkerDeps,
  everyMs = RATE_LIMIT_PRUNE_EVERY_MS,
): Worker {
  const log = logger.child({ worker: 'rate-limit-prune' });
  const limiter = new RateLimiter(db, now);
  return reportingWorker({
    log,
    everyMs,
    immediately: true,
    round: async () => {
      const removed = await limiter.prune(RATE_LIMIT_KEEP_MS);
      return removed ? { removed } : null;
    },
    done: 'forgot ended rate limit windows',
    failed: 'rate limit pruning failed',
  });
}
