// The demo's failed round: on the Jobs page as failed with its reason, and run by a worker once an
// administrator retries it.
import request from 'supertest';
import { bearerFor, createAdmin, readUntil, useTestContext } from '@pavilion/api-testing/harness';
import { startJobWorker, type JobQueue } from '../platform/jobs';
import { createLogger } from '../platform/logger';
import { DEMO_FAILED_JOB_ERROR, DEMO_FAILED_JOB_KIND, seedDemoFailedJob } from './demo-jobs';

let worker: JobQueue | undefined;
// Declared before the test context: Jest runs afterAll hooks in the order they are declared, so the worker
// stops before the context closes its database (stopped after, it would still poll the closed connection).
afterAll(() => worker?.stop());
const t = useTestContext();

it('leaves one failed round with its reason, which runs once retried', async () => {
  const id = await seedDemoFailedJob(t.handle.executeSql, createLogger('silent'));
  const person = await createAdmin(t.db);
  const admin = { auth: await bearerFor(t.app, person.email) };
  const failed = await request(t.app).get('/api/admin/jobs?state=failed').set(admin.auth).expect(200);
  expect(failed.body.items).toEqual([
    expect.objectContaining({ id, kind: DEMO_FAILED_JOB_KIND, state: 'failed', error: DEMO_FAILED_JOB_ERROR }),
  ]);
  expect(failed.body.items[0].startedAt).not.toBeNull();

  let rounds = 0;
  worker = await startJobWorker({
    executeSql: t.handle.executeSql,
    logger: createLogger('silent'),
    pollingIntervalSeconds: 0.5,
    work: [{ kind: DEMO_FAILED_JOB_KIND, everyMs: 3_600_000, run: async () => void (rounds += 1) }],
  });
  await request(t.app).post(`/api/admin/jobs/${DEMO_FAILED_JOB_KIND}/${id}/retry`).set(admin.auth).expect(200);
  const done = await readUntil(
    async () => (await request(t.app).get(`/api/admin/jobs?kind=${DEMO_FAILED_JOB_KIND}`).set(admin.auth)).body,
    (page) => page.items[0]?.state === 'completed',
  );
  expect(done.items).toEqual([expect.objectContaining({ id, state: 'completed', error: null })]);
  expect(rounds).toBe(1);
});
