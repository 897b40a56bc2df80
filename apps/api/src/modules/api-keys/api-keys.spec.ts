// API keys on a real database: the owner makes, lists and revokes them; a key acts for its partner only
// (another partner's ids answer 404, as for a member's session), within its scopes, until revoked or
// expired, within its rate limit; its writes are audited with its name and its secret is never logged.
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { API_KEY_REQUESTS_PER_MINUTE, ZApiKeyCreated } from '@pavilion/domain';
import { createApp } from '../../app';
import { apiKeys, auditLog, rateLimitHits } from '../../db/schema';
import { createLogger } from '../../platform/logger';
import { hashApiKeySecret } from '../../platform/api-keys';
import { useTestContext } from '@pavilion/api-testing/harness';
import {
  approveCurrent,
  buyTickets,
  createEvent,
  partnerWithPolicy,
  type TestPartner,
} from '@pavilion/api-testing/fixtures/partner-events';
import { memberOf } from '@pavilion/api-testing/fixtures/partner-account';

const t = useTestContext({ PAYMENT_DELAY_MS: '0' });
let a: TestPartner;
let b: TestPartner;
let eventA: number;
let eventB: number;
let ticketTypeA: number;
let orderA: string;
let orderB: string;

const ALL = ['events:read', 'orders:read', 'attendees:read', 'check-ins:write'];

async function newKey(owner: TestPartner, body: Record<string, unknown>) {
  const res = await request(t.app).post('/api/partner/api-keys').set(owner.auth).send(body).expect(201);
  return ZApiKeyCreated.parse(res.body);
}

const withKey = (secret: string) => ({ Authorization: `Bearer ${secret}` });

async function saleEvent(partner: TestPartner, name: string) {
  const id = await createEvent(t, partner, { name });
  await approveCurrent(t, partner, id);
  const detail = (await request(t.app).get(`/api/partner/events/${id}`).set(partner.auth).expect(200)).body;
  return { id, ticketType: (detail.ticketTypes as Array<{ id: number }>)[0].id };
}

beforeAll(async () => {
  a = await partnerWithPolicy(t);
  b = await partnerWithPolicy(t);
  const ea = await saleEvent(a, 'Harbour Logistics Forum');
  const eb = await saleEvent(b, 'Alpine Finance Summit');
  eventA = ea.id;
  ticketTypeA = ea.ticketType;
  eventB = eb.id;
  orderA = (await buyTickets(t.app, t.db, t.clock.now, eventA, ea.ticketType)).orderId;
  orderB = (await buyTickets(t.app, t.db, t.clock.now, eventB, eb.ticketType)).orderId;
});

