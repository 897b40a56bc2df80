// The worker role's GET /metrics on its own listener: the job queue's figures and the process's, for the
// internal network or the operator's token; a relayed request without the token, or another path, is 404.
import request from 'supertest';
import { useTestContext } from '@pavilion/api-testing/harness';
import { seedDemoFailedJob, DEMO_FAILED_JOB_KIND } from '../seed/demo-jobs';
import { registerJobMetrics } from './jobs';
import { createLogger } from './logger';
import { collectProcessMetrics } from './metrics';
import { metricsApp, startMetricsServer, type MetricsServer } from './metrics-server';
import { API_TEXT } from './messages';

const TOKEN = 'operator-token-0123456789abcdef0123456789';
const t = useTestContext({ SEARCH_IN_MEMORY: 'false' });
const logger = createLogger('silent');
let server: MetricsServer | undefined;
afterAll(() => server?.close());

it('answers Prometheus on its own port with the job queue and the process', async () => {
  collectProcessMetrics();
  registerJobMetrics(t.handle.executeSql);
  await seedDemoFailedJob(t.handle.executeSql, logger);
  server = await startMetricsServer({ host: '127.0.0.1', port: 0, trustProxy: 0, logger });
  expect(server.port).toBeGreaterThan(0);
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  expect(text).toContain(`pavilion_jobs_failed{kind="${DEMO_FAILED_JOB_KIND}"} 1\n`);
  expect(text).toContain(`pavilion_jobs_queued{kind="${DEMO_FAILED_JOB_KIND}"} 0\n`);
  expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(404);
});

it('keeps the web instances’ rule: a request relayed by a proxy it does not believe needs the token', async () => {
  const app = metricsApp({ token: TOKEN, trustProxy: 0, logger });
  const relayed = await request(app).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(404);
  expect(relayed.body.error).toBe(API_TEXT.metricsNotFound);
  await request(app)
    .get('/metrics')
    .set('X-Forwarded-For', '203.0.113.9')
    .set('Authorization', 'Bearer not-the-operator-token-0123456789abcdef')
    .expect(404);
  const withToken = await request(app)
    .get('/metrics')
    .set('X-Forwarded-For', '203.0.113.9')
    .set('Authorization', `Bearer ${TOKEN}`)
    .expect(200);
  expect(withToken.text).toContain('pavilion_jobs_failed');
});

it('says which port is taken instead of starting', async () => {
  await expect(
    startMetricsServer({ host: '127.0.0.1', port: server!.port, trustProxy: 0, logger }),
  ).rejects.toMatchObject({ code: 'EADDRINUSE' });
});
