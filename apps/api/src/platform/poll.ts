// The polling loop every background worker runs on: a round, a pause, the next round.
import type { Worker } from './context';

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