describe('the owner manages keys', () => {
  it('creates a key whose secret is answered once and stored only as its hash, lists and revokes it', async () => {
    const created = await newKey(a, { name: '  Badge printer ', scopes: ['orders:read', 'events:read'] });
    expect(created.secret).toMatch(/^pvk_live_[\w-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Badge printer',
      scopes: ['events:read', 'orders:read'],
      prefix: created.secret.slice(0, 15),
      expiresAt: null,
      lastUsedAt: null,
      status: 'active',
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row.secretHash).toBe(hashApiKeySecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await request(t.app).get('/api/partner/api-keys').set(a.auth).expect(200);
    const listed = list.body.items.find((k: { id: number }) => k.id === created.key.id);
    expect(listed).toMatchObject({ name: 'Badge printer', prefix: created.key.prefix, status: 'active' });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    // Another partner's owner sees none of them, and cannot revoke them.
    const other = await request(t.app).get('/api/partner/api-keys').set(b.auth).expect(200);
    expect(other.body.items.map((k: { id: number }) => k.id)).not.toContain(created.key.id);
    await request(t.app).delete(`/api/partner/api-keys/${created.key.id}`).set(b.auth).expect(404);

    await request(t.app).get('/api/partner/events/').set(withKey(created.secret)).expect(200);
    const revoked = await request(t.app).delete(`/api/partner/api-keys/${created.key.id}`).set(a.auth).expect(200);
    expect(revoked.body).toMatchObject({ status: 'revoked' });
    const refused = await request(t.app).get('/api/partner/events/').set(withKey(created.secret)).expect(401);
    expect(refused.body.error).toBe('This API key is not valid: it is unknown, revoked or expired');

    // Both changes are in the audit log on the partner, with who made them; a second revoke adds nothing.
    await request(t.app).delete(`/api/partner/api-keys/${created.key.id}`).set(a.auth).expect(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'partner'), eq(auditLog.entityId, String(a.partnerId))));
    const about = entries.filter((e) => e.summary.includes(created.key.prefix));
    expect(about.map((e) => [e.action, e.actorPersonId, e.summary])).toEqual([
      [
        'api-key.created',
        a.personId,
        `API key "Badge printer" created (${created.key.prefix}...) with the scopes events:read, orders:read`,
      ],
      ['api-key.revoked', a.personId, `API key "Badge printer" revoked (${created.key.prefix}...)`],
    ]);
  });

  it('lists the keys a page at a time, newest first, revoked ones included', async () => {
    const owner = await partnerWithPolicy(t);
    const made: number[] = [];
    for (let i = 1; i <= 3; i++)
      made.push((await newKey(owner, { name: `Door ${i}`, scopes: ['events:read'] })).key.id);
    await request(t.app).delete(`/api/partner/api-keys/${made[0]}`).set(owner.auth).expect(200);
    const first = await request(t.app).get('/api/partner/api-keys?pageSize=2').set(owner.auth).expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((k: { name: string }) => k.name)).toEqual(['Door 3', 'Door 2']);
    const second = await request(t.app).get('/api/partner/api-keys?pageSize=2&page=2').set(owner.auth).expect(200);
    expect(second.body.items.map((k: { name: string; status: string }) => [k.name, k.status])).toEqual([
      ['Door 1', 'revoked'],
    ]);
    const bad = await request(t.app).get('/api/partner/api-keys?pageSize=0').set(owner.auth).expect(400);
    expect(bad.body.fields.pageSize).toBeDefined();
  });

  it('refuses a key without a name or scopes, an unknown scope or a past expiry, in words, and writes nothing', async () => {
    const before = (await t.db.select().from(apiKeys).where(eq(apiKeys.partnerId, a.partnerId))).length;
    const bad = await request(t.app)
      .post('/api/partner/api-keys')
      .set(a.auth)
      .send({ name: ' ', scopes: [] })
      .expect(400);
    expect(bad.body.fields).toMatchObject({
      name: 'Give the key a name, so you know which system uses it',
      scopes: expect.stringContaining('Choose at least one scope'),
    });
    const unknown = await request(t.app)
      .post('/api/partner/api-keys')
      .set(a.auth)
      .send({ name: 'CRM', scopes: ['events:write'] })
      .expect(400);
    expect(unknown.body.fields['scopes.0']).toContain('Unknown scope');
    const past = await request(t.app)
      .post('/api/partner/api-keys')
      .set(a.auth)
      .send({ name: 'CRM', scopes: ['events:read'], expiresAt: new Date(t.clock.now.getTime() - 1000).toISOString() })
      .expect(400);
    expect(past.body.fields.expiresAt).toBe('The expiry must be in the future');
    expect((await t.db.select().from(apiKeys).where(eq(apiKeys.partnerId, a.partnerId))).length).toBe(before);
  });

  it('is for the owner only: a member is refused in words', async () => {
    const member = await memberOf(t, a.partnerId);
    const res = await request(t.app)
      .post('/api/partner/api-keys')
      .set(member.auth)
      .send({ name: 'Mine', scopes: ['events:read'] })
      .expect(403);
    expect(res.body.error).toBe('Only the account owner can do this');
    await request(t.app).get('/api/partner/api-keys').set(member.auth).expect(403);
  });
});

