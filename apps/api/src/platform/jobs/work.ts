// What a kind of background work declares (its round, its pace, its log lines); platform/jobs/runtime.ts
// runs every kind as a pg-boss queue.
import type { Logger } from 'pino';
import type { WorkerDeps } from '../context';

/** One kind of background work: a queue of that name whose jobs each run one round. */
export interface BackgroundWork {
  /** The queue's name (also the `worker` field of its log lines): lowercase words joined by '-'. */
  kind: string;
  /** A round is due this often (the kind's poll setting); instances together enqueue one per period. */
  everyMs: number;
  /** Enqueue the first round when the worker starts rather than one period later. */
  immediately?: boolean;
  /**
   * The longest a round may run (DEFAULT_ROUND_LIMIT_SECONDS unless given): a round still running then
   * is taken as lost with its worker (killed mid-round) and is failed and run again, so the kind is never
   * held for longer. A round that loops sees `stopping()` turn true at half of it.
   */
  limitSeconds?: number;
  /**
   * One round. `stopping()` turns true once the worker is stopping, or the round has used half its
   * time: a round that loops checks it. A round
   * that throws has its error logged and recorded on the job, which pg-boss retries with backoff.
   */
  run(stopping: () => boolean): Promise<void>;
  /** Releases what the kind holds (a mail transport), once its queue is no longer worked. */
  close?(): void;
}

/** Builds a kind from what the application hands to every worker. */
export type WorkerFactory = (deps: WorkerDeps) => BackgroundWork;

export interface ReportingWorkOptions {
  kind: string;
  everyMs: number;
  immediately?: boolean;
  limitSeconds?: number;
  /** The kind's own logger (a child that names it). */
  log: Logger;
  /** One round; answers the fields worth an info line, or null when it found nothing to do. */
  round: (stopping: () => boolean) => Promise<object | null>;
  /** The info line's message after a round that did something. */
  done: string;
  /** The error line's message after a round that threw (the job fails and is retried). */
  failed: string;
  close?: () => void;
}

/** A kind whose rounds log what they did (a quiet round logs nothing) and why one failed, then fail the job. */
export function reportingWorker({ log, round, done, failed, ...work }: ReportingWorkOptions): BackgroundWork {
  return {
    ...work,
    run: async (stopping) => {
      try {
        const report = await round(stopping);
        if (report) log.info(report, done);
      } catch (err) {
        log.error({ err }, failed);
        throw err;
      }
    },
  };
}

/** A worker's dependencies with the clock always there (the real one unless the caller gave its own). */
export type ClockedWorkerDeps = WorkerDeps & { now: () => Date };

export interface ScheduledWorkerOptions extends Pick<
  ReportingWorkOptions,
  'done' | 'failed' | 'immediately' | 'limitSeconds'
> {
  /** Names the kind: its queue and its log lines. */
  worker: string;
  /** The period between rounds; a test gives the factory a shorter one. */
  everyMs: number;
  /** One round, at `at` (read from the clock as the round starts): the fields worth an info line, or null. */
  round: (deps: ClockedWorkerDeps, at: Date) => Promise<object | null>;
}

/**
 * The factory of a kind that does one job of the database at its own pace (forgetting old rows,
 * ranking, the daily mails): a reporting kind whose logger names it and whose rounds read the clock
 * of its dependencies. The factory takes the period as a second argument, for tests.
 */
export function scheduledWorker({ worker, everyMs, round, ...report }: ScheduledWorkerOptions) {
  return ({ now = () => new Date(), ...deps }: WorkerDeps, period = everyMs): BackgroundWork =>
    reportingWorker({
      ...report,
      kind: worker,
      log: deps.logger.child({ worker }),
      everyMs: period,
      round: () => round({ ...deps, now }, now()),
    });
}

/**
 * Runs `batch(size)` again while it handles a full batch (more may be due) and the worker is not
 * stopping; answers how many it handled in all.
 */
export async function drainBatches(
  batch: (size: number) => Promise<number>,
  stopping: () => boolean,
  size: number,
): Promise<number> {
  let total = 0;
  let handled: number;
  do {
    handled = await batch(size);
    total += handled;
  } while (!stopping() && handled === size);
  return total;
}
