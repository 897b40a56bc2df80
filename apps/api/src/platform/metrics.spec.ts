// GET /metrics: Prometheus's text format with requests by route template (never by URL), the process's
// memory and event-loop delay, the outbox's lag, search's path and the gauges modules register; and
// who may read it (the internal network, or the operator's token; anyone else gets 404 in words).
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { API_TEXT } from './messages';
import { createApp } from '../app';
import { createLogger } from './logger';
import { isInternalAddress, registerGauge } from './metrics';
import { useTestContext } from '@pavilion/api-testing/harness';

const TOKEN = 'operator-token-0123456789abcdef0123456789';
const t = useTestContext({ SEARCH_IN_MEMORY: 'false' });

/** The app over the spec's database with other settings (a proxy believed, an operator token). */
const appWith = (config: Partial<typeof t.config>) =>
  createApp({
    config: { ...t.config, ...config },
    db: t.db,
    logger: createLogger('silent'),
    storage: t.storage,
    sessions: t.sessions,
  });

/** The value of one series in a Prometheus text answer ('name{labels} value'), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics answer', () => {
  it('counts requests by route template and status, never by their URL', async () => {
    await request(t.app).get('/api/events/987654').expect(404);
    await request(t.app).get('/api/events/987655').expect(404);
    await request(t.app).get('/api/health').expect(200);
    await request(t.app).get('/api/no/such/route').expect(404);
    const res = await request(t.app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    const byId = 'pavilion_http_request_duration_seconds_count{method="GET",route="/api/events/{id}",status="404"}';
    expect(valueOf(text, byId)).toBe(2);
    expect(
      valueOf(text, 'pavilion_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(text, 'pavilion_http_request_duration_seconds_count{method="GET",route="/api (no route)",status="404"}'),
    ).toBe(1);
    expect(text).toContain(
      'pavilion_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/health",status="200"}',
    );
    // No URL of a request is a label.
    expect(text).not.toContain('987654');
    expect(text).not.toContain('/api/no/such');
  });

  it('reports the process: memory, event-loop delay', async () => {
    const { text } = await request(t.app).get('/metrics').expect(200);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('reports the outbox lag: the oldest due email’s wait', async () => {
    let { text } = await request(t.app).get('/metrics').expect(200);
    expect(valueOf(text, 'pavilion_outbox_lag_seconds')).toBe(0);
    await t.db.execute(
      sql`insert into email_outbox (to_address, subject, html, text, template, next_attempt_at)
        values ('lag@example.com', 'Late', '<p>Late</p>', 'Late', 'order-receipt', now() - interval '90 seconds'),
               ('later@example.com', 'Not due', '<p>Not due</p>', 'Not due', 'order-receipt', now() + interval '1 hour')`,
    );
    ({ text } = await request(t.app).get('/metrics').expect(200));
    const lag = valueOf(text, 'pavilion_outbox_lag_seconds')!;
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(120);
    await t.db.execute(
      sql`update email_outbox set status = 'sent', sent_at = now() where to_address = 'lag@example.com'`,
    );
    ({ text } = await request(t.app).get('/metrics').expect(200));
    expect(valueOf(text, 'pavilion_outbox_lag_seconds')).toBe(0);
  });

  it('reports the path search answers from and how far behind its reads may be', async () => {
    const { text } = await request(t.app).get('/metrics').expect(200);
    expect(valueOf(text, 'pavilion_search_path{path="sql"}')).toBe(1);
    expect(valueOf(text, 'pavilion_search_path{path="memory"}')).toBe(0);
    expect(valueOf(text, 'pavilion_search_staleness_seconds')).toBe(0);
  });

  it('carries the gauges other parts register, read at each scrape', async () => {
    let depth = 3;
    const remove = registerGauge({
      name: 'pavilion_test_queue_depth',
      help: 'Jobs waiting, by kind',
      labelNames: ['kind'],
      read: () => [{ labels: { kind: 'email' }, value: depth }],
    });
    let { text } = await request(t.app).get('/metrics').expect(200);
    expect(valueOf(text, 'pavilion_test_queue_depth{kind="email"}')).toBe(3);
    depth = 5;
    ({ text } = await request(t.app).get('/metrics').expect(200));
    expect(valueOf(text, 'pavilion_test_queue_depth{kind="email"}')).toBe(5);
    remove();
    const failing = registerGauge({
      name: 'pavilion_test_unreadable',
      help: 'A reading that fails',
      read: () => Promise.reject(new Error('database down')),
    });
    ({ text } = await request(t.app).get('/metrics').expect(200));
    expect(text).not.toContain('pavilion_test_queue_depth');
    expect(text).toMatch(/^pavilion_test_unreadable nan$/im);
    failing();
  });
});

describe('who may read the metrics', () => {
  const refused = (res: request.Response) => {
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(API_TEXT.metricsNotFound);
    expect(res.text).not.toContain('pavilion_http');
  };

  it('answers requests from the internal network, straight or through a believed proxy', async () => {
    // supertest connects over loopback.
    await request(t.app).get('/metrics').expect(200);
    const behindProxy = appWith({ trustProxy: 1 });
    await request(behindProxy).get('/metrics').set('X-Forwarded-For', '10.1.2.3').expect(200);
    await request(behindProxy).get('/metrics').set('X-Forwarded-For', '192.168.7.7').expect(200);
  });

  it('refuses the public internet, and a relayed request when no proxy is believed', async () => {
    refused(
      await request(appWith({ trustProxy: 1 }))
        .get('/metrics')
        .set('X-Forwarded-For', '203.0.113.9'),
    );
    // Without TRUST_PROXY the address is the proxy's: the client behind it is unknown.
    refused(await request(t.app).get('/metrics').set('X-Forwarded-For', '10.1.2.3'));
    refused(await request(t.app).get('/metrics').set('Forwarded', 'for=10.1.2.3'));
  });

  it('answers anyone with the operator token, and refuses a wrong one', async () => {
    const app = appWith({ trustProxy: 1, metricsToken: TOKEN });
    const outside = () => request(app).get('/metrics').set('X-Forwarded-For', '203.0.113.9');
    const ok = await outside().set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(ok.text).toContain('pavilion_http_request_duration_seconds');
    refused(await outside().set('Authorization', `Bearer ${TOKEN.slice(0, -1)}x`));
    refused(await outside().set('Authorization', `Bearer ${TOKEN}${TOKEN}`));
    refused(await outside().set('Authorization', TOKEN));
    // No token configured: no token opens it.
    refused(
      await request(appWith({ trustProxy: 1 }))
        .get('/metrics')
        .set('X-Forwarded-For', '203.0.113.9')
        .set('Authorization', 'Bearer '),
    );
  });

  it('refuses in the request’s language', async () => {
    const res = await request(appWith({ trustProxy: 1 }))
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Accept-Language', 'de');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/^Nicht gefunden/);
  });

  it('takes loopback and the private ranges as the internal network', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      'fd00::1',
    ])
      expect([address, isInternalAddress(address)]).toEqual([address, true]);
    for (const address of ['203.0.113.9', '172.32.0.1', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-address'])
      expect([address, isInternalAddress(address)]).toEqual([address, false]);
  });
});
