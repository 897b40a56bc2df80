import { createLogger } from './logger';
import { reportingWorker } from './poll';

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
