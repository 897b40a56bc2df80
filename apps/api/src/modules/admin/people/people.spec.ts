import request from 'supertest';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  SANCTION_MESSAGES as M,
  type TSanctionKind,
  ZAdminPeoplePage,
  ZAdminPersonDetail,
  ZCancelRegistrationsOutcome,
} from '@pavilion/domain';
import {
  apiKeys,
  attendees,
  auditLog,
  events,
  loginAttempts,
  orders,
  persons,
  personSanctions,
  personSettings,
  refunds,
  reviews,
  reviewStrikes,
  sessions,
  tickets,
} from '../../../db/schema';
import { bearerFor, createPartnerUser, TEST_PASSWORD } from '@pavilion/api-testing/harness';
import { attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { mailTo, outboxTo } from '@pavilion/api-testing/mail';
import { cataloguesReady, withLocale } from '../../../platform/i18n';
import { createApp } from '../../../app';
import { authSessions } from '../../../platform/auth';
import { hashApiKeySecret } from '../../../platform/api-keys';
import { createLogger } from '../../../platform/logger';
import { checkLedger } from '../../ledger';
import { adminHeader } from '@pavilion/api-testing/fixtures/admin';

const { t, gateway, app, buyer, pendingOrder, pay } = useCheckout();
let admin: Awaited<ReturnType<typeof adminHeader>>;
beforeAll(async () => {
  admin = await adminHeader(t);
});

const DAY = 86_400_000;
const person = (id: number) => `/api/admin/people/${id}`;
const templatesTo = async (email: string) => (await outboxTo(t, email)).map((r) => r.template);
/** The person's sanctions, newest first. */
const sanctionRows = (personId: number) =>
  t.db.select().from(personSanctions).where(eq(personSanctions.personId, personId)).orderBy(desc(personSanctions.id));
const auditOf = (personId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'person'), eq(auditLog.entityId, String(personId))));
const block = (personId: number, kind: TSanctionKind, reason = 'Repeated chargebacks on orders') =>
  request(app)
    .post(`${person(personId)}/sanctions`)
    .set(admin.auth)
    .send({ kind, reason });
const lift = (personId: number, sanctionId: number, reason = 'Cleared with the person by phone') =>
  request(app)
    .post(`${person(personId)}/sanctions/${sanctionId}/lift`)
    .set(admin.auth)
    .send({ reason });

/** A new order on a fresh event: 201 when the person may register. */
async function tryOrder(auth: Record<string, string>) {
  const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 5, priceMinor: 5_000 }] });
  return request(app)
    .post('/api/orders/')
    .set(auth)
    .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] });
}

