import { createLogger } from './logger';
import type { WorkerDeps } from './context';
import { reportingWorker, scheduledWorker } from './poll';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger whose lines land in `lines` (parsed), as the worker writes them. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

async function until(done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('condition not reached in 10 s');
    await sleep(5);
  }
}

describe('reportingWorker', () => {
  it("logs a round's report with the done message, nothing for a quiet round, and a failed round as an error", async () => {
    const { log, lines } = capturedLogger();
    const answers: Array<() => Promise<object | null>> = [
      async () => ({ removed: 3 }),
      async () => null,
      async () => {
        throw new Error('the database went away');
      },
    ];
    let rounds = 0;
    const worker = reportingWorker({
      log,
      everyMs: 5,
      immediately: true,
      round: () => answers[Math.min(rounds++, answers.length - 1)](),
      done: 'removed old rows',
      failed: 'sweep failed',
    });
    await until(() => rounds >= 4);
    await worker.stop();
    const done = lines.filter((l) => l.msg === 'removed old rows');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ level: 30, removed: 3 });
    const failed = lines.filter((l) => l.msg === 'sweep failed');
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed[0]).toMatchObject({ level: 50, err: expect.anything() });
    expect(lines.every((l) => l.msg === 'removed old rows' || l.msg === 'sweep failed')).toBe(true);
  });
});

describe('scheduledWorker', () => {
  it('names the worker in its lines, reads the clock of its dependencies each round and takes a pause from a test', async () => {
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
    const worker = factory({ logger: log, now: () => clock.at } as unknown as WorkerDeps, 5);
    await until(() => seen.length >= 2);
    await worker.stop();
    expect(seen[0]).toEqual(new Date('2031-01-10T12:00:00Z'));
    expect(seen[1]).toEqual(new Date('2031-01-10T12:01:00Z'));
    expect(lines[0]).toMatchObject({ worker: 'tidy', msg: 'tidied', at: '2031-01-10T12:00:00.000Z' });
  });
});
