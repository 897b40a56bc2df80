// The console's jobs routes over real rounds worked by pg-boss: listed by kind and state with a failed
// one's error, counted per kind, and a failed one retried by an administrator (audited); others refused.
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import type { JobQueue } from '../../../platform/context';
import { createAttendee, bearerFor, readUntil, useTestContext } from '@pavilion/api-testing/harness';
import { startJobWorker } from '../../../platform/jobs';
import { createLogger } from '../../../platform/logger';
import { adminHeader } from '@pavilion/api-testing/fixtures/admin';

let worker: JobQueue;
// Declared before the test context: Jest runs afterAll hooks in the order they are declared, so the worker
// stops before the context closes its database (stopped after, it would still poll the closed connection).
afterAll(() => worker.stop());
const t = useTestContext();
let failing = true;
let fragileRounds = 0;

beforeAll(async () => {
  worker = await startJobWorker({
    executeSql: t.handle.executeSql,
    logger: createLogger('silent'),
    retry: { retryLimit: 1, retryDelay: 1, retryBackoff: false },
    pollingIntervalSeconds: 0.5,
    work: [
      { kind: 'steady', everyMs: 3_600_000, immediately: true, run: async () => undefined },
      {
        kind: 'fragile',
        everyMs: 3_600_000,
        immediately: true,
        run: async () => {
          fragileRounds += 1;
          if (failing) throw new Error('the payment provider timed out');
        },
      },
    ],
  });
});

const list = (auth: Record<string, string>, query = '') => request(t.app).get(`/api/admin/jobs${query}`).set(auth);

describe('GET /api/admin/jobs', () => {
  it('lists rounds by kind and state, a failed one with its error, and counts each kind', async () => {
    const admin = await adminHeader(t);
    const failed = await readUntil(
      async () => (await list(admin.auth, '?kind=fragile&state=failed').expect(200)).body,
      (page) => page.total === 1,
    );
    expect(failed.items).toEqual([
      expect.objectContaining({
        kind: 'fragile',
        state: 'failed',
        retries: 1,
        error: 'the payment provider timed out',
      }),
    ]);
    const steady = await readUntil(
      async () => (await list(admin.auth, '?kind=steady').expect(200)).body,
      (page) => page.items[0]?.state === 'completed',
    );
    expect(steady.items).toEqual([expect.objectContaining({ kind: 'steady', state: 'completed', error: null })]);

    const kinds = await request(t.app).get('/api/admin/jobs/kinds').set(admin.auth).expect(200);
    expect(kinds.body.items).toEqual([
      { kind: 'fragile', counts: { queued: 0, retrying: 0, running: 0, completed: 0, failed: 1 } },
      { kind: 'steady', counts: { queued: 0, retrying: 0, running: 0, completed: 1, failed: 0 } },
    ]);
  });

  it('refuses a state it does not know, naming the ones it takes', async () => {
    const admin = await adminHeader(t);
    const res = await list(admin.auth, '?state=stuck').expect(400);
    expect(res.body.fields.state).toBe('State must be one of: queued, retrying, running, completed, failed, all');
  });

  it('is for administrators only', async () => {
    const attendee = await createAttendee(t.db);
    await list({}).expect(401);
    await list(await bearerFor(t.app, attendee.email)).expect(403);
  });
});

describe('POST /api/admin/jobs/:kind/:id/retry', () => {
  it('puts a failed round back, which runs again, and records who did it in the audit log', async () => {
    const admin = await adminHeader(t);
    const [job] = (await list(admin.auth, '?kind=fragile&state=failed').expect(200)).body.items;
    const attendee = await createAttendee(t.db);
    await request(t.app)
      .post(`/api/admin/jobs/fragile/${job.id}/retry`)
      .set(await bearerFor(t.app, attendee.email))
      .expect(403);
    // Another kind's name does not reach it.
    await request(t.app).post(`/api/admin/jobs/steady/${job.id}/retry`).set(admin.auth).expect(404);

    failing = false;
    const before = fragileRounds;
    const res = await request(t.app).post(`/api/admin/jobs/fragile/${job.id}/retry`).set(admin.auth).expect(200);
    // Answered as it now is: a worker woken by the retry may already have taken it, or even finished it.
    expect(res.body).toMatchObject({ id: job.id, kind: 'fragile' });
    expect(['retrying', 'running', 'completed']).toContain(res.body.state);
    const done = await readUntil(
      async () => (await list(admin.auth, '?kind=fragile').expect(200)).body.items[0],
      (item) => item.state === 'completed',
    );
    expect(done).toMatchObject({ id: job.id, state: 'completed' });
    expect(fragileRounds).toBe(before + 1);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'job.retried'));
    expect(entry).toMatchObject({
      actorPersonId: admin.personId,
      entityType: 'job',
      entityId: job.id,
      entityName: 'fragile',
      summary: 'Failed round of fragile retried (it had failed with: the payment provider timed out)',
      before: { state: 'failed', error: 'the payment provider timed out' },
      after: { state: 'retrying' },
    });
    // It is no longer failed: a second retry is refused.
    const again = await request(t.app).post(`/api/admin/jobs/fragile/${job.id}/retry`).set(admin.auth).expect(409);
    expect(again.body.error).toBe('Only a failed job can be retried');
  });

  it('answers 404 for a job that does not exist and 400 for an id that is not one', async () => {
    const admin = await adminHeader(t);
    await request(t.app)
      .post('/api/admin/jobs/fragile/00000000-0000-4000-8000-000000000000/retry')
      .set(admin.auth)
      .expect(404);
    await request(t.app).post('/api/admin/jobs/fragile/42/retry').set(admin.auth).expect(400);
  });
});