/** A paid order of 2 tickets at 125.00, 20 days before its event: its policy gives 50 % back today. */
async function paidOrder(b: Awaited<ReturnType<typeof buyer>>) {
  const { orderId } = await pendingOrder(b, {
    tickets: 2,
    policy: [
      { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
      { percentageRefund: 50, startDaysBeforeEvent: 29, endDaysBeforeEvent: 7 },
    ],
  });
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  await t.db
    .update(events)
    .set({ startAt: new Date(t.clock.now.getTime() + 20 * DAY), endAt: new Date(t.clock.now.getTime() + 21 * DAY) })
    .where(eq(events.id, order.eventId));
  expect((await pay(b.auth, orderId)).status).toBe(200);
  return orderId;
}

describe('the console’s people', () => {
  it('lists attendee accounts, searched by name or email, with their active blocks', async () => {
    const b = await buyer();
    const res = await request(app).get('/api/admin/people/').query({ q: b.email }).set(admin.auth).expect(200);
    const page = ZAdminPeoplePage.parse(res.body);
    expect(page.items.map((p) => p.id)).toEqual([b.personId]);
    expect(page.items[0].blocks).toEqual([]);
    const [first] = await t.db.select().from(persons).where(eq(persons.id, b.personId));
    const byName = await request(app)
      .get('/api/admin/people/')
      .query({ q: `${first.firstName} ${first.surname}` })
      .set(admin.auth)
      .expect(200);
    expect(byName.body.items.map((p: { id: number }) => p.id)).toContain(b.personId);
  });

  it('shows how a person asked to be contacted: the defaults until they save, then what they saved', async () => {
    const b = await buyer();
    const before = await request(app).get(person(b.personId)).set(admin.auth).expect(200);
    expect(before.body.contact).toEqual({ method: 'email', hours: '', language: 'en' });
    // The flat fields only: a body with the grouped ones is read by its groups.
    const {
      notifications: _n,
      portfolio: _p,
      contact: _c,
      ...mine
    } = (await request(app).get('/api/settings').set(b.auth).expect(200)).body;
    await request(app)
      .put('/api/settings')
      .set(b.auth)
      .send({ ...mine, preferredContactMethod: 'phone', contactHours: 'Weekdays 9-12', language: 'fr' })
      .expect(200);
    const after = await request(app).get(person(b.personId)).set(admin.auth).expect(200);
    expect(after.body.contact).toEqual({ method: 'phone', hours: 'Weekdays 9-12', language: 'fr' });
  });

  it('is for administrators only: an attendee or a partner gets 403 and nothing is written', async () => {
    const b = await buyer();
    const partner = await createPartnerUser(t.db);
    const partnerAuth = await bearerFor(app, partner.email);
    for (const auth of [b.auth, partnerAuth]) {
      await request(app).get('/api/admin/people/').set(auth).expect(403);
      await request(app).get(person(b.personId)).set(auth).expect(403);
      await request(app)
        .post(`${person(b.personId)}/sanctions`)
        .set(auth)
        .send({ kind: 'SIGN_IN', reason: 'Not allowed' })
        .expect(403);
      await request(app)
        .post(`${person(b.personId)}/cancel-registrations`)
        .set(auth)
        .send({ reason: 'Not allowed', refund: 'FULL' })
        .expect(403);
    }
    await request(app).get('/api/admin/people/').expect(401);
    expect(await sanctionRows(b.personId)).toEqual([]);
  });

  it('answers 404 for a person who is not an attendee', async () => {
    const partner = await createPartnerUser(t.db);
    const res = await request(app).get(person(partner.personId)).set(admin.auth).expect(404);
    expect(res.body.error).toBe(M.personNotFound);
    await block(partner.personId, 'REGISTRATIONS').expect(404);
    expect(await sanctionRows(partner.personId)).toEqual([]);
  });
});

describe('blocking new registrations', () => {
  it('refuses checkout in words with nothing written, until an administrator lifts it', async () => {
    const b = await buyer();
    const res = await block(b.personId, 'REGISTRATIONS').expect(201);
    const detail = ZAdminPersonDetail.parse(res.body);
    expect(detail.blocks).toEqual(['REGISTRATIONS']);
    expect(detail.sanctions[0]).toMatchObject({
      kind: 'REGISTRATIONS',
      reason: 'Repeated chargebacks on orders',
      active: true,
      by: 'Alan Turing',
      endsAt: null,
      liftedAt: null,
    });
    expect(await templatesTo(b.email)).toContain('account-blocked');
    expect((await auditOf(b.personId)).map((a) => a.action)).toEqual(['person.sanction']);

    const ordersBefore = (await t.db.select({ n: count() }).from(orders))[0].n;
    const refused = await tryOrder(b.auth);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'REGISTRATIONS_BLOCKED', error: M.registrationsBlocked });
    expect(refused.body.error).toContain('support@');
    expect((await t.db.select({ n: count() }).from(orders))[0].n).toBe(ordersBefore);

    // A second block of the same kind is refused; the list shows the block.
    const again = await block(b.personId, 'REGISTRATIONS').expect(409);
    expect(again.body.error).toBe(M.alreadyActive({ kind: 'REGISTRATIONS' }));
    const listed = await request(app).get('/api/admin/people/').query({ q: b.email }).set(admin.auth).expect(200);
    expect(listed.body.items[0].blocks).toEqual(['REGISTRATIONS']);

    const lifted = await lift(b.personId, detail.sanctions[0].id).expect(200);
    expect(lifted.body.blocks).toEqual([]);
    expect(lifted.body.sanctions[0]).toMatchObject({
      active: false,
      liftReason: 'Cleared with the person by phone',
      liftedBy: 'Alan Turing',
    });
    expect(await templatesTo(b.email)).toContain('account-block-lifted');
    expect((await auditOf(b.personId)).map((a) => a.action).sort()).toEqual([
      'person.sanction',
      'person.sanction-lifted',
    ]);
    expect((await tryOrder(b.auth)).status).toBe(201);

    await lift(b.personId, detail.sanctions[0].id).expect(409);
    await lift(b.personId, 999_999).expect(404);
  });

  it('refuses to pay an order held before the block, in words, and the order stays unpaid', async () => {
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    await block(b.personId, 'REGISTRATIONS').expect(201);
    const refused = await pay(b.auth, orderId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'REGISTRATIONS_BLOCKED', error: M.registrationsBlocked });
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('pending');
  });

  it('needs a reason in words; nothing is written without one', async () => {
    const b = await buyer();
    const res = await request(app)
      .post(`${person(b.personId)}/sanctions`)
      .set(admin.auth)
      .send({ kind: 'REGISTRATIONS', reason: ' ' })
      .expect(400);
    expect(res.body.fields).toEqual({ reason: M.reason });
    const kind = await request(app)
      .post(`${person(b.personId)}/sanctions`)
      .set(admin.auth)
      .send({ kind: 'EVERYTHING', reason: 'A good reason' })
      .expect(400);
    expect(kind.body.fields).toEqual({ kind: M.kind });
    expect(await sanctionRows(b.personId)).toEqual([]);
    expect(await auditOf(b.personId)).toEqual([]);
  });
});

