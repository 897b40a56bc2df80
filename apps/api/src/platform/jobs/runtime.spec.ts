import type { DatabaseHandle, ExecuteSql } from '../../db/client';
import { openEmptyDatabase } from '@pavilion/api-testing/harness';
import { createLogger } from '../logger';
import { jobQueueFigures, registerJobMetrics } from './figures';
import { metricsRegistry } from '../metrics';
import { createRequire } from 'node:module';
import { DEAD_LETTER_QUEUE, gatedExecuteSql, openJobQueue, startJobWorker, type JobQueue } from './runtime';
import type { BackgroundWork } from './work';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logger = createLogger('silent');

async function until(done: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in 20 s`);
    await sleep(20);
  }
}

// pg-boss alone, on an empty database: PGlite, or PostgreSQL when DATABASE_URL is set.
let handle: DatabaseHandle;
let close: () => Promise<void>;
const running: JobQueue[] = [];
beforeAll(async () => {
  ({ handle, close } = await openEmptyDatabase());
});
afterEach(async () => {
  while (running.length) await running.pop()!.stop();
});
afterAll(() => close());

async function worker(work: BackgroundWork[], retry = { retryLimit: 1, retryDelay: 1, retryBackoff: false }) {
  const started = await startJobWorker({
    executeSql: handle.executeSql,
    logger,
    work,
    retry,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  running.push(started);
  return started;
}

const rows = async (sql: string, values: unknown[] = []) => (await handle.executeSql(sql, values)).rows;

describe('background work on pg-boss', () => {
  it('reports each kind’s waiting rounds, the oldest one’s wait and its failures', async () => {
    await worker([{ kind: 'idle', everyMs: 3_600_000, run: async () => undefined }]);
    // The worker's stop, not pg-boss's alone: a poll it sent before stopping could otherwise still take the
    // round inserted below as its own.
    await running.pop()!.stop();
    // Rounds enqueued but not yet due are not counted as waiting long.
    await handle.executeSql(
      `insert into pgboss.job (name, state, start_after, created_on) values ('idle', 'created', now() - interval '90 seconds', now() - interval '90 seconds'), ('idle', 'created', now() + interval '1 hour', now())`,
    );
    const [idle] = (await jobQueueFigures(handle.executeSql)).filter((f) => f.kind === 'idle');
    expect(idle.depth).toBe(2);
    expect(idle.oldestQueuedSeconds).toBeGreaterThanOrEqual(90);
    expect(idle.oldestQueuedSeconds).toBeLessThan(120);
    expect(idle.failed).toBe(0);
    expect((await jobQueueFigures(handle.executeSql)).map((f) => f.kind)).not.toContain(DEAD_LETTER_QUEUE);
    // GET /metrics reads the same figures, per kind.
    registerJobMetrics(handle.executeSql);
    const scraped = await metricsRegistry.metrics();
    expect(scraped).toContain('pavilion_jobs_queued{kind="idle"} 2');
    expect(scraped).toContain('pavilion_jobs_failed{kind="idle"} 0');
    expect(scraped).toMatch(/pavilion_jobs_oldest_queued_seconds\{kind="idle"\} (9\d|1[01]\d)(\.\d+)?\n/);
  });

  it('runs a round of a kind each period, one at a time across two workers, and stop() waits for the round in flight', async () => {
    let active = 0;
    let overlapped = false;
    let rounds = 0;
    let finished = 0;
    const kind = (): BackgroundWork => ({
      kind: 'tick',
      everyMs: 30,
      immediately: true,
      run: async () => {
        active += 1;
        if (active > 1) overlapped = true;
        rounds += 1;
        await sleep(60);
        active -= 1;
        finished += 1;
      },
    });
    const first = await worker([kind()]);
    await worker([kind()]);
    await until(() => rounds >= 4, 'four rounds');
    expect(overlapped).toBe(false);
    running.splice(running.indexOf(first), 1);
    await Promise.all([first.stop(), running.pop()!.stop()]);
    expect(finished).toBe(rounds);
    const [{ count }] = await rows(
      `select count(*)::int as count from pgboss.job where name = 'tick' and state = 'completed'`,
    );
    expect(count).toBeGreaterThanOrEqual(4);
  });

  it('enqueues one round per period across workers, not one per worker', async () => {
    let rounds = 0;
    const kind = (): BackgroundWork => ({
      kind: 'slow-period',
      everyMs: 1000,
      immediately: true,
      run: async () => void (rounds += 1),
    });
    const from = Date.now();
    await worker([kind()]);
    await worker([kind()]);
    await until(() => rounds >= 3, 'three rounds');
    const seconds = Math.ceil((Date.now() - from) / 1000);
    // Two workers each enqueue every second: still one round per one-second slot.
    const slots = await rows(
      `select singleton_on, count(*)::int as count from pgboss.job where name = 'slow-period' group by singleton_on`,
    );
    expect(slots.every((s) => s.count === 1)).toBe(true);
    expect(slots.length).toBeLessThanOrEqual(seconds + 1);
  });

  it('retries a failed round, then records the failure with its error and copies it to the dead letters', async () => {
    let tries = 0;
    const started = await worker([
      {
        kind: 'fragile',
        everyMs: 3_600_000,
        immediately: true,
        run: async () => {
          tries += 1;
          throw new Error(`the gateway timed out (try ${tries})`);
        },
      },
    ]);
    const failed = async () =>
      rows(`select id, state, retry_count, output from pgboss.job where name = 'fragile' and state = 'failed'`);
    await until(async () => (await failed()).length === 1, 'the failure');
    const [job] = await failed();
    expect(tries).toBe(2);
    expect(job).toMatchObject({
      retry_count: 1,
      output: expect.objectContaining({ message: 'the gateway timed out (try 2)' }),
    });
    const dead = await rows(`select data from pgboss.job where name = $1`, [DEAD_LETTER_QUEUE]);
    expect(dead).toHaveLength(1);
    expect(await jobQueueFigures(handle.executeSql)).toContainEqual({
      kind: 'fragile',
      depth: 0,
      oldestQueuedSeconds: 0,
      failed: 1,
    });
    // A retry from the console runs it again.
    await started.boss.retry('fragile', String(job.id));
    await until(() => tries === 3, 'the retried round');
  });

  it('a stopping worker tells the round in hand, which ends its loop', async () => {
    let batches = 0;
    let sawStopping = false;
    const started = await worker([
      {
        kind: 'drain',
        everyMs: 3_600_000,
        immediately: true,
        run: async (stopping) => {
          while (!stopping()) {
            batches += 1;
            await sleep(10);
          }
          sawStopping = true;
        },
      },
    ]);
    await until(() => batches >= 3, 'a few batches');
    running.pop();
    await started.stop();
    expect(sawStopping).toBe(true);
    // The round ended well, and its completion (which pg-boss sends without waiting) is written before
    // stop() answers, so the database may close right after.
    expect((await rows(`select state from pgboss.job where name = 'drain'`))[0].state).toBe('completed');
  });

  it('a stopped queue waits for its statements in flight, and sends none after', async () => {
    let release!: () => void;
    const sent: string[] = [];
    const slow: ExecuteSql = async (text, values) => {
      sent.push(text);
      if (text === 'slow') await new Promise<void>((resolve) => (release = resolve));
      return { rows: [{ text, values }] };
    };
    const gate = gatedExecuteSql(slow);
    const inFlight = gate.executeSql('slow');
    let settled = false;
    const settling = gate.settle().then(() => (settled = true));
    await sleep(50);
    expect(settled).toBe(false);
    release();
    await settling;
    expect((await inFlight).rows).toEqual([{ text: 'slow', values: undefined }]);
    expect(await gate.executeSql('after', [1])).toEqual({ rows: [] });
    // pg-boss's commands on jobs by id, as it writes them, count nothing changed after the stop: pg-boss reads
    // the count from the first row (a round's completion sent late is no failure); its fetch gets no job.
    const plans = createRequire(__filename)('pg-boss/src/plans.js') as Record<string, (schema: string) => unknown>;
    for (const command of ['completeJobs', 'failJobsById', 'cancelJobs', 'resumeJobs', 'retryJobs', 'deleteJobs'])
      expect(await gate.executeSql(plans[command]!('pgboss') as string, [])).toEqual({ rows: [{ count: 0 }] });
    expect(sent).toEqual(['slow']);
  });

  it('runs again, once, a round its worker was killed in the middle of, once the round’s limit has passed', async () => {
    // The killed worker: it took the round and will never finish it (nothing of it runs any more).
    const kind = 'lost-round';
    const first = await worker([{ kind, everyMs: 3_600_000, limitSeconds: 2, run: async () => undefined }]);
    running.pop();
    await first.stop();
    // A stopped queue sends nothing more: the killed worker's taking of the round is played by another.
    const killed = await openJobQueue(handle.executeSql, logger);
    await killed.boss.send(kind, {});
    const dead = await killed.boss.fetch(kind);
    await killed.stop();
    expect(dead).toHaveLength(1);
    const lostId = dead![0].id;
    expect((await rows(`select state from pgboss.job where id = $1`, [lostId]))[0].state).toBe('active');

    // A worker started again works the kind: the lost round is failed at its limit and run once more.
    let runs = 0;
    await worker([
      {
        kind,
        everyMs: 3_600_000,
        limitSeconds: 2,
        run: async () => {
          runs += 1;
        },
      },
    ]);
    await until(
      async () => (await rows(`select state from pgboss.job where id = $1`, [lostId]))[0].state === 'completed',
      'the lost round run again',
    );
    expect(runs).toBe(1);
    await sleep(1500);
    expect(runs).toBe(1);
  });

  it('a looping round sees stopping() at half its limit, so it ends before it could be taken as lost', async () => {
    let batches = 0;
    let endedAfterMs = 0;
    await worker([
      {
        kind: 'long-drain',
        everyMs: 3_600_000,
        immediately: true,
        limitSeconds: 2,
        run: async (stopping) => {
          const start = Date.now();
          while (!stopping()) {
            batches += 1;
            await sleep(20);
          }
          endedAfterMs = Date.now() - start;
        },
      },
    ]);
    await until(
      async () =>
        (await rows(`select state from pgboss.job where name = 'long-drain'`)).some((r) => r.state === 'completed'),
      'the round completed',
    );
    expect(batches).toBeGreaterThan(3);
    expect(endedAfterMs).toBeGreaterThanOrEqual(900);
    expect(endedAfterMs).toBeLessThan(2000);
  });
});
