import { rateLimitHits } from '../db/schema';
import { runBackgroundWork, useTestContext, workerDepsFor } from '@pavilion/api-testing/harness';
import { RATE_LIMIT_KEEP_MS, rateLimitPruneWorkerFactory } from './rate-limit-prune';

const t = useTestContext();

describe('the rate limit pruning worker', () => {
  it('forgets windows that started more than a day ago, at once and then every round', async () => {
    const now = new Date('2031-01-10T12:00:00Z');
    const old = new Date(now.getTime() - RATE_LIMIT_KEEP_MS - 3600_000);
    const recent = new Date(now.getTime() - 3600_000);
    await t.db.insert(rateLimitHits).values([
      { key: 'sign-up:address:ip:192.0.2.1', windowStart: old, hits: 20 },
      { key: 'sign-up:address:ip:192.0.2.1', windowStart: recent, hits: 3 },
      { key: 'newsletter:address:ip:192.0.2.9', windowStart: old, hits: 1 },
    ]);
    const clock = { now };
    const worker = await runBackgroundWork(
      t,
      [(deps) => rateLimitPruneWorkerFactory(deps, 250)],
      workerDepsFor(t, { now: () => clock.now }),
    );
    try {
      const keptAfter = async (until: (rows: { windowStart: Date }[]) => boolean) => {
        for (let i = 0; i < 200; i++) {
          const rows = await t.db.select().from(rateLimitHits);
          if (until(rows)) return rows;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error('the worker did not prune');
      };
      const first = await keptAfter((rows) => rows.length === 1);
      expect(first.map((r) => r.windowStart)).toEqual([recent]);
      // A day later the recent window goes too, on a later round.
      clock.now = new Date(now.getTime() + RATE_LIMIT_KEEP_MS);
      await keptAfter((rows) => rows.length === 0);
    } finally {
      await worker.stop();
    }
  });
});