describe('blocking sign-in', () => {
  it('ends every session at once, refuses sign-in in words (not as a wrong password), and lifts', async () => {
    const b = await buyer();
    const second = await bearerFor(app, b.email);
    await request(app).get('/api/session/me').set(b.auth).expect(200);
    const res = await block(b.personId, 'SIGN_IN', 'Account taken over, reported by the owner').expect(201);
    await request(app).get('/api/session/me').set(b.auth).expect(401);
    await request(app).get('/api/session/me').set(second).expect(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.personId, b.personId), isNull(sessions.revokedAt))),
    ).toEqual([]);

    const sessionsBefore = (
      await t.db.select({ n: count() }).from(sessions).where(eq(sessions.personId, b.personId))
    )[0].n;
    const attemptsBefore = (await t.db.select({ n: count() }).from(loginAttempts))[0].n;
    const refused = await request(app)
      .post('/api/login/')
      .send({ email: b.email, password: TEST_PASSWORD })
      .expect(403);
    expect(refused.body).toEqual({
      code: 'ACCOUNT_BLOCKED',
      error: M.signInBlocked,
      messageKey: 'sanctions.signInBlocked',
    });
    expect((await t.db.select({ n: count() }).from(sessions).where(eq(sessions.personId, b.personId)))[0].n).toBe(
      sessionsBefore,
    );
    expect((await t.db.select({ n: count() }).from(loginAttempts))[0].n).toBe(attemptsBefore);
    // A wrong password says only that, as for any account.
    await request(app).post('/api/login/').send({ email: b.email, password: 'not-the-password' }).expect(401);

    await lift(b.personId, res.body.sanctions[0].id).expect(200);
    await request(app).post('/api/login/').send({ email: b.email, password: TEST_PASSWORD }).expect(200);
  });
});

