// The polling loop every background worker runs on: a round, a pause, the next round.
import type { Logger } from 'pino';
import type { Worker, WorkerDeps } from './context';

export interface PollOptions {
  /** Milliseconds from the end of one round to the start of the next, so rounds never overlap. */
  everyMs: number;
  /** One round. `stopping()` turns true once stop() is called: a round that loops checks it. */
  round: (stopping: () => boolean) => Promise<void>;
  /** A round that throws is reported here and the loop goes on with the next. */
  onError: (err: unknown) => void;
  /** Run the first round at once rather than after the first pause. */
  immediately?: boolean;
}

/** Starts the loop; stop() ends it and waits for a round in flight. The timer never keeps the process alive. */
export function pollEvery({ everyMs, round, onError, immediately = false }: PollOptions): Worker {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  let stopped = false;
  const stopping = () => stopped;
  const run = () => {
    timer = null;
    current = round(stopping)
      .catch(onError)
      .finally(() => {
        current = null;
        schedule();
      });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, everyMs);
    timer.unref();
  };
  if (immediately) run();
  else schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (current) await current;
    },
  };
}

export interface ReportingWorkerOptions extends Omit<PollOptions, 'round' | 'onError'> {
  /** The worker's own logger (a child that names the worker). */
  log: Logger;
  /** One round; answers the fields worth an info line, or null when it found nothing to do. */
  round: (stopping: () => boolean) => Promise<object | null>;
  /** The info line's message after a round that did something. */
  done: string;
  /** The error line's message after a round that threw (the loop goes on). */
  failed: string;
}

/** A background worker on pollEvery that logs what a round did (a quiet round logs nothing) and why one failed. */
export function reportingWorker({ log, round, done, failed, ...poll }: ReportingWorkerOptions): Worker {
  return pollEvery({
    ...poll,
    round: async (stopping) => {
      const report = await round(stopping);
      if (report) log.info(report, done);
    },
    onError: (err) => log.error({ err }, failed),
  });
}

/** A worker's dependencies with the clock always there (the real one unless the caller gave its own). */
export type ClockedWorkerDeps = WorkerDeps & { now: () => Date };

export interface ScheduledWorkerOptions extends Pick<ReportingWorkerOptions, 'done' | 'failed' | 'immediately'> {
  /** Names the worker in its log lines. */
  worker: string;
  /** The pause between rounds; a test gives the factory a shorter one. */
  everyMs: number;
  /** One round, at `at` (read from the clock as the round starts): the fields worth an info line, or null. */
  round: (deps: ClockedWorkerDeps, at: Date) => Promise<object | null>;
}

/**
 * The factory of a worker that does one job of the database at its own pace (forgetting old rows,
 * ranking, the daily mails): a reporting worker whose logger names it and whose rounds read the clock
 * of its dependencies. The factory takes the pause as a second argument, for tests.
 */
export function scheduledWorker({ worker, everyMs, round, ...report }: ScheduledWorkerOptions) {
  return ({ now = () => new Date(), ...deps }: WorkerDeps, pause = everyMs): Worker =>
    reportingWorker({
      ...report,
      log: deps.logger.child({ worker }),
      everyMs: pause,
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
