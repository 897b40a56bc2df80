// Webhooks on a real database and real HTTP: the owner (or a key with webhooks:manage) manages endpoints
// of its own partner only; messages are written in the transaction of the change; deliveries reach a
// loopback receiver signed as Standard Webhooks says (checked with the `standardwebhooks` package), are
// retried on the schedule and then turn the endpoint off with an email, never reach private addresses,
// read at most 64 KiB back, time out without holding other endpoints, and are sent once however many
// workers claim, again after a dead worker's lease.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  ZWebhookEndpointWithSecret,
  ZWebhookOrder,
} from '@pavilion/domain';
import {
  emailOutbox,
  payouts,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema';
import { createLogger } from '../../platform/logger';
import { useTestContext } from '@pavilion/api-testing/harness';
import { mailTo } from '@pavilion/api-testing/mail';
import { expectGerman, onlyOf, speaksGerman } from '@pavilion/api-testing/mail-language';
import { cataloguesReady } from '../../platform/i18n';
import {
  approveCurrent,
  createEvent,
  buyTickets,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';
import { memberOf } from '@pavilion/api-testing/fixtures/partner-account';
import { PartnerWebhooks } from './service';
import { WebhookDispatcher, pruneWebhooks, webhookRetryDelayMs } from './delivery.worker';
import { writeMessage } from './outbox';
import { tellPayoutPaid } from './payloads';
import { webhookSignature } from './signing';
import { WebhookTransport } from './transport';

const t = useTestContext({ PAYMENT_DELAY_MS: '0' });
const silent = createLogger('silent');

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A loopback receiver (ports 4620-4699) that records each request and answers as `answer` says. */
function receiver(port: number, answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      answer(req, res);
    });
  });
  return {
    received,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    port: () => (server.address() as AddressInfo).port,
  };
}

const ok = receiver(4621, (_req, res) => res.writeHead(204).end());
const failing = receiver(4622, (_req, res) => res.writeHead(500).end('Internal error'));
const huge = receiver(4623, (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('x'.repeat(1024 * 1024));
});
const slowTimers: NodeJS.Timeout[] = [];
const slow = receiver(4624, (_req, res) => {
  slowTimers.push(setTimeout(() => res.writeHead(200).end(), 3000));
});
const redirecting = receiver(4625, (_req, res) => res.writeHead(302, { location: ok.url('/moved') }).end());
const servers = [ok, failing, huge, slow, redirecting];

let a: TestPartner;
let b: TestPartner;
let eventA: number;
let ticketTypeA: number;

function dispatcher(options: { allowLoopback?: boolean; timeoutMs?: number; perEndpoint?: number } = {}) {
  return new WebhookDispatcher({
    db: t.db,
    config: t.config,
    logger: silent,
    now: () => t.clock.now,
    transport: new WebhookTransport({
      allowLoopback: options.allowLoopback ?? true,
      timeoutMs: options.timeoutMs ?? 1000,
    }),
    perEndpoint: options.perEndpoint,
  });
}

async function register(owner: TestPartner, body: Record<string, unknown>) {
  const res = await request(t.app).post('/api/partner/webhooks').set(owner.auth).send(body);
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return ZWebhookEndpointWithSecret.parse(res.body);
}

async function deliveriesOf(endpointId: number) {
  return t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.id));
}

/** A test event's delivery to an endpoint, due now, written as the portal's button writes it. */
async function testEvent(partner: TestPartner, endpointId: number) {
  const res = await request(t.app).post(`/api/partner/webhooks/${endpointId}/test`).set(partner.auth).expect(201);
  return res.body.id as number;
}

async function saleEvent(partner: TestPartner, name: string) {
  const id = await createEvent(t, partner, { name });
  await approveCurrent(t, partner, id);
  const detail = (await request(t.app).get(`/api/partner/events/${id}`).set(partner.auth).expect(200)).body;
  return { id, ticketType: (detail.ticketTypes as Array<{ id: number }>)[0].id };
}

beforeAll(async () => {
  await Promise.all(servers.map((s) => s.start()));
  a = await partnerWithPolicy(t);
  b = await partnerWithPolicy(t);
  const ea = await saleEvent(a, 'Harbour Logistics Forum');
  eventA = ea.id;
  ticketTypeA = ea.ticketType;
});