describe('blocking access to the platform', () => {
  /** A partner's owner who also buys tickets, with an API key of the partner they made. */
  async function ownerWithKey(secret: string) {
    const owner = await createPartnerUser(t.db);
    await t.db.insert(attendees).values({ personId: owner.personId });
    await t.db.insert(apiKeys).values({
      partnerId: owner.partnerId,
      createdBy: owner.personId,
      name: 'Badge printer',
      prefix: secret.slice(0, 16),
      secretHash: hashApiKeySecret(secret),
      scopes: ['events:read'],
    });
    return { ...owner, auth: await bearerFor(app, owner.email), key: { Authorization: `Bearer ${secret}` } };
  }
  const refusal = {
    code: 'PLATFORM_BLOCKED',
    error: M.platformBlocked,
    messageKey: 'sanctions.platformBlocked',
  };

  it('ends every session, refuses sign-in and the API keys the person made in words, and lifts', async () => {
    const owner = await ownerWithKey(`pvk_live_${'p'.repeat(43)}`);
    await request(app).get('/api/partner/events').set(owner.key).expect(200);
    const res = await block(owner.personId, 'PLATFORM', 'Fake events listed to collect payments').expect(201);
    expect(res.body.blocks).toEqual(['PLATFORM']);
    await request(app).get('/api/session/me').set(owner.auth).expect(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.personId, owner.personId), isNull(sessions.revokedAt))),
    ).toEqual([]);
    const signIn = await request(app).post('/api/login/').send({ email: owner.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual(refusal);
    const byKey = await request(app).get('/api/partner/events').set(owner.key);
    expect(byKey.status).toBe(403);
    expect(byKey.body).toMatchObject({ code: refusal.code, error: refusal.error });
    expect(await templatesTo(owner.email)).toContain('account-blocked');
    const [audit] = (await auditOf(owner.personId)).filter((a) => a.action === 'person.sanction');
    expect(audit.after).toMatchObject({ kind: 'PLATFORM' });

    await lift(owner.personId, res.body.sanctions[0].id).expect(200);
    await request(app).post('/api/login/').send({ email: owner.email, password: TEST_PASSWORD }).expect(200);
    await request(app).get('/api/partner/events').set(owner.key).expect(200);
  });

  it('is more than a block of sign-in, which leaves the partner’s keys working', async () => {
    const owner = await ownerWithKey(`pvk_live_${'s'.repeat(43)}`);
    await block(owner.personId, 'SIGN_IN').expect(201);
    await request(app).post('/api/login/').send({ email: owner.email, password: TEST_PASSWORD }).expect(403);
    await request(app).get('/api/partner/events').set(owner.key).expect(200);
    // Both at once: the platform's words, the stronger block.
    await block(owner.personId, 'PLATFORM').expect(201);
    const signIn = await request(app).post('/api/login/').send({ email: owner.email, password: TEST_PASSWORD });
    expect(signIn.body.code).toBe('PLATFORM_BLOCKED');
    await block(owner.personId, 'PLATFORM').expect(409);
  });
});

describe('blocking sign-in on two instances', () => {
  it('ends the person’s cached sessions at once where it is done and, once announced, on the other', async () => {
    const instance = async () => {
      const sessionsOf = authSessions(t.db);
      await sessionsOf.start(t.handle.listen, t.handle.notify);
      const one = createApp({
        config: t.config,
        db: t.db,
        logger: createLogger('silent'),
        storage: t.storage,
        now: () => t.clock.now,
        sessions: sessionsOf,
      });
      return { app: one, sessions: sessionsOf };
    };
    const [first, second] = [await instance(), await instance()];
    try {
      const b = await buyer();
      const adminAuth = await bearerFor(first.app, admin.email);
      await request(first.app).get('/api/session/me').set(b.auth).expect(200);
      await request(second.app).get('/api/session/me').set(b.auth).expect(200);
      expect(second.sessions.size).toBeGreaterThan(0);
      await request(first.app)
        .post(`${person(b.personId)}/sanctions`)
        .set(adminAuth)
        .send({ kind: 'SIGN_IN', reason: 'Account taken over, reported by the owner' })
        .expect(201);
      await request(first.app).get('/api/session/me').set(b.auth).expect(401);
      await second.sessions.settled();
      await request(second.app).get('/api/session/me').set(b.auth).expect(401);
    } finally {
      await first.sessions.stop();
      await second.sessions.stop();
    }
  });
});

