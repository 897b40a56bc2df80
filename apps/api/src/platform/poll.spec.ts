import { drainBatches, pollEvery } from './poll';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds (checked every 5 ms), however slow the machine; fails after 10 s. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('condition not reached in 10 s');
    await sleep(5);
  }
}

describe('pollEvery', () => {
  it('runs rounds one after another, never two at once, and stop() waits for the one in flight', async () => {
    let running = 0;
    let overlapped = false;
    let rounds = 0;
    let finished = 0;
    const worker = pollEvery({
      everyMs: 5,
      round: async () => {
        running += 1;
        if (running > 1) overlapped = true;
        rounds += 1;
        await sleep(20);
        running -= 1;
        finished += 1;
      },
      onError: () => undefined,
    });
    await until(() => rounds >= 3);
    await worker.stop();
    expect(overlapped).toBe(false);
    expect(finished).toBe(rounds);
    const after = rounds;
    await sleep(40);
    expect(rounds).toBe(after);
  });

  it('waits for the first pause unless asked to start at once', async () => {
    const calls: string[] = [];
    const later = pollEvery({ everyMs: 10_000, round: async () => void calls.push('later'), onError: () => undefined });
    const atOnce = pollEvery({
      everyMs: 10_000,
      round: async () => void calls.push('at once'),
      onError: () => undefined,
      immediately: true,
    });
    await sleep(10);
    await Promise.all([later.stop(), atOnce.stop()]);
    expect(calls).toEqual(['at once']);
  });

  it('reports a failed round and goes on with the next', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const worker = pollEvery({
      everyMs: 5,
      round: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
      },
      onError: (err) => errors.push(err),
    });
    await until(() => rounds >= 2);
    await worker.stop();
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('database away');
  });

  it('tells a looping round that the worker is stopping', async () => {
    let batches = 0;
    let started!: () => void;
    const inRound = new Promise<void>((resolve) => (started = resolve));
    const worker = pollEvery({
      everyMs: 1,
      round: async (stopping) => {
        started();
        while (!stopping()) {
          batches += 1;
          await sleep(2);
        }
      },
      onError: () => undefined,
    });
    await inRound;
    await worker.stop();
    const after = batches;
    await sleep(20);
    expect(batches).toBe(after);
  });
});

describe('drainBatches', () => {
  it('runs again while a batch comes back full, and answers the total', async () => {
    const due = [3, 3, 1, 3];
    const sizes: number[] = [];
    const total = await drainBatches(
      async (size) => {
        sizes.push(size);
        return due.shift() ?? 0;
      },
      () => false,
      3,
    );
    expect(total).toBe(7);
    expect(sizes).toEqual([3, 3, 3]);
  });

  it('stops after the batch in hand once the worker is stopping', async () => {
    let stopped = false;
    let batches = 0;
    const total = await drainBatches(
      async (size) => {
        batches += 1;
        stopped = true;
        return size;
      },
      () => stopped,
      5,
    );
    expect(batches).toBe(1);
    expect(total).toBe(5);
  });
});
