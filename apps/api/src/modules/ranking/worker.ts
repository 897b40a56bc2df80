// Keeps the ranking current: every RANK_EVERY_MS it computes every upcoming public event's factors and
// score (service.ts).
import { scheduledWorker } from '../../platform/jobs';
import { computeRankFactors } from './service';

export const RANK_EVERY_MS = 10 * 60_000;

export const rankingWorkerFactory = scheduledWorker({
  worker: 'ranking',
  everyMs: RANK_EVERY_MS,
  immediately: true,
  // Every upcoming event's factors, then their scores copied by slices with pauses (minutes at a million).
  limitSeconds: 3600,
  round: async ({ db }, at) => {
    const { changed, removed } = await computeRankFactors(db, at);
    return changed || removed ? { changed, removed } : null;
  },
  done: 'ranked the upcoming events',
  failed: 'ranking the upcoming events failed',
});
