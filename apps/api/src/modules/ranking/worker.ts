// Keeps the ranking current: every RANK_EVERY_MS it computes every upcoming public event's factors and
// score (scores.ts).
import type { Worker, WorkerDeps } from '../../platform/context';
import { reportingWorker } from '../../platform/poll';
import { computeRankFactors } from './scores';

export const RANK_EVERY_MS = 10 * 60_000;

export function rankingWorkerFactory(
  { db, logger, now = () => new Date() }: WorkerDeps,
  everyMs = RANK_EVERY_MS,
): Worker {
  const log = logger.child({ worker: 'ranking' });
  return reportingWorker({
    log,
    everyMs,
    immediately: true,
    round: async () => {
      const { changed, removed } = await computeRankFactors(db, now());
      return changed || removed ? { changed, removed } : null;
    },
    done: 'ranked the upcoming events',
    failed: 'ranking the upcoming events failed',
  });
}
