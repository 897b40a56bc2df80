import { createLogger } from '../logger';
import type { WorkerDeps } from '../context';
import { drainBatches, reportingWorker, scheduledWorker } from './work';

/** A logger whose lines land in `lines` (parsed), as the kind writes them. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('reportingWorker', () => {
  it("logs a round's report with the done message, nothing for a quiet round, and a failed round as an error it throws on", async () => {
    const { log, lines } = capturedLogger();
    const answers: Array<() => Promise<object | null>> = [
      async () => ({ removed: 3 }),
      async () => null,
      async () => {
        throw new Error('the database went away');
      },
    ];
    let rounds = 0;
    const work = reportingWorker({
      kind: 'sweep',
      log,
      everyMs: 5,
      round: () => answers[rounds++](),
      done: 'removed old rows',
      failed: 'sweep failed',
    });
    expect(work).toMatchObject({ kind: 'sweep', everyMs: 5 });
    await work.run(() => false);
    await work.run(() => false);
    // The job fails with the round's error, so pg-boss records it and retries.
    await expect(work.run(() => false)).rejects.toThrow('the database went away');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'removed old rows', removed: 3 });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'sweep failed', err: expect.anything() });
  });
});

describe('scheduledWorker', () => {
  it('names the kind in its queue and lines, reads the clock of its dependencies each round and takes a period from a test', async () => {
    const { log, lines } = capturedLogger();
    const clock = { at: new Date('2031-01-10T12:00:00Z') };
    const seen: Date[] = [];
    const factory = scheduledWorker({
      worker: 'tidy',
      everyMs: 3_600_000,
      immediately: true,
      round: async ({ now }, at) => {
        seen.push(at);
        clock.at = new Date(now().getTime() + 60_000);
        return { at: at.toISOString() };
      },
      done: 'tidied',
      failed: 'tidying failed',
    });
    // Only the logger and the clock are read by this round.
    const work = factory({ logger: log, now: () => clock.at } as unknown as WorkerDeps, 5);
    expect(work).toMatchObject({ kind: 'tidy', everyMs: 5, immediately: true });
    expect(factory({ logger: log } as unknown as WorkerDeps).everyMs).toBe(3_600_000);
    await work.run(() => false);
    await work.run(() => false);
    expect(seen).toEqual([new Date('2031-01-10T12:00:00Z'), new Date('2031-01-10T12:01:00Z')]);
    expect(lines[0]).toMatchObject({ worker: 'tidy', msg: 'tidied', at: '2031-01-10T12:00:00.000Z' });
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