describe('a key acts for its partner only, within its scopes', () => {
  it("reads its own partner's events and orders; another partner's answer 404", async () => {
    const { secret } = await newKey(a, { name: 'CRM sync', scopes: ALL });
    const events = await request(t.app).get('/api/partner/events/').set(withKey(secret)).expect(200);
    const ids = events.body.items.map((e: { id: number }) => e.id);
    expect(ids).toContain(eventA);
    expect(ids).not.toContain(eventB);
    await request(t.app).get(`/api/partner/events/${eventA}`).set(withKey(secret)).expect(200);
    await request(t.app).get(`/api/partner/events/${eventB}`).set(withKey(secret)).expect(404);

    const orders = await request(t.app).get('/api/partner/orders/summaries').set(withKey(secret)).expect(200);
    const orderIds = JSON.stringify(orders.body);
    expect(orderIds).toContain(orderA);
    expect(orderIds).not.toContain(orderB);
    await request(t.app).get(`/api/partner/orders/${orderA}`).set(withKey(secret)).expect(200);
    await request(t.app).get(`/api/partner/orders/${orderB}`).set(withKey(secret)).expect(404);
    await request(t.app).get(`/api/partner/events/${eventB}/attendees`).set(withKey(secret)).expect(404);
  });

  it('is refused with 403 naming the missing scope, and on routes no key may call', async () => {
    const { secret } = await newKey(a, { name: 'Events only', scopes: ['events:read'] });
    const res = await request(t.app).get('/api/partner/orders/summaries').set(withKey(secret)).expect(403);
    expect(res.body.error).toBe(
      'This API key lacks the scope orders:read: create a key with it to call this operation',
    );
    const keys = await request(t.app).get('/api/partner/api-keys').set(withKey(secret)).expect(403);
    expect(keys.body.error).toBe('An API key cannot call this operation: sign in to the partner portal to do this');
    await request(t.app).get('/api/partner/members').set(withKey(secret)).expect(403);
  });

  it('stops at its expiry with 401', async () => {
    const expiresAt = new Date(t.clock.now.getTime() + 3600_000).toISOString();
    const { secret, key } = await newKey(a, { name: 'Trial', scopes: ['events:read'], expiresAt });
    await request(t.app).get('/api/partner/events/').set(withKey(secret)).expect(200);
    t.clock.advance(3600_000);
    try {
      await request(t.app).get('/api/partner/events/').set(withKey(secret)).expect(401);
      const list = await request(t.app).get('/api/partner/api-keys').set(a.auth).expect(200);
      expect(list.body.items.find((k: { id: number }) => k.id === key.id).status).toBe('expired');
    } finally {
      t.clock.advance(-3600_000);
    }
  });

  it('a key that is not one of ours is 401 where a sign-in is needed, a visitor on public routes', async () => {
    const forged = withKey('pvk_live_' + 'x'.repeat(43));
    await request(t.app).get('/api/partner/events/').set(forged).expect(401);
    await request(t.app).get(`/api/events/${eventA}`).set(forged).expect(200);
  });

  it('records its last use (time and address) at most once a minute', async () => {
    const { secret, key } = await newKey(a, { name: 'Door screen', scopes: ['attendees:read'] });
    await request(t.app).get(`/api/partner/events/${eventA}/check-ins/summary`).set(withKey(secret)).expect(200);
    const first = (await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0];
    expect(first.lastUsedAt?.getTime()).toBe(t.clock.now.getTime());
    expect(first.lastUsedAddress).toMatch(/127\.0\.0\.1|::1/);
    t.clock.advance(30_000);
    await request(t.app).get(`/api/partner/events/${eventA}/attendees`).set(withKey(secret)).expect(200);
    const second = (await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0];
    expect(second.lastUsedAt?.getTime()).toBe(first.lastUsedAt?.getTime());
    t.clock.advance(31_000);
    await request(t.app).get(`/api/partner/events/${eventA}/attendees`).set(withKey(secret)).expect(200);
    const third = (await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0];
    expect(third.lastUsedAt?.getTime()).toBe(t.clock.now.getTime());
    const list = await request(t.app).get('/api/partner/api-keys').set(a.auth).expect(200);
    expect(list.body.items.find((k: { id: number }) => k.id === key.id).lastUsedAt).toBe(t.clock.now.toISOString());
  });

  it(`is limited to ${API_KEY_REQUESTS_PER_MINUTE} requests a minute, counted in the shared table: 429 with Retry-After`, async () => {
    const { secret, key } = await newKey(a, { name: 'Busy', scopes: ['events:read'] });
    await request(t.app).get('/api/partner/events/').set(withKey(secret)).expect(200);
    await request(t.app).get('/api/partner/events/').set(withKey(secret)).expect(200);
    const where = eq(rateLimitHits.key, `api-key:key:${key.id}`);
    const [row] = await t.db.select().from(rateLimitHits).where(where);
    expect(row.hits).toBe(2);
    // The rest of the minute's requests, as another instance would have counted them.
    await t.db
      .update(rateLimitHits)
      .set({ hits: API_KEY_REQUESTS_PER_MINUTE })
      .where(and(where, eq(rateLimitHits.windowStart, row.windowStart)));
    const res = await request(t.app).get('/api/partner/events/').set(withKey(secret)).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.body.error).toMatch(/^This API key made too many requests\. Please try again in /);
    // Other keys are not held back.
    const other = await newKey(a, { name: 'Quiet', scopes: ['events:read'] });
    await request(t.app).get('/api/partner/events/').set(withKey(other.secret)).expect(200);
  });
});

describe('writes made with a key', () => {
  it("are audited with the key's name, and the secret is in no log line", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp({
      config: t.config,
      db: t.db,
      logger: createLogger('debug', sink),
      storage: t.storage,
      now: () => t.clock.now,
      sessions: t.sessions,
      jobs: t.jobs,
    });
    const { secret } = await newKey(a, { name: 'Gate scanner', scopes: ['check-ins:write', 'attendees:read'] });
    const bought = await buyTickets(t.app, t.db, t.clock.now, eventA, ticketTypeA);
    const attendees = await request(app)
      .get(`/api/partner/events/${eventA}/attendees`)
      .set(withKey(secret))
      .expect(200);
    const ticket = attendees.body.items.find((i: { orderId: string }) => i.orderId === bought.orderId);
    const scan = await request(app)
      .post(`/api/partner/events/${eventA}/check-ins`)
      .set(withKey(secret))
      .send({ ticketId: ticket.ticketId })
      .expect(200);
    expect(scan.body.result).toBe('CHECKED_IN');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'api-key.write'));
    expect(entry).toMatchObject({
      actorName: 'Gate scanner',
      entityType: 'partner',
      entityId: String(a.partnerId),
      summary: `POST /api/partner/events/${eventA}/check-ins with the API key "Gate scanner"`,
    });
    // A refused request with the key, and one with a revoked key, are logged too: without the secret.
    await request(app).get('/api/partner/orders/summaries').set(withKey(secret)).expect(403);
    await request(app)
      .get('/api/partner/events/')
      .set(withKey(secret + 'x'))
      .expect(401);
    expect(lines.length).toBeGreaterThan(2);
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(secret.slice(9));
  });
});