afterAll(async () => {
  slowTimers.forEach(clearTimeout);
  await Promise.all(servers.map((s) => s.stop()));
});

beforeEach(() => {
  for (const s of servers) s.received.length = 0;
});

describe('endpoints', () => {
  it('registers an endpoint whose secret is answered once, lists, changes, rotates and deletes it', async () => {
    const created = await register(a, {
      url: ok.url(),
      description: ' Our CRM ',
      eventTypes: ['order.refunded', 'order.paid'],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    expect(created.endpoint).toMatchObject({
      url: ok.url(),
      description: 'Our CRM',
      eventTypes: ['order.paid', 'order.refunded'],
      enabled: true,
      disabledReason: null,
    });
    const id = created.endpoint.id;
    const list = await request(t.app).get('/api/partner/webhooks').set(a.auth).expect(200);
    expect(list.body.items.map((e: { id: number }) => e.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    const off = await request(t.app)
      .patch(`/api/partner/webhooks/${id}`)
      .set(a.auth)
      .send({ enabled: false })
      .expect(200);
    expect(off.body).toMatchObject({ enabled: false, disabledReason: 'manual' });
    const on = await request(t.app)
      .patch(`/api/partner/webhooks/${id}`)
      .set(a.auth)
      .send({ enabled: true })
      .expect(200);
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });

    const rotated = ZWebhookEndpointWithSecret.parse(
      (await request(t.app).post(`/api/partner/webhooks/${id}/rotate-secret`).set(a.auth).expect(200)).body,
    );
    expect(rotated.secret).not.toBe(created.secret);
    expect(new Date(rotated.endpoint.previousSecretExpiresAt!).getTime()).toBe(t.clock.now.getTime() + 24 * 3_600_000);

    await request(t.app).delete(`/api/partner/webhooks/${id}`).set(a.auth).expect(200);
    await request(t.app).get(`/api/partner/webhooks/${id}`).set(a.auth).expect(404);
  });

  it("answers 404 for another partner's endpoint and its deliveries, and changes nothing", async () => {
    const { endpoint } = await register(a, { url: ok.url(), eventTypes: ['order.paid'] });
    const delivery = await testEvent(a, endpoint.id);
    const base = `/api/partner/webhooks/${endpoint.id}`;
    await request(t.app).get(base).set(b.auth).expect(404);
    const patched = await request(t.app).patch(base).set(b.auth).send({ enabled: false }).expect(404);
    expect(patched.body.error).toBe('Not one of your webhook endpoints (or no such endpoint)');
    await request(t.app).delete(base).set(b.auth).expect(404);
    await request(t.app).post(`${base}/rotate-secret`).set(b.auth).expect(404);
    await request(t.app).post(`${base}/test`).set(b.auth).expect(404);
    await request(t.app).get(`${base}/deliveries`).set(b.auth).expect(404);
    await request(t.app).post(`${base}/deliveries/${delivery}/resend`).set(b.auth).expect(404);
    const listB = await request(t.app).get('/api/partner/webhooks').set(b.auth).expect(200);
    expect(listB.body.items.map((e: { id: number }) => e.id)).not.toContain(endpoint.id);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.enabled).toBe(true);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    await request(t.app).delete(base).set(a.auth).expect(200);
  });

  it('is for the owner or a key with webhooks:manage: a member and a key without the scope are refused in words', async () => {
    const member = await memberOf(t, a.partnerId);
    const byMember = await request(t.app).get('/api/partner/webhooks').set(member.auth).expect(403);
    expect(byMember.body.error).toBe(
      "Only the partner's owner, or an API key with the scope webhooks:manage, manages webhooks",
    );
    const narrow = await request(t.app)
      .post('/api/partner/api-keys')
      .set(a.auth)
      .send({ name: 'CRM', scopes: ['orders:read'] })
      .expect(201);
    const refused = await request(t.app)
      .get('/api/partner/webhooks')
      .set({ Authorization: `Bearer ${narrow.body.secret}` })
      .expect(403);
    expect(refused.body.error).toContain('webhooks:manage');
    const wide = await request(t.app)
      .post('/api/partner/api-keys')
      .set(a.auth)
      .send({ name: 'Integrations', scopes: ['webhooks:manage'] })
      .expect(201);
    const byKey = await request(t.app)
      .post('/api/partner/webhooks')
      .set({ Authorization: `Bearer ${wide.body.secret}` })
      .send({ url: ok.url(), eventTypes: ['payout.paid'] })
      .expect(201);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, byKey.body.endpoint.id));
    expect(row.partnerId).toBe(a.partnerId);
    await request(t.app).delete(`/api/partner/webhooks/${row.id}`).set(a.auth).expect(200);
  });

  it('refuses plain http, private, link-local and unknown event types in words, and writes nothing', async () => {
    const before = (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.partnerId, a.partnerId)))
      .length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ url: 'http://hooks.example.com/in', eventTypes: ['order.paid'] }, 'url', 'must use https://'],
      [{ url: 'https://10.1.2.3/in', eventTypes: ['order.paid'] }, 'url', 'private, loopback or link-local'],
      [{ url: 'https://169.254.169.254/latest/meta-data', eventTypes: ['order.paid'] }, 'url', 'private'],
      [{ url: 'https://[fe80::1]/in', eventTypes: ['order.paid'] }, 'url', 'private'],
      [{ url: 'https://192.168.0.10/in', eventTypes: ['order.paid'] }, 'url', 'private'],
      [{ url: 'https://user:pw@hooks.example.com/in', eventTypes: ['order.paid'] }, 'url', 'Leave user names'],
      [{ url: 'not a url', eventTypes: ['order.paid'] }, 'url', 'full URL'],
      [{ url: 'https://hooks.example.com/in', eventTypes: [] }, 'eventTypes', 'at least one event type'],
      [{ url: 'https://hooks.example.com/in', eventTypes: ['order.shipped'] }, 'eventTypes.0', 'Unknown event type'],
    ];
    for (const [body, field, words] of cases) {
      const res = await request(t.app).post('/api/partner/webhooks').set(a.auth).send(body).expect(400);
      expect(res.body.fields[field]).toContain(words);
    }
    const after = (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.partnerId, a.partnerId)))
      .length;
    expect(after).toBe(before);
  });

  it('refuses loopback outside development and test, at registration', async () => {
    const production = new PartnerWebhooks(t.db, a.partnerId, () => t.clock.now, false);
    const base = { description: '', eventTypes: ['order.paid'] as const, enabled: true };
    for (const url of [
      ok.url(),
      'https://127.0.0.1/in',
      'https://localhost/in',
      'https://[::1]/in',
      'https://api.localhost/in',
    ]) {
      await expect(production.create({ ...base, url })).rejects.toMatchObject({ status: 400 });
    }
    const allowed = await production.create({ ...base, url: 'https://hooks.example.com/in' });
    expect(allowed.endpoint.url).toBe('https://hooks.example.com/in');
    await production.remove(allowed.endpoint.id);
  });
});

