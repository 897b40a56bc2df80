// Background work on pg-boss, on the product's own database connection (docs/decisions/0289-background-work-runs-on-pg-boss-in-a-worker-role.md, "Background
// work runs on pg-boss"): each kind is a queue whose jobs each run one round. A worker enqueues a round
// of each kind once per its period (instances together enqueue one: pg-boss's singleton slot), works one
// round of a kind at a time across all instances (the 'stately' policy), retries a failed round with
// backoff and, once its retries are spent, copies it to the dead letter queue. A web instance only
// enqueues (an administrator's retry).
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { ExecuteSql } from '../../db/client';
import type { JobQueue } from '../context';

export type { JobQueue };
import type { BackgroundWork } from './work';

/** The schema pg-boss keeps its tables in (it creates and migrates it itself). */
export const JOBS_SCHEMA = 'pgboss';
/** Where a round whose retries are spent is copied; nobody works it: it is the record operators read. */
export const DEAD_LETTER_QUEUE = 'dead-letters';
/** A failed round is tried again three times, 5 s, 10 s then 20 s later. */
export const JOB_RETRY = { retryLimit: 3, retryDelay: 5, retryBackoff: true } as const;
/**
 * A round that has not finished in this time (unless its kind says otherwise: `limitSeconds`) is failed
 * and run again: its worker was killed mid-round, and the 'stately' queue would otherwise hold the kind.
 */
export const DEFAULT_ROUND_LIMIT_SECONDS = 600;
/**
 * How often one instance (whichever gets there first) fails the rounds past their limit: a lost round is
 * run again at most this long after its limit.
 */
const MAINTENANCE_INTERVAL_SECONDS = 10;
/** Completed rounds stay in the queue (the console's "completed recently") for an hour, failed ones a week. */
const ARCHIVE_COMPLETED_AFTER_SECONDS = 3600;
const ARCHIVE_FAILED_AFTER_SECONDS = 7 * 24 * 3600;
/** How long a worker's stop waits for the rounds in flight. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * pg-boss's statements, counted: its stop() ends its timers and waits for the rounds being worked, but not
 * for a poll, a maintenance statement or a round's completion already sent (it sends the completion without
 * waiting for it). `settle()` waits for those too, and a statement pg-boss sends after it answers no rows
 * without reaching the database (a round still running past the stop's timeout stays active, and is run
 * again once its limit passes, as a killed worker's is): nothing of a stopped queue runs on a connection
 * its owner closes next, and nothing fails unheard.
 */
/**
 * pg-boss's commands on jobs by id (complete, fail, cancel, resume, retry, delete) end by counting what they
 * changed, and pg-boss reads that count from the answer's first row: after the stop they answer a count of 0.
 */
const COUNTED_COMMAND = /select count\(\*\) from results\s*$/i;

