// The real boot path: migrations, reference and demo data, HTTP, and a clean stop that lets a request
// in flight finish and closes the database. On the PostgreSQL server of DATABASE_URL when it is set (an
// empty database of its own), else on the embedded database, as every integration test; npm test also
// boots the built product on the embedded database for the journeys' demo data (tools/scripts/e2e-demo-data.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { startServer, type RunningServer } from './server';
import { emptyDatabase } from '@pavilion/api-testing/harness';

describe('server lifecycle', () => {
  let dir: string;
  let running: RunningServer | undefined;
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pavilion-server-'));
    database = await emptyDatabase();
  });
  afterAll(async () => {
    await running?.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const boot = (env: Record<string, string> = {}) =>
    startServer(
      loadConfig({
        ...env,
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SERVE_APPS: 'false',
        DATABASE_URL: database.url,
        MIGRATIONS_DIR: path.join(__dirname, 'db/migrations'),
      }),
    );

  it('starts with demo data, keeps it on a second start, and stops cleanly', async () => {
    running = await boot();
    let port = (running.server.address() as AddressInfo).port;
    const top = (await fetch(`http://127.0.0.1:${port}/api/events/top/4`).then((r) => r.json())) as { id: number }[];
    expect(top).toHaveLength(4);
    const subscribed = await fetch(`http://127.0.0.1:${port}/api/email-subscribe/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'keep-me@example.com' }),
    });
    expect(subscribed.status).toBe(200);

    // A request in flight when the stop begins still gets its answer.
    const server = running.server;
    const current = running;
    let stopped: Promise<void> | undefined;
    server.once('request', () => {
      stopped = current.stop();
    });
    const inFlight = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/options/', agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(inFlight).toBe(200);
    await stopped;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    running = await boot();
    port = (running.server.address() as AddressInfo).port;
    const again = (await fetch(`http://127.0.0.1:${port}/api/events/top/4`).then((r) => r.json())) as { id: number }[];
    expect(again.map((e) => e.id)).toEqual(top.map((e) => e.id));
    // Two boots on one database, the first creating all the demo data and its refunds.
  }, 180_000);

  it('drains on stop: not ready at once, still answering, then the shutdown steps after the last answer', async () => {
    await running?.stop();
    running = await boot({ SHUTDOWN_DELAY_MS: '3000' });
    const port = (running.server.address() as AddressInfo).port;
    const ready = () => fetch(`http://127.0.0.1:${port}/api/health/ready`);
    // Ready once search's copy has loaded in the background (not ready, 'loading', until then).
    for (let i = 0; i < 300 && (await ready()).status !== 200; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await (await ready()).json()).toEqual({ status: 'ready' });
    const order: string[] = [];
    running.lifecycle.onShutdown('jobs', async () => {
      order.push('shutdown step');
    });
    const stopped = running.stop();
    // Draining: readiness answers 503 at once, the instance still answers (for the balancer to notice),
    // each answer closing its connection, and liveness stays up.
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'draining' });
    expect(notReady.headers.get('connection')).toBe('close');
    const live = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(live.status).toBe(200);
    const answered = await fetch(`http://127.0.0.1:${port}/api/options/`).then((r) => {
      order.push('answer');
      return r.status;
    });
    expect(answered).toBe(200);
    await stopped;
    expect(order).toEqual(['answer', 'shutdown step']);
    await expect(ready()).rejects.toThrow();
    running = undefined;
  }, 120_000);
});
