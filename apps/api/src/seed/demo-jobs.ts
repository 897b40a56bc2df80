// The demo's failed round of background work, so that the console's Jobs page shows one on first start:
// a round of the hourly page visitors pruning, put in its queue through pg-boss, taken and failed at once
// with the reason below (no retries), before any worker runs. Retried from the console, it runs for real.
import type { Logger } from 'pino';
import type { ExecuteSql } from '../db/client';
import { DEAD_LETTER_QUEUE, openJobQueue, queueOptions } from '../platform/jobs';

/** A kind whose round is harmless to run again at any time (it forgets the page visitors of past days). */
export const DEMO_FAILED_JOB_KIND = 'page-visitors-prune';
/** Why the demo's round failed, as the Jobs page shows it. */
export const DEMO_FAILED_JOB_ERROR =
  'Failed on purpose by the demo data before it ran, so that the Jobs page has a failed round to retry';

/** Puts one failed round of DEMO_FAILED_JOB_KIND in pg-boss's tables; answers its id. */
export async function seedDemoFailedJob(executeSql: ExecuteSql, logger: Logger): Promise<string> {
  const queue = await openJobQueue(executeSql, logger);
  try {
    const { boss } = queue;
    await boss.createQueue(DEAD_LETTER_QUEUE);
    await boss.createQueue(DEMO_FAILED_JOB_KIND, queueOptions(DEMO_FAILED_JOB_KIND));
    const id = await boss.send(DEMO_FAILED_JOB_KIND, {}, { retryLimit: 0 });
    if (!id) throw new Error(`the demo's round of ${DEMO_FAILED_JOB_KIND} was not queued`);
    // Taken as a worker takes it (it has started), then failed with its reason.
    await boss.fetch(DEMO_FAILED_JOB_KIND);
    await boss.fail(DEMO_FAILED_JOB_KIND, id, { name: 'DemoFailure', message: DEMO_FAILED_JOB_ERROR });
    return id;
  } finally {
    await queue.stop();
  }
}