describe('delivery', () => {
  it('writes order.paid in the payment transaction and delivers it signed, verified by standardwebhooks', async () => {
    const { endpoint, secret } = await register(a, { url: ok.url('/paid'), eventTypes: ['order.paid'] });
    const { orderId } = await buyTickets(t.app, t.db, t.clock.now, eventA, ticketTypeA, 2);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 0 });
    const [message] = await t.db.select().from(webhookMessages).where(eq(webhookMessages.id, delivery.messageId));
    expect(message.id).toMatch(/^msg_[\w-]{24}$/);
    expect(message.type).toBe('order.paid');

    expect(await dispatcher().runOnce()).toMatchObject({ delivered: 1 });
    expect(ok.received).toHaveLength(1);
    const got = ok.received[0];
    expect(got.path).toBe('/paid');
    expect(got.headers['webhook-id']).toBe(message.id);
    const wh = new Webhook(secret);
    const verified = wh.verify(got.body, got.headers as Record<string, string>) as { type: string; data: unknown };
    expect(verified.type).toBe('order.paid');
    const order = ZWebhookOrder.parse(verified.data);
    expect(order).toMatchObject({
      id: orderId,
      status: 'paid',
      paymentMethod: 'card',
      ticketCount: 2,
      eventId: eventA,
    });

    // A tampered body, a replayed delivery with a new timestamp, or another secret fail verification.
    expect(() => wh.verify(got.body.replace('"paid"', '"cancelled"'), got.headers as Record<string, string>)).toThrow();
    const later = String(Number(got.headers['webhook-timestamp']) + 60);
    expect(() =>
      wh.verify(got.body, { ...(got.headers as Record<string, string>), 'webhook-timestamp': later }),
    ).toThrow();
    const stale = { ...(got.headers as Record<string, string>) };
    expect(() =>
      new Webhook(secret).verify(got.body, {
        ...stale,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600),
      }),
    ).toThrow();
    const other = await register(a, { url: ok.url(), eventTypes: ['payout.paid'] });
    expect(() => new Webhook(other.secret).verify(got.body, got.headers as Record<string, string>)).toThrow();

    const [done] = await deliveriesOf(endpoint.id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 1, lastResponseStatus: 204 });
    await request(t.app).patch(`/api/partner/webhooks/${endpoint.id}`).set(a.auth).send({ enabled: false }).expect(200);
    await request(t.app)
      .patch(`/api/partner/webhooks/${other.endpoint.id}`)
      .set(a.auth)
      .send({ enabled: false })
      .expect(200);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one alone', async () => {
    const { endpoint, secret: first } = await register(a, { url: ok.url(), eventTypes: ['order.paid'] });
    const { secret: second } = (
      await request(t.app).post(`/api/partner/webhooks/${endpoint.id}/rotate-secret`).set(a.auth).expect(200)
    ).body as { secret: string };
    await testEvent(a, endpoint.id);
    await dispatcher().runOnce();
    const during = ok.received[0];
    expect((during.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    for (const s of [first, second]) new Webhook(s).verify(during.body, during.headers as Record<string, string>);

    t.clock.advance(25 * 3_600_000);
    await testEvent(a, endpoint.id);
    await dispatcher().runOnce();
    const after = ok.received[1];
    expect((after.headers['webhook-signature'] as string).split(' ')).toHaveLength(1);
    // standardwebhooks also checks the timestamp against the real clock, which the test clock left a day
    // behind: the signature is compared as the specification computes it.
    const h = after.headers as Record<string, string>;
    expect(h['webhook-signature']).toBe(
      webhookSignature(second, h['webhook-id'], Number(h['webhook-timestamp']), after.body),
    );
    expect(h['webhook-signature']).not.toBe(
      webhookSignature(first, h['webhook-id'], Number(h['webhook-timestamp']), after.body),
    );
    t.clock.advance(-25 * 3_600_000);
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(a.auth).expect(200);
  });

  it('retries a failing endpoint on the schedule, then fails the delivery, turns the endpoint off and emails the owner', async () => {
    const { endpoint } = await register(a, { url: failing.url(), eventTypes: ['order.paid'] });
    const deliveryId = await testEvent(a, endpoint.id);
    const d = dispatcher();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      const round = await d.runOnce();
      expect(round).toEqual(
        attempt < WEBHOOK_MAX_ATTEMPTS
          ? { delivered: 0, retried: 1, failed: 0 }
          : { delivered: 0, retried: 0, failed: 1 },
      );
      const [row] = await deliveriesOf(endpoint.id);
      expect(row.attempts).toBe(attempt);
      if (attempt === WEBHOOK_MAX_ATTEMPTS) break;
      const wait = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1] * 1000;
      expect(row.nextAttemptAt.getTime()).toBe(t.clock.now.getTime() + wait);
      // Not due a second early.
      t.clock.advance(wait - 1000);
      expect(await d.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
      t.clock.advance(1000);
    }
    expect(failing.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const total = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((s, x) => s + x, 0);
    expect(total / 3600).toBeGreaterThan(24);
    expect(total / 3600).toBeLessThan(30);
    expect(webhookRetryDelayMs(WEBHOOK_MAX_ATTEMPTS)).toBeNull();

    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ id: deliveryId, status: 'failed', lastResponseStatus: 500, lastError: 'HTTP 500' });
    const attempts = await t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId));
    expect(attempts).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(attempts[0].responseExcerpt).toBe('Internal error');
    const [ep] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(ep).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'webhook-endpoint-disabled'), eq(emailOutbox.toAddress, a.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Pavilion stopped sending webhooks to ${failing.url()}`);
    expect(mails[0].text).toContain('8 times');

    // The log shows it; "Send again" needs the endpoint on, then sends the same message again.
    const log = await request(t.app).get(`/api/partner/webhooks/${endpoint.id}/deliveries`).set(a.auth).expect(200);
    expect(log.body).toMatchObject({ total: 1, page: 1 });
    expect(log.body.items[0]).toMatchObject({ id: deliveryId, status: 'failed', attempts: 8, lastResponseStatus: 500 });
    await request(t.app)
      .post(`/api/partner/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`)
      .set(a.auth)
      .expect(409);
    await request(t.app).patch(`/api/partner/webhooks/${endpoint.id}`).set(a.auth).send({ enabled: true }).expect(200);
    const again = await request(t.app)
      .post(`/api/partner/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`)
      .set(a.auth)
      .expect(201);
    expect(again.body).toMatchObject({ messageId: row.messageId, status: 'pending', attempts: 0 });
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(a.auth).expect(200);
  });

  it("writes the endpoint's turning off in its German owner's language, whoever's request made the message", async () => {
    await speaksGerman(t.app, b.auth);
    const { endpoint } = await register(b, { url: failing.url('/de'), eventTypes: ['order.paid'] });
    const deliveryId = await testEvent(b, endpoint.id);
    await t.db
      .update(webhookDeliveries)
      .set({ attempts: WEBHOOK_MAX_ATTEMPTS - 1 })
      .where(eq(webhookDeliveries.id, deliveryId));
    expect(await dispatcher().runOnce()).toEqual({ delivered: 0, retried: 0, failed: 1 });
    await cataloguesReady;
    const mail = onlyOf(await mailTo(t, b.email), 'webhook-endpoint-disabled');
    expectGerman(mail);
    expect(mail.subject).toBe(`Pavilion sendet keine Webhooks mehr an ${failing.url('/de')}`);
    await request(t.app).put('/api/settings/language').set(b.auth).send({ language: 'en' }).expect(200);
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(b.auth).expect(200);
  });

  it('never connects to private, link-local or (outside development and test) loopback addresses', async () => {
    const at = t.clock.now;
    const rows = await t.db
      .insert(webhookEndpoints)
      .values(
        [
          'http://10.0.0.7/in',
          'http://169.254.169.254/latest/meta-data',
          'http://[::ffff:10.0.0.7]/in',
          ok.url('/ssrf'),
        ].map((url) => ({
          partnerId: b.partnerId,
          url,
          eventTypes: ['order.paid'],
          secret: 'whsec_' + Buffer.alloc(32).toString('base64'),
        })),
      )
      .returning({ id: webhookEndpoints.id });
    for (const r of rows)
      await writeMessage(t.db, b.partnerId, 'webhook.test', { endpointId: r.id, message: 'x' }, at, [r.id]);
    // As in production: loopback is refused too, by the address the connection is made to.
    expect(await dispatcher({ allowLoopback: false }).runOnce()).toMatchObject({ delivered: 0, retried: 4 });
    expect(ok.received).toHaveLength(0);
    const errors = await Promise.all(rows.map(async (r) => (await deliveriesOf(r.id))[0].lastError));
    for (const error of errors) expect(error).toMatch(/is not allowed/);
    // In test, loopback is reached, and private addresses still are not; judging them reports nothing on
    // the console (an allowed range of the other family than the address once did, with a stack).
    t.clock.advance(5000);
    const warn = jest.spyOn(console, 'warn');
    try {
      expect(await dispatcher().runOnce()).toMatchObject({ delivered: 1, retried: 3 });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    expect(ok.received.map((r) => r.path)).toEqual(['/ssrf']);
    for (const r of rows) await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, r.id));
  });

  it('reads at most 64 KiB of an answer, and does not follow a redirect', async () => {
    const big = await register(a, { url: huge.url(), eventTypes: ['order.paid'] });
    const moved = await register(a, { url: redirecting.url(), eventTypes: ['order.paid'] });
    const bigDelivery = await testEvent(a, big.endpoint.id);
    const movedDelivery = await testEvent(a, moved.endpoint.id);
    expect(await dispatcher().runOnce()).toMatchObject({ delivered: 1, retried: 1 });
    const [bigAttempt] = await t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, bigDelivery));
    expect(bigAttempt).toMatchObject({ responseStatus: 200, responseBytes: 64 * 1024 });
    expect(bigAttempt.responseExcerpt).toHaveLength(1024);
    const [movedRow] = await deliveriesOf(moved.endpoint.id);
    expect(movedRow).toMatchObject({ id: movedDelivery, status: 'pending', lastResponseStatus: 302 });
    expect(ok.received).toHaveLength(0);
    for (const e of [big, moved])
      await request(t.app).delete(`/api/partner/webhooks/${e.endpoint.id}`).set(a.auth).expect(200);
  });

  it('times a slow endpoint out without holding the delivery to another', async () => {
    const lazy = await register(a, { url: slow.url(), eventTypes: ['order.paid'] });
    const quick = await register(a, { url: ok.url('/quick'), eventTypes: ['order.paid'] });
    const lazyDelivery = await testEvent(a, lazy.endpoint.id);
    await testEvent(a, quick.endpoint.id);
    const started = Date.now();
    const round = dispatcher({ timeoutMs: 800 }).runOnce();
    let quickDone: number | null = null;
    while (quickDone === null && Date.now() - started < 5000) {
      const [row] = await deliveriesOf(quick.endpoint.id);
      if (row.status === 'delivered') quickDone = Date.now() - started;
      else await new Promise((r) => setTimeout(r, 20));
    }
    const [lazyMeanwhile] = await deliveriesOf(lazy.endpoint.id);
    expect(quickDone).not.toBeNull();
    expect(quickDone!).toBeLessThan(800);
    expect(lazyMeanwhile.lastAttemptAt).toBeNull();
    expect(await round).toMatchObject({ delivered: 1, retried: 1 });
    const [lazyRow] = await deliveriesOf(lazy.endpoint.id);
    expect(lazyRow).toMatchObject({ id: lazyDelivery, status: 'pending', lastResponseStatus: null });
    expect(lazyRow.lastError).toBe('No answer within 0.8 s');
    for (const e of [lazy, quick])
      await request(t.app).delete(`/api/partner/webhooks/${e.endpoint.id}`).set(a.auth).expect(200);
  });
});

describe('workers', () => {
  it('two workers claiming at once take each delivery once, and send each once', async () => {
    const { endpoint } = await register(b, { url: ok.url(), eventTypes: ['order.paid'] });
    for (let i = 0; i < 30; i += 1) await testEvent(b, endpoint.id);
    const one = dispatcher({ perEndpoint: 100 });
    const two = dispatcher({ perEndpoint: 100 });
    const [x, y] = await Promise.all([one.claim(20), two.claim(20)]);
    const ids = [...x, ...y].map((c) => c.deliveryId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    await Promise.all([...x.map((c) => one.send(c)), ...y.map((c) => two.send(c))]);
    // The rest, both workers at once, until neither finds anything due.
    for (;;) {
      const rounds = await Promise.all([one.runOnce(), two.runOnce()]);
      if (rounds.every((r) => r.delivered + r.retried + r.failed === 0)) break;
    }
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ['delivered', 1]));
    const sent = ok.received.map((r) => r.headers['webhook-id']);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(b.auth).expect(200);
  });

  it('keeps at most a few deliveries in flight per endpoint', async () => {
    const { endpoint } = await register(b, { url: ok.url(), eventTypes: ['order.paid'] });
    for (let i = 0; i < 10; i += 1) await testEvent(b, endpoint.id);
    const d = dispatcher({ perEndpoint: 4 });
    expect(await d.claim()).toHaveLength(4);
    // Those four are leased: another claim finds no room for this endpoint until they are done.
    expect(await dispatcher({ perEndpoint: 4 }).claim()).toHaveLength(0);
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(b.auth).expect(200);
  });

  it('sends again a delivery whose worker died mid-send, once its lease runs out', async () => {
    const { endpoint } = await register(b, { url: ok.url(), eventTypes: ['order.paid'] });
    const deliveryId = await testEvent(b, endpoint.id);
    const [claimed] = await dispatcher().claim();
    expect(claimed.deliveryId).toBe(deliveryId);
    // The worker dies here: nothing sent, nothing recorded. Until the lease ends no one else takes it.
    expect(await dispatcher().runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    t.clock.advance(61_000);
    expect(await dispatcher().runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(ok.received).toHaveLength(1);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(b.auth).expect(200);
  });

  it('forgets deliveries and their attempts after 30 days', async () => {
    const { endpoint } = await register(b, { url: ok.url(), eventTypes: ['order.paid'] });
    const deliveryId = await testEvent(b, endpoint.id);
    await dispatcher().runOnce();
    await pruneWebhooks(t.db, new Date(t.clock.now.getTime() + 29 * 86_400_000));
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect(await pruneWebhooks(t.db, new Date(t.clock.now.getTime() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    expect(await t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId))).toHaveLength(0);
  });
});

const ORDER = ['event.approved', 'ticket.checked-in', 'order.cancelled', 'order.refunded', 'event.cancelled'];

describe('what is sent', () => {
  it('tells of an approval, a check-in, and a cancellation with its orders cancelled and refunded', async () => {
    const { endpoint } = await register(a, {
      url: ok.url(),
      eventTypes: ['event.approved', 'event.cancelled', 'order.cancelled', 'order.refunded', 'ticket.checked-in'],
    });
    const fresh = await saleEvent(a, 'Quayside Freight Summit');
    const { orderId } = await buyTickets(t.app, t.db, t.clock.now, fresh.id, fresh.ticketType);
    const attendees = await request(t.app).get(`/api/partner/events/${fresh.id}/attendees`).set(a.auth).expect(200);
    const ticket = attendees.body.items.find((i: { orderId: string }) => i.orderId === orderId);
    await request(t.app)
      .post(`/api/partner/events/${fresh.id}/check-ins`)
      .set(a.auth)
      .send({ ticketId: ticket.ticketId })
      .expect(200);
    await request(t.app)
      .post(`/api/partner/events/${fresh.id}/cancel`)
      .set(a.auth)
      .send({ reason: 'The venue flooded and no other hall was free.' })
      .expect(200);
    await dispatcher({ perEndpoint: 10 }).runOnce();
    const bodies = ok.received
      .map((r) => JSON.parse(r.body) as { type: string; timestamp: string; data: Record<string, unknown> })
      .sort((x, y) => ORDER.indexOf(x.type) - ORDER.indexOf(y.type));
    expect(bodies.map((m) => m.type)).toEqual([
      'event.approved',
      'ticket.checked-in',
      'order.cancelled',
      'order.refunded',
      'event.cancelled',
    ]);
    expect(bodies[0].data).toMatchObject({ id: fresh.id, name: 'Quayside Freight Summit', status: 'APPROVED' });
    expect(bodies[1].data).toMatchObject({ id: ticket.ticketId, orderId, eventId: fresh.id });
    expect(bodies[2].data).toMatchObject({ id: orderId, status: 'cancelled' });
    expect((bodies[3].data as { refunded: number }).refunded).toBeGreaterThan(0);
    expect(bodies[4].data).toMatchObject({ id: fresh.id, status: 'CANCELLED' });
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(a.auth).expect(200);
  });

  it('tells of a ticket given to someone else (ticket.named), with its attendee as it now is', async () => {
    const { endpoint } = await register(a, { url: ok.url(), eventTypes: ['ticket.named'] });
    const fresh = await saleEvent(a, 'Dockside Buyers Day');
    const { orderId, auth } = await buyTickets(t.app, t.db, t.clock.now, fresh.id, fresh.ticketType);
    const attendees = await request(t.app).get(`/api/partner/events/${fresh.id}/attendees`).set(a.auth).expect(200);
    const ticket = attendees.body.items.find((i: { orderId: string }) => i.orderId === orderId);
    const before = ok.received.length;
    const colleague = {
      firstName: 'Noor',
      surname: 'Haddad',
      email: 'noor.haddad@example.com',
      company: 'Acme Freight',
      jobTitle: 'Buyer',
    };
    await request(t.app).put(`/api/tickets/${ticket.ticketId}/attendee`).set(auth).send(colleague).expect(200);
    await dispatcher().runOnce();
    const bodies = ok.received.slice(before).map((r) => JSON.parse(r.body) as { type: string; data: unknown });
    expect(bodies).toEqual([
      {
        type: 'ticket.named',
        timestamp: expect.any(String),
        data: expect.objectContaining({
          id: ticket.ticketId,
          orderId,
          eventId: fresh.id,
          attendee: { firstName: 'Noor', surname: 'Haddad', email: 'noor.haddad@example.com' },
        }),
      },
    ]);
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(a.auth).expect(200);
  });

  it('tells of the invoice of a sale and of the credit note of its refund, with their numbers and amounts', async () => {
    const { endpoint } = await register(a, { url: ok.url(), eventTypes: ['invoice.issued', 'credit-note.issued'] });
    const fresh = await saleEvent(a, 'Harbourside Procurement Day');
    const { orderId } = await buyTickets(t.app, t.db, t.clock.now, fresh.id, fresh.ticketType);
    await request(t.app)
      .post(`/api/partner/orders/${orderId}/refund`)
      .set(a.auth)
      .send({ amount: 10, reason: 'Goodwill' })
      .expect(200);
    const before = ok.received.length;
    await dispatcher({ perEndpoint: 10 }).runOnce();
    const bodies = ok.received
      .slice(before)
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
      .sort((x, y) => x.type.localeCompare(y.type));
    expect(bodies.map((m) => m.type)).toEqual(['credit-note.issued', 'invoice.issued']);
    const [credit, invoice] = bodies.map((m) => m.data);
    expect(invoice).toMatchObject({ kind: 'invoice', orderId, creditedInvoiceId: null });
    expect(invoice.number).toEqual(expect.any(String));
    expect(invoice.total).toBeGreaterThan(0);
    // A credit note's total is what it credits, as its PDF shows it.
    expect(credit).toMatchObject({ kind: 'credit-note', orderId, creditedInvoiceId: invoice.id, total: 10 });
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(a.auth).expect(200);
  });

  it('tells of a paid payout in the transaction that records it', async () => {
    const { endpoint } = await register(b, { url: ok.url(), eventTypes: ['payout.paid'] });
    const [payout] = await t.db
      .insert(payouts)
      .values({
        partnerId: b.partnerId,
        currency: 'EUR',
        amountMinor: 125_000,
        status: 'paid',
        payableOn: '2026-11-20',
        paidAt: t.clock.now,
      })
      .returning({ id: payouts.id });
    await t.db.transaction((tx) => tellPayoutPaid(tx, payout.id, t.clock.now));
    await dispatcher().runOnce();
    expect(ok.received).toHaveLength(1);
    expect(JSON.parse(ok.received[0].body)).toMatchObject({
      type: 'payout.paid',
      data: { id: payout.id, status: 'paid', currency: 'EUR', amount: 1250 },
    });
    await request(t.app).delete(`/api/partner/webhooks/${endpoint.id}`).set(b.auth).expect(200);
  });

  it("documents each event type's body and signing headers in the OpenAPI document's webhooks section", async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body;
    expect(Object.keys(doc.webhooks)).toEqual([
      'order.paid',
      'order.cancelled',
      'order.refunded',
      'invoice.issued',
      'credit-note.issued',
      'ticket.checked-in',
      'ticket.named',
      'waiting-list.offer-taken',
      'event.approved',
      'event.changed',
      'event.cancelled',
      'review.published',
      'damage-claim.answered',
      'payout.paid',
    ]);
    const paid = doc.webhooks['order.paid'].post;
    expect(paid.parameters.map((p: { name: string }) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const schema = paid.requestBody.content['application/json'].schema;
    expect(schema.properties.type).toMatchObject({ const: 'order.paid' });
    expect(Object.keys(schema.properties.data.properties)).toEqual(expect.arrayContaining(['id', 'total', 'buyer']));
    expect(doc.paths['/api/partner/webhooks'].post.security).toContainEqual({ apiKeyAuth: ['webhooks:manage'] });
  });
});
