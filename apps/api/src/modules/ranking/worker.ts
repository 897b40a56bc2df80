// Keeps the ranking current: every RANK_EVERY_MS it computes every upcoming public event's factors and
// score (scores.ts) and forgets the click visitors of past days.
import type { Worker, WorkerDeps } from '../../platform/context';
import { reportingWorker } from '../../platform/poll';
import { forgetClickVisitors } from './clicks';
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
      const at = now();
      const { changed, removed } = await computeRankFactors(db, at);
      const forgotten = await forgetClickVisitors(db, at);
      return changed || removed || forgotten ? { changed, removed, forgotten } : null;
    },
    done: 'ranked the upcoming events',
    failed: 'ranking the upcoming events failed',
  });
}