export function gatedExecuteSql(executeSql: ExecuteSql): { executeSql: ExecuteSql; settle(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql: (text, values) => {
      if (closed) return Promise.resolve({ rows: COUNTED_COMMAND.test(text) ? [{ count: 0 }] : [] });
      const sent = executeSql(text, values);
      inFlight.add(sent);
      const forget = () => inFlight.delete(sent);
      sent.then(forget, forget);
      return sent;
    },
    async settle() {
      closed = true;
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

function newBoss(
  executeSql: ExecuteSql,
  logger: Logger,
  supervise: boolean,
  maintenanceIntervalSeconds = MAINTENANCE_INTERVAL_SECONDS,
): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => executeSql(text, values) },
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise,
    // Schedules are periods, some shorter than cron's minute: see startJobWorker.
    schedule: false,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_AFTER_SECONDS,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_AFTER_SECONDS,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds,
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue maintenance failed'));
  return boss;
}

/** Opens pg-boss for enqueuing only (creating or migrating its schema when needed). */
export async function openJobQueue(executeSql: ExecuteSql, logger: Logger): Promise<JobQueue> {
  const gate = gatedExecuteSql(executeSql);
  const boss = newBoss(gate.executeSql, logger, false);
  await boss.start();
  return {
    boss,
    executeSql,
    async stop() {
      await boss.stop({ graceful: false, close: false });
      await gate.settle();
    },
  };
}

/** The options of a kind's queue, applied again at every start so a release can change them. */
export function queueOptions(
  name: string,
  retry: PgBoss.RetryOptions = JOB_RETRY,
  limitSeconds = DEFAULT_ROUND_LIMIT_SECONDS,
): PgBoss.Queue {
  return {
    name,
    policy: 'stately',
    ...retry,
    expireInSeconds: limitSeconds,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}

export interface StartJobWorkerOptions {
  executeSql: ExecuteSql;
  logger: Logger;
  work: BackgroundWork[];
  /** How failed rounds are retried; JOB_RETRY unless a test wants it quicker. */
  retry?: PgBoss.RetryOptions;
  /** How often each kind's queue is polled for retries and other instances' rounds; from its period unless given. */
  pollingIntervalSeconds?: number;
  /** How often rounds past their limit are failed; MAINTENANCE_INTERVAL_SECONDS unless a test wants it quicker. */
  maintenanceIntervalSeconds?: number;
}

/** A worker: the job queue plus every kind worked and enqueued on its period; stop() waits for rounds in flight. */
export async function startJobWorker({
  executeSql,
  logger,
  work,
  retry,
  pollingIntervalSeconds,
  maintenanceIntervalSeconds,
}: StartJobWorkerOptions): Promise<JobQueue> {
  const gate = gatedExecuteSql(executeSql);
  const boss = newBoss(gate.executeSql, logger, true, maintenanceIntervalSeconds);
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE);
  let stopped = false;
  const stopping = () => stopped;
  const timers: NodeJS.Timeout[] = [];
  /** Enqueues under way: stop() waits for them, so no statement of this worker runs after it. */
  const sending = new Set<Promise<unknown>>();
  for (const kind of work) {
    const limitSeconds = kind.limitSeconds ?? DEFAULT_ROUND_LIMIT_SECONDS;
    const options = queueOptions(kind.kind, retry, limitSeconds);
    await boss.createQueue(kind.kind, options);
    await boss.updateQueue(kind.kind, options);
    const workerId = await boss.work(
      kind.kind,
      // Rounds enqueued here wake the worker at once (notifyWorker); polling finds retries and rounds
      // enqueued by another instance.
      { pollingIntervalSeconds: pollingIntervalSeconds ?? Math.min(Math.max(kind.everyMs / 1000, 0.5), 10) },
      async () => {
        // A round that loops stops at half its time, well before it could be taken as lost.
        const due = Date.now() + (limitSeconds * 1000) / 2;
        return kind.run(() => stopping() || Date.now() > due);
      },
    );
    // pg-boss's cron reads minutes; periods here go down to a second (the outbox). A round is enqueued
    // per period: the singleton slot of the period's whole seconds makes it one across instances, and
    // the stately queue keeps at most one waiting while one runs.
    const slot = Math.floor(kind.everyMs / 1000);
    const enqueue = () => {
      if (stopped) return;
      const sent = boss
        .send(kind.kind, {}, slot >= 1 ? { singletonSeconds: slot } : {})
        .then((id) => id && !stopped && boss.notifyWorker(workerId))
        .catch((err) => logger.warn({ err, worker: kind.kind }, 'could not enqueue a round'))
        .finally(() => sending.delete(sent));
      sending.add(sent);
    };
    const timer = setInterval(enqueue, kind.everyMs);
    timer.unref();
    timers.push(timer);
    if (kind.immediately) enqueue();
  }
  logger.info({ kinds: work.map((k) => k.kind) }, 'background work started');
  return {
    boss,
    executeSql,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...sending]);
      // Graceful: the rounds in flight finish (their loops see stopping()); the database stays open.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      // A poll or a maintenance statement sent before the stop still ends before the database may close.
      await gate.settle();
      for (const kind of work) kind.close?.();
    },
  };
}