describe('cancelling upcoming registrations', () => {
  it('refunds what the policies give back today, through the gateway and the ledger', async () => {
    const b = await buyer();
    const orderId = await paidOrder(b);
    gateway.reset();
    const res = await request(app)
      .post(`${person(b.personId)}/cancel-registrations`)
      .set(admin.auth)
      .send({ reason: 'Tickets resold in breach of the terms', refund: 'POLICY' })
      .expect(200);
    expect(ZCancelRegistrationsOutcome.parse(res.body)).toEqual({
      ordersCancelled: 1,
      ticketsCancelled: 2,
      refunded: [{ amount: 125, currency: 'USD' }],
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('cancelled');
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((r) => [r.amountMinor, r.status, r.requestedBy])).toEqual([[12_500, 'refunded', 'admin']]);
    expect((await t.db.select().from(tickets).where(eq(tickets.orderId, orderId))).map((x) => x.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await templatesTo(b.email)).toEqual(expect.arrayContaining(['registrations-cancelled', 'refund-sent']));
    expect((await auditOf(b.personId)).map((a) => a.action)).toEqual(['person.registrations-cancelled']);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refunds everything paid when the administrator chooses in full', async () => {
    const b = await buyer();
    const orderId = await paidOrder(b);
    const res = await request(app)
      .post(`${person(b.personId)}/cancel-registrations`)
      .set(admin.auth)
      .send({ reason: 'Tickets resold in breach of the terms', refund: 'FULL' })
      .expect(200);
    expect(res.body.refunded).toEqual([{ amount: 250, currency: 'USD' }]);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((r) => r.amountMinor)).toEqual([25_000]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('is refused in words, with nothing written, when there is nothing upcoming to cancel', async () => {
    const b = await buyer();
    const res = await request(app)
      .post(`${person(b.personId)}/cancel-registrations`)
      .set(admin.auth)
      .send({ reason: 'Tickets resold in breach of the terms', refund: 'FULL' })
      .expect(409);
    expect(res.body.error).toBe(M.nothingToCancel);
    const bad = await request(app)
      .post(`${person(b.personId)}/cancel-registrations`)
      .set(admin.auth)
      .send({ reason: 'Tickets resold in breach of the terms', refund: 'SOME' })
      .expect(400);
    expect(bad.body.fields).toEqual({ refund: M.refund });
    expect(await auditOf(b.personId)).toEqual([]);
  });
});

describe('review strikes suspend the account', () => {
  it('a second within 90 days for two weeks, ending by itself; a third with no end, which a granted appeal lifts', async () => {
    const b = await buyer();
    const removeReview = async () => {
      const sale = await createSaleEvent(t.db, t.clock.now, { startsInDays: -10 });
      const [row] = await t.db
        .insert(reviews)
        .values({ eventId: sale.eventId, personId: b.personId, score: 2, comment: 'Terrible', status: 'pending' })
        .returning();
      await request(app)
        .post(`/api/admin/reviews/${row.id}/decision`)
        .set(admin.auth)
        .send({ status: 'REMOVED', reason: 'Not about the event' })
        .expect(200);
      return row.id;
    };
    await removeReview();
    expect(await sanctionRows(b.personId)).toEqual([]);
    // The author reads German: the rules' reason reaches them, and a German reader of the log, in German.
    await t.db
      .insert(personSettings)
      .values({ personId: b.personId, defaultLanguage: 'de' })
      .onConflictDoUpdate({ target: personSettings.personId, set: { defaultLanguage: 'de' } });
    t.clock.advance(DAY);
    await removeReview();
    const [sanction] = await sanctionRows(b.personId);
    expect(sanction).toMatchObject({ kind: 'REGISTRATIONS', reason: M.secondStrike, byPersonId: admin.personId });
    await cataloguesReady;
    const germanReason = withLocale('de', () => M.secondStrike);
    expect(germanReason).not.toBe(M.secondStrike);
    const [blocked] = (await mailTo(t, b.email)).filter((m) => m.template === 'account-blocked');
    expect(blocked.text).toContain(germanReason);
    expect(blocked.text).not.toContain(M.secondStrike);
    const log = await request(app)
      .get(`/api/admin/audit-log?entityType=person&entityId=${b.personId}&action=person.sanction`)
      .set(admin.auth)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(log.body.items[0].summary).toContain(germanReason);
    await t.db.update(personSettings).set({ defaultLanguage: 'en' }).where(eq(personSettings.personId, b.personId));
    expect(sanction.endsAt!.getTime() - t.clock.now.getTime()).toBe(14 * DAY);
    expect(await templatesTo(b.email)).toContain('account-blocked');
    const refused = await tryOrder(b.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('REGISTRATIONS_BLOCKED');
    expect(refused.body.error).toContain('until');

    t.clock.advance(14 * DAY + 1000);
    const detail = ZAdminPersonDetail.parse(
      (await request(app).get(person(b.personId)).set(admin.auth).expect(200)).body,
    );
    expect(detail.blocks).toEqual([]);
    expect(detail.sanctions[0]).toMatchObject({ active: false, liftReason: 'The temporary block ended' });
    expect((await tryOrder(b.auth)).status).toBe(201);

    // A third within 90 days suspends the account with no automatic end.
    const third = await removeReview();
    const [forGood] = await sanctionRows(b.personId);
    expect(forGood).toMatchObject({ kind: 'REGISTRATIONS', reason: M.thirdStrike, endsAt: null, liftedAt: null });
    t.clock.advance(100 * DAY);
    expect((await tryOrder(b.auth)).body.code).toBe('REGISTRATIONS_BLOCKED');

    // The appeal of that strike succeeds: the review is shown again and the suspension is lifted.
    const [strike] = await t.db.select().from(reviewStrikes).where(eq(reviewStrikes.reviewId, third));
    await request(app)
      .post(`/api/reviews/strikes/${strike.id}/appeal`)
      .set(b.auth)
      .send({ text: 'It was about the event.' })
      .expect(200);
    await request(app)
      .post(`/api/admin/review-strikes/${strike.id}/appeal-decision`)
      .set(admin.auth)
      .send({ status: 'GRANTED', reason: 'The review was about the event after all' })
      .expect(200);
    const [restored] = await t.db.select().from(reviews).where(eq(reviews.id, third));
    expect(restored.status).toBe('published');
    const [lifted] = await sanctionRows(b.personId);
    expect(lifted).toMatchObject({ reason: M.thirdStrike, liftReason: 'The review was about the event after all' });
    expect(lifted.liftedAt).not.toBeNull();
    expect((await tryOrder(b.auth)).status).toBe(201);
    expect(await templatesTo(b.email)).toContain('account-block-lifted');
  });

  it('a withdrawal its author asked for is no strike', async () => {
    const b = await buyer();
    for (let i = 0; i < 3; i += 1) {
      const sale = await createSaleEvent(t.db, t.clock.now, { startsInDays: -10 });
      const [row] = await t.db
        .insert(reviews)
        .values({ eventId: sale.eventId, personId: b.personId, score: 8, comment: 'Good', status: 'published' })
        .returning();
      await request(app)
        .post(`/api/admin/reviews/${row.id}/decision`)
        .set(admin.auth)
        .send({ status: 'REMOVED', reason: 'Withdrawn at the author’s request', withdrawal: true })
        .expect(200);
    }
    expect(await t.db.select().from(reviewStrikes).where(eq(reviewStrikes.personId, b.personId))).toEqual([]);
    expect(await sanctionRows(b.personId)).toEqual([]);
    expect((await tryOrder(b.auth)).status).toBe(201);
  });
});
