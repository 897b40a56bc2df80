// Damage payment requests on a real database: only on an event with a damage policy, capped by it;
// the 14-day window after the event (in its time zone), one open claim per order, the partner's
// scoping, the buyer's answer (charged to the kept card only with the checkout consent, otherwise a
// payment link), support's decision (audited; an upheld claim is never charged without the buyer
// paying the link), the charge through the gateway with its ledger lines (retried under the same key
// and never taken twice), withdrawing, unanswered claims going to support, the photos' access and the
// payout net. The ledger check holds after each.
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import {
  amountDecimalsMessage,
  DAMAGE_CLAIM_COMMENT_MAX,
  DAMAGE_CLAIM_DESCRIPTION_MAX,
  DAMAGE_CLAIM_MESSAGES as M,
  DAMAGE_CLAIM_REASON_MAX,
  damageClaimWindow,
  UPLOAD_LIMITS,
  ZDamageClaim,
  ZOrder,
  ZOrderDamageClaims,
  NOT_FOUND,
} from '@pavilion/domain';
import {
  auditLog,
  damageClaimPhotos,
  damageClaims,
  files,
  events,
  ledgerEntries,
  notifications,
  orders,
  partnerBalances,
  partnerMembers,
  payoutLines,
  payouts,
  persons,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema';
import {
  bearerFor,
  createAdmin,
  createAttendee,
  createPartnerUser,
  readUntil,
  workerDepsFor,
  runBackgroundWork,
} from '@pavilion/api-testing/harness';
import { paymentForm, useCheckout } from '@pavilion/api-testing/checkout';
import { TEST_CARDS } from '../../platform/payments';
import { mailTo, outboxTo } from '@pavilion/api-testing/mail';
import { ENGLISH_REQUEST, expectGerman, onlyOf, speaksGerman } from '@pavilion/api-testing/mail-language';
import { createLogger } from '../../platform/logger';
import { SimulatedPayoutProvider } from '../../platform/payouts';
import { checkLedger } from '../ledger';
import { PayoutRun, statementLines } from '../payouts';
import { DAMAGE_TEMPLATES } from './emails';
import { RefundSender } from '../refunds';
import { DamageChargeSender, DamageClaims } from './service';
import { pruneUnattachedPhotos } from './photos';
import { damageClaimWorkerFactory } from './worker';

const DAY = 86_400_000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const { t, gateway, app, gb, buyer, pendingOrder, pay } = useCheckout();
let adminEmail: string;
beforeAll(async () => {
  adminEmail = (await createAdmin(t.db)).email;
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toMatchObject({ ok: true, unbalancedTransactions: [], partnerMismatches: [] });
});

const sender = () =>
  new DamageChargeSender({
    db: t.db,
    gateway,
    now: () => t.clock.now,
    logger: createLogger('silent'),
    config: t.config,
  });
// Sessions last a week on the test clock, which these tests move on: sign in afresh each time.
const admin = () => bearerFor(app, adminEmail);

/**
 * A paid order ($125.00 a ticket unless `priceMinor` says) whose event ended `endedAgoMs` before now,
 * in `timeZone`, with sign-ins for its buyer and its partner's owner.
 */
async function endedOrder(
  opts: {
    tickets?: number;
    endedAgoMs?: number;
    timeZone?: string;
    endAt?: Date;
    card?: string;
    priceMinor?: number;
    /** The event's damage policy maximum per order ($125.00 unless said); null: the event has none. */
    policyMinor?: number | null;
    /** Whether the buyer ticks the consent to keep the card at checkout (yes unless said). */
    consent?: boolean;
  } = {},
) {
  const b = await buyer();
  const { orderId, sale } = await pendingOrder(b, {
    tickets: opts.tickets ?? 1,
    quantity: (opts.tickets ?? 1) + 5,
    priceMinor: opts.priceMinor,
  });
  const policyMinor = opts.policyMinor === undefined ? 12_500 : opts.policyMinor;
  await t.db
    .update(events)
    .set({ damageMaxMinor: policyMinor, damagePolicyText: policyMinor === null ? null : POLICY_TEXT })
    .where(eq(events.id, sale.eventId));
  const paid = await pay(b.auth, orderId, opts.card, undefined, { keepCardForDamage: opts.consent ?? true });
  expect(paid.status).toBe(200);
  const endAt = opts.endAt ?? new Date(t.clock.now.getTime() - (opts.endedAgoMs ?? DAY));
  await t.db
    .update(events)
    .set({ startAt: new Date(endAt.getTime() - DAY), endAt, timeZone: opts.timeZone ?? 'UTC' })
    .where(eq(events.id, sale.eventId));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    orderId,
    eventId: sale.eventId,
    partnerId: order.partnerId!,
    buyerEmail: b.email,
    buyer: () => bearerFor(app, b.email),
    partner: () => bearerFor(app, sale.partnerEmail),
    partnerEmail: sale.partnerEmail,
  };
}

type Ended = Awaited<ReturnType<typeof endedOrder>>;

const file = async (o: Ended, body: Record<string, unknown>, auth?: Record<string, string>) =>
  request(app)
    .post(`/api/partner/orders/${o.orderId}/damage-claims`)
    .set(auth ?? (await o.partner()))
    .send(body);

const DESCRIPTION = 'A broken display screen at booth 14, beyond repair.';
const POLICY_TEXT = 'Exhibitors pay for damage to the hall and the stands they caused.';

async function filed(o: Ended, amount = 80) {
  const res = await file(o, { amount, description: DESCRIPTION });
  expect(res.status).toBe(201);
  return ZDamageClaim.parse(res.body);
}

const answer = async (o: Ended, claimId: string, body: Record<string, unknown>) =>
  request(app)
    .post(`/api/orders/${o.orderId}/damage-claims/${claimId}/response`)
    .set(await o.buyer())
    .send(body);

/** The buyer pays a claim through the payment link with the payment form, as at checkout. */
const payLink = async (o: Ended, claimId: string, card: string = TEST_CARDS.succeeds) =>
  request(app)
    .post(`/api/orders/${o.orderId}/damage-claims/${claimId}/payment`)
    .set(await o.buyer())
    .send(paymentForm(gb(), t.clock.now, card));

const claimRow = async (id: string) => (await t.db.select().from(damageClaims).where(eq(damageClaims.id, id)))[0];
const damageLines = (claimId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.damageClaimId, claimId));
const byAccount = (lines: Array<{ account: string; amountMinor: number }>) =>
  Object.fromEntries(lines.map((l) => [l.account, l.amountMinor]));
const templatesTo = async (email: string) => (await outboxTo(t, email)).map((r) => r.template);
const balanceOf = async (partnerId: number) =>
  (await t.db.select().from(partnerBalances).where(eq(partnerBalances.partnerId, partnerId)))[0]?.balanceMinor ?? 0;

// First: it reads its emails as delivered, before the other tests fill the outbox with receipts to render.
describe('the language of the emails about a claim', () => {
  it('each email reaches the German buyer and the German partner in German, though English requests send them', async () => {
    const o = await endedOrder({ consent: false });
    await speaksGerman(app, await o.buyer());
    await speaksGerman(app, await o.partner());
    const EN = ENGLISH_REQUEST;
    const fileIt = async (amount: number) =>
      ZDamageClaim.parse(
        (
          await request(app)
            .post(`/api/partner/orders/${o.orderId}/damage-claims`)
            .set(await o.partner())
            .set(EN)
            .send({ amount, description: DESCRIPTION })
            .expect(201)
        ).body,
      );
    const claim = await fileIt(60);
    await request(app)
      .post(`/api/orders/${o.orderId}/damage-claims/${claim.id}/response`)
      .set(await o.buyer())
      .set(EN)
      .send({ agree: false, comment: 'The screen was already cracked.' })
      .expect(200);
    await request(app)
      .post(`/api/admin/damage-claims/${claim.id}/decision`)
      .set(await admin())
      .set(EN)
      .send({ decision: 'uphold', amount: '50', reason: 'The photos show fresh damage.' })
      .expect(200);
    await request(app)
      .post(`/api/orders/${o.orderId}/damage-claims/${claim.id}/payment`)
      .set(await o.buyer())
      .set(EN)
      .send(paymentForm(gb(), t.clock.now, TEST_CARDS.succeeds))
      .expect(200);
    const second = await fileIt(10);
    await request(app)
      .post(`/api/partner/damage-claims/${second.id}/withdraw`)
      .set(await o.partner())
      .set(EN)
      .expect(200);

    const toBuyer = await mailTo(t, o.buyerEmail);
    for (const template of [
      DAMAGE_TEMPLATES.decidedBuyer,
      DAMAGE_TEMPLATES.paymentRequested,
      DAMAGE_TEMPLATES.charged,
      DAMAGE_TEMPLATES.withdrawn,
    ])
      expectGerman(onlyOf(toBuyer, template));
    const filedMails = toBuyer.filter((m) => m.template === DAMAGE_TEMPLATES.filed);
    expect(filedMails).toHaveLength(2);
    filedMails.forEach(expectGerman);
    // Amounts and days in German: "60,00 $" and a day written out, never ISO.
    expect(filedMails.map((m) => m.text).join('\n')).toMatch(/60,00\s\$/);
    expect(filedMails.map((m) => m.text).join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const toPartner = await mailTo(t, o.partnerEmail);
    for (const template of [DAMAGE_TEMPLATES.answered, DAMAGE_TEMPLATES.decidedPartner])
      expectGerman(onlyOf(toPartner, template));
  });
});

describe('filing a claim', () => {
  it('is open from the end of the event for 14 calendar days where it is held', async () => {
    const before = await endedOrder({ endedAgoMs: -DAY });
    const early = await file(before, { amount: 50, description: DESCRIPTION });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(M.eventNotEnded);
    const state = await request(app)
      .get(`/api/partner/orders/${before.orderId}/damage-claims`)
      .set(await before.partner())
      .expect(200);
    expect(ZOrderDamageClaims.parse(state.body)).toMatchObject({
      canFile: false,
      reason: M.eventNotEnded,
      lastDay: null,
    });

    // An event ending at 11:30 UTC ends on the next calendar day in Auckland (UTC+12 or +13): its window
    // closes at midnight Auckland time, not UTC midnight.
    const endAt = new Date(t.clock.now.getTime() - 10 * DAY);
    endAt.setUTCHours(11, 30, 0, 0);
    const o = await endedOrder({ endAt, timeZone: 'Pacific/Auckland' });
    const window = damageClaimWindow(endAt, 'Pacific/Auckland');
    expect(window.closesAt.getTime()).not.toBe(damageClaimWindow(endAt, 'UTC').closesAt.getTime());
    t.clock.now = new Date(window.closesAt.getTime() - 60_000);
    const open = await request(app)
      .get(`/api/partner/orders/${o.orderId}/damage-claims`)
      .set(await o.partner())
      .expect(200);
    expect(open.body).toMatchObject({
      canFile: true,
      reason: null,
      maxAmount: 125,
      currency: 'USD',
      lastDay: window.lastDay,
    });
    t.clock.now = new Date(window.closesAt.getTime() + 1_000);
    const late = await file(o, { amount: 50, description: DESCRIPTION });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/^Damage claims for this event could be filed until /);
    expect(await t.db.select().from(damageClaims).where(eq(damageClaims.orderId, o.orderId))).toEqual([]);
  });

  it('files with a description and photos, tells the buyer, and shows on the buyer’s order', async () => {
    const o = await endedOrder();
    const partner = await o.partner();
    const upload = await request(app)
      .post('/api/partner/damage-claims/photos')
      .set(partner)
      .attach('photo', PNG, { filename: 'screen.png', contentType: 'image/png' })
      .expect(201);
    expect(upload.body).toEqual({ id: expect.any(String), url: `/api/damage-claim-photos/${upload.body.id}` });

    const res = await file(
      o,
      { amount: '80.50', description: `  ${DESCRIPTION}  `, photoIds: [upload.body.id] },
      partner,
    );
    expect(res.status).toBe(201);
    const claim = ZDamageClaim.parse(res.body);
    expect(claim).toMatchObject({
      orderId: o.orderId,
      state: 'filed',
      amount: 80.5,
      currency: 'USD',
      description: DESCRIPTION,
      photos: [{ id: upload.body.id, url: upload.body.url }],
      answer: null,
      decision: null,
      chargedAt: null,
      filedBy: 'Grace Hopper',
    });
    expect(new Date(claim.respondBy).getTime() - new Date(claim.filedAt).getTime()).toBe(14 * DAY);
    expect(await templatesTo(o.buyerEmail)).toContain(DAMAGE_TEMPLATES.filed);
    const [buyerRow] = await t.db.select().from(persons).where(eq(persons.email, o.buyerEmail));
    const notes = await t.db.select().from(notifications).where(eq(notifications.personId, buyerRow.id));
    expect(notes.map((n) => n.subject)).toContain('A damage payment request needs your answer');

    // The buyer reads it on the order, photos included.
    const order = ZOrder.parse(
      (
        await request(app)
          .get(`/api/orders/${o.orderId}`)
          .set(await o.buyer())
          .expect(200)
      ).body,
    );
    expect(order.damageClaims).toEqual([claim]);

    // Photos: the partner, the buyer and support see them; another buyer or partner, or the public file route, do not.
    await request(app).get(upload.body.url).set(partner).expect(200).expect('Content-Type', 'image/png');
    await request(app)
      .get(upload.body.url)
      .set(await o.buyer())
      .expect(200);
    await request(app)
      .get(upload.body.url)
      .set(await admin())
      .expect(200);
    const stranger = await createAttendee(t.db);
    await request(app)
      .get(upload.body.url)
      .set(await bearerFor(app, stranger.email))
      .expect(404);
    const otherPartner = await createPartnerUser(t.db);
    await request(app)
      .get(upload.body.url)
      .set(await bearerFor(app, otherPartner.email))
      .expect(404);
    await request(app).get(`/api/files/${upload.body.id}`).expect(404);
    await request(app).get(upload.body.url).expect(401);
  });

  it('refuses a photo that is not an image, and photos that are not the partner’s own or already used', async () => {
    const o = await endedOrder();
    const partner = await o.partner();
    const text = await request(app)
      .post('/api/partner/damage-claims/photos')
      .set(partner)
      .attach('photo', Buffer.from('not an image'), { filename: 'x.png', contentType: 'image/png' });
    expect(text.status).toBe(415);
    expect(text.body.error).toBe(M.photoType);

    const other = await endedOrder();
    const theirs = await request(app)
      .post('/api/partner/damage-claims/photos')
      .set(await other.partner())
      .attach('photo', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
    const refused = await file(o, { amount: 10, description: DESCRIPTION, photoIds: [theirs.body.id] }, partner);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ photoIds: M.photoNotYours });
    expect(await t.db.select().from(damageClaims).where(eq(damageClaims.orderId, o.orderId))).toEqual([]);
  });

  it('removes photos never used in a claim after a day, and keeps those in a claim', async () => {
    const o = await endedOrder();
    const upload = async () =>
      (
        await request(app)
          .post('/api/partner/damage-claims/photos')
          .set(await o.partner())
          .attach('photo', PNG, { filename: 'p.png', contentType: 'image/png' })
          .expect(201)
      ).body as { id: string; url: string };
    const used = await upload();
    const unused = await upload();
    await file(o, { amount: 10, description: DESCRIPTION, photoIds: [used.id] }).then((r) =>
      expect(r.status).toBe(201),
    );
    expect(await pruneUnattachedPhotos(t.db, t.storage, t.clock.now)).toBe(0);
    t.clock.advance(DAY + 1_000);
    // Photos left over by the tests before go too.
    expect(await pruneUnattachedPhotos(t.db, t.storage, t.clock.now)).toBeGreaterThanOrEqual(1);
    const partner = await o.partner();
    await request(app).get(unused.url).set(partner).expect(404);
    await request(app).get(used.url).set(partner).expect(200);
  });

  it('holds at most 30 photos per partner not yet in a claim', async () => {
    const o = await endedOrder();
    const waiting = await t.db
      .insert(files)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          storageKey: `damage-claim-photos/${o.partnerId}/waiting-${i}.png`,
          contentType: 'image/png',
          size: 1,
        })),
      )
      .returning({ id: files.id });
    await t.db
      .insert(damageClaimPhotos)
      .values(waiting.map((f) => ({ fileId: f.id, partnerId: o.partnerId, createdAt: t.clock.now })));
    const refused = await request(app)
      .post('/api/partner/damage-claims/photos')
      .set(await o.partner())
      .attach('photo', PNG, { filename: 'one-more.png', contentType: 'image/png' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(M.photosWaiting);
  });

  it('is refused in words on an event without a damage policy, and nothing is written', async () => {
    const o = await endedOrder({ policyMinor: null });
    const state = await request(app)
      .get(`/api/partner/orders/${o.orderId}/damage-claims`)
      .set(await o.partner())
      .expect(200);
    expect(state.body).toMatchObject({ canFile: false, reason: M.noDamagePolicy, maxAmount: null });
    const res = await file(o, { amount: 10, description: DESCRIPTION });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', error: M.noDamagePolicy, reason: 'no-damage-policy' });
    expect(await t.db.select().from(damageClaims).where(eq(damageClaims.orderId, o.orderId))).toEqual([]);
    expect(await templatesTo(o.buyerEmail)).not.toContain(DAMAGE_TEMPLATES.filed);
  });

  it('takes the policy the buyer was shown when paying: one added or raised later does not apply', async () => {
    const before = await endedOrder({ policyMinor: null });
    await t.db
      .update(events)
      .set({ damageMaxMinor: 50_000, damagePolicyText: POLICY_TEXT })
      .where(eq(events.id, before.eventId));
    const added = await file(before, { amount: 10, description: DESCRIPTION });
    expect(added.status).toBe(409);
    expect(added.body).toMatchObject({ error: M.noDamagePolicy, reason: 'no-damage-policy' });
    const raised = await endedOrder();
    await t.db.update(events).set({ damageMaxMinor: 50_000 }).where(eq(events.id, raised.eventId));
    const over = await file(raised, { amount: 200, description: DESCRIPTION });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(M.amountTooHigh({ max: '$125.00' }));
    expect(await t.db.select().from(damageClaims).where(eq(damageClaims.orderId, raised.orderId))).toEqual([]);
  });

  it('caps the amount at the event’s damage policy, not at what the order paid, in the currency’s decimals', async () => {
    const o = await endedOrder();
    const tooMuch = await file(o, { amount: 125.01, description: DESCRIPTION });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.fields.amount).toBe(M.amountTooHigh({ max: '$125.00' }));
    expect(tooMuch.body.reason).toBe('above-damage-policy');
    expect(await t.db.select().from(damageClaims).where(eq(damageClaims.orderId, o.orderId))).toEqual([]);
    const decimals = await file(o, { amount: 10.005, description: DESCRIPTION });
    expect(decimals.status).toBe(400);
    expect(decimals.body.fields).toEqual({ amount: amountDecimalsMessage('USD') });
    const invalid = await file(o, { amount: 0, description: 'short' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ amount: M.amountInvalid, description: M.descriptionShort });

    // A policy of $500.00 on a ticket of $125.00: the policy is the cap, whatever the order paid.
    const big = await endedOrder({ policyMinor: 50_000 });
    const state = await request(app)
      .get(`/api/partner/orders/${big.orderId}/damage-claims`)
      .set(await big.partner())
      .expect(200);
    expect(state.body.maxAmount).toBe(500);
    const overCap = await file(big, { amount: 500.01, description: DESCRIPTION });
    expect(overCap.status).toBe(409);
    expect(overCap.body.error).toBe(M.amountTooHigh({ max: '$500.00' }));
    await filed(big, 500);
  });

  it('allows one open claim per order; a team member may file; another partner’s order answers 404', async () => {
    const o = await endedOrder();
    // A member of the partner's team (not the owner) files.
    const member = await createAttendee(t.db, { firstName: 'Mary', surname: 'Jackson' });
    await t.db.insert(partnerMembers).values({ partnerId: o.partnerId, personId: member.personId, role: 'member' });
    const memberAuth = await bearerFor(app, member.email);
    const first = await file(o, { amount: 40, description: DESCRIPTION }, memberAuth);
    expect(first.status).toBe(201);
    expect(first.body.filedBy).toBe('Mary Jackson');

    const second = await file(o, { amount: 20, description: DESCRIPTION });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(M.openClaim);
    const state = await request(app)
      .get(`/api/partner/orders/${o.orderId}/damage-claims`)
      .set(await o.partner())
      .expect(200);
    expect(state.body).toMatchObject({ canFile: false, reason: M.openClaim, maxAmount: null });
    expect(state.body.items.map((c: { id: string }) => c.id)).toEqual([first.body.id]);

    const other = await createPartnerUser(t.db);
    const otherAuth = await bearerFor(app, other.email);
    const foreign = await file(o, { amount: 20, description: DESCRIPTION }, otherAuth);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(NOT_FOUND.order);
    await request(app).get(`/api/partner/orders/${o.orderId}/damage-claims`).set(otherAuth).expect(404);
    await request(app).post(`/api/partner/damage-claims/${first.body.id}/withdraw`).set(otherAuth).expect(404);
    // An attendee cannot file, a partner cannot answer.
    await request(app)
      .post(`/api/partner/orders/${o.orderId}/damage-claims`)
      .set(await o.buyer())
      .send({ amount: 20, description: DESCRIPTION })
      .expect(403);
    await request(app)
      .post(`/api/orders/${o.orderId}/damage-claims/${first.body.id}/response`)
      .set(await o.partner())
      .send({ agree: true })
      .expect(403);
  });
});

describe('the words of each refusal', () => {
  it('names a missing or long description, a long comment, an unknown claim and an unknown state', async () => {
    const o = await endedOrder();
    const missing = await file(o, { amount: 50 });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ description: M.descriptionRequired });
    const long = await file(o, { amount: 50, description: 'x'.repeat(DAMAGE_CLAIM_DESCRIPTION_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ description: M.descriptionLong });

    const claim = await filed(o, 50);
    const chatty = await answer(o, claim.id, { agree: false, comment: 'x'.repeat(DAMAGE_CLAIM_COMMENT_MAX + 1) });
    expect(chatty.status).toBe(400);
    expect(chatty.body.fields).toEqual({ comment: M.commentLong });
    const unknown = await answer(o, '00000000-0000-4000-8000-000000000000', { agree: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.claimNotFound);
    const state = await request(app)
      .get('/api/admin/damage-claims?state=lost')
      .set(await admin())
      .expect(400);
    expect(state.body.fields).toEqual({ state: M.stateInvalid });
    const withdrawn = await request(app)
      .post(`/api/partner/damage-claims/${claim.id}/withdraw`)
      .set(await o.partner())
      .expect(200);
    expect(withdrawn.body.state).toBe('withdrawn');
  });

  it('refuses a claim against an order that paid nothing: there is no card to charge', async () => {
    const o = await endedOrder({ priceMinor: 0 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(order).toMatchObject({ status: 'paid', totalMinor: 0 });
    const state = await request(app)
      .get(`/api/partner/orders/${o.orderId}/damage-claims`)
      .set(await o.partner())
      .expect(200);
    expect(state.body).toMatchObject({ canFile: false, reason: M.freeOrder, maxAmount: null });
    const res = await file(o, { amount: 10, description: DESCRIPTION });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(M.freeOrder);
    expect(await t.db.select().from(damageClaims).where(eq(damageClaims.orderId, o.orderId))).toEqual([]);
    expect(gateway.savedChargeCalls).toEqual([]);
  });

  it('names a missing photo, a photo over 5 MB and a photo the caller may not open', async () => {
    const o = await endedOrder();
    const partner = await o.partner();
    const photosOf = (partnerId: number) =>
      t.db.select().from(damageClaimPhotos).where(eq(damageClaimPhotos.partnerId, partnerId));
    const before = await photosOf(o.partnerId);

    const none = await request(app).post('/api/partner/damage-claims/photos').set(partner).field('note', 'no photo');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(M.photoMissing);
    expect(none.body.fields).toEqual({ photo: M.photoMissing });

    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.image.maxBytes)]);
    const tooLarge = await request(app)
      .post('/api/partner/damage-claims/photos')
      .set(partner)
      .attach('photo', big, { filename: 'big.png', contentType: 'image/png' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe(M.photoTooLarge);
    expect(await photosOf(o.partnerId)).toEqual(before);

    const unknown = await request(app)
      .get('/api/damage-claim-photos/00000000-0000-4000-8000-000000000000')
      .set(partner);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(M.photoNotFound);
    // Another partner's photo, not yet in a claim, answers as an unknown one and stays theirs.
    const other = await createPartnerUser(t.db);
    const theirs = await request(app)
      .post('/api/partner/damage-claims/photos')
      .set(await bearerFor(app, other.email))
      .attach('photo', PNG, { filename: 'theirs.png', contentType: 'image/png' })
      .expect(201);
    const foreign = await request(app).get(theirs.body.url).set(partner);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(M.photoNotFound);
    expect(await photosOf(other.partnerId)).toEqual([
      expect.objectContaining({ fileId: theirs.body.id, claimId: null }),
    ]);
  });

  it('tells the partner’s listening endpoint of the buyer’s answer (damage-claim.answered), in its transaction', async () => {
    const o = await endedOrder();
    await t.db.insert(webhookEndpoints).values({
      partnerId: o.partnerId,
      url: 'https://hooks.example.com/pavilion',
      eventTypes: ['damage-claim.answered'],
      secret: 'whsec_dGVzdC1zZWNyZXQtb2YtdGhpcnR5LXR3by1ieXRlcyE=',
    });
    const claim = await filed(o, 60);
    await answer(o, claim.id, { agree: false, comment: 'It was cracked before.' }).then((r) =>
      expect(r.status).toBe(200),
    );
    const told = await t.db.select().from(webhookMessages).where(eq(webhookMessages.partnerId, o.partnerId));
    expect(told.map((m) => m.payload)).toEqual([
      {
        type: 'damage-claim.answered',
        timestamp: expect.any(String),
        data: {
          id: claim.id,
          orderId: o.orderId,
          status: 'disputed',
          buyerAgreed: false,
          buyerComment: 'It was cracked before.',
          currency: 'USD',
          amount: 60,
          answeredAt: expect.any(String),
        },
      },
    ]);
  });

  it('names a decision reason over 1,000 characters, and the claim stays disputed and uncharged', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 60);
    await answer(o, claim.id, { agree: false }).then((r) => expect(r.status).toBe(200));
    const res = await request(app)
      .post(`/api/admin/damage-claims/${claim.id}/decision`)
      .set(await admin())
      .send({ decision: 'uphold', reason: 'x'.repeat(DAMAGE_CLAIM_REASON_MAX + 1) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ reason: M.reasonLong });
    expect(await claimRow(claim.id)).toMatchObject({ status: 'disputed', chargeAmountMinor: null });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'damage-claim'), eq(auditLog.entityId, claim.id))),
    ).toEqual([]);
    expect(gateway.savedChargeCalls).toEqual([]);
    expect(await damageLines(claim.id)).toEqual([]);
  });

  it('says nothing is left to claim once the charges reach the event’s damage policy', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 125);
    expect((await answer(o, claim.id, { agree: true })).body.state).toBe('charged');
    const state = await request(app)
      .get(`/api/partner/orders/${o.orderId}/damage-claims`)
      .set(await o.partner())
      .expect(200);
    expect(state.body).toMatchObject({ canFile: false, reason: M.nothingLeft, maxAmount: null });
    const again = await file(o, { amount: 1, description: DESCRIPTION });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.nothingLeft);
  });
});

describe('consent to keep the card', () => {
  it('is stored with the order when the event has a damage policy and the box is ticked, never otherwise', async () => {
    const ticked = await endedOrder();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, ticked.orderId));
    expect(row.damageConsentAt).not.toBeNull();
    const read = await request(app)
      .get(`/api/orders/${ticked.orderId}/`)
      .set(await ticked.buyer())
      .expect(200);
    expect(ZOrder.parse(read.body).damageConsentAt).toBe(row.damageConsentAt!.toISOString());
    const unticked = await endedOrder({ consent: false });
    const noPolicy = await endedOrder({ policyMinor: null, consent: true });
    for (const o of [unticked, noPolicy]) {
      const [other] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
      expect(other.damageConsentAt).toBeNull();
    }
    // Only what was stored already: the brand, the last 4 and the gateway's reference, never the number or CVV.
    const card = await request(app)
      .get(`/api/orders/${ticked.orderId}/`)
      .set(await ticked.buyer())
      .expect(200);
    expect(JSON.stringify(card.body)).not.toContain('4242424242424242');
  });

  it('without consent, agreeing charges nothing: the buyer is sent the payment link and the claim is charged when they pay', async () => {
    const o = await endedOrder({ consent: false });
    const claim = await filed(o, 60);
    const res = await answer(o, claim.id, { agree: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'agreed', paidWith: 'payment_link', chargedAt: null, chargeAmount: 60 });
    t.clock.advance(10 * 60_000);
    expect(await sender().sendDue()).toBe(0);
    expect(gateway.savedChargeCalls).toEqual([]);
    expect(await damageLines(claim.id)).toEqual([]);
    expect(await templatesTo(o.buyerEmail)).toContain(DAMAGE_TEMPLATES.paymentRequested);
    const paid = await payLink(o, claim.id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ state: 'charged', paidWith: 'payment_link' });
    expect(gateway.savedChargeCalls).toEqual([]);
    expect(byAccount(await damageLines(claim.id))).toEqual({ gateway: 6000, partner_payable: -6000 });
  });

  it('a claim filed but not yet agreed cannot be paid through the link', async () => {
    const o = await endedOrder({ consent: false });
    const claim = await filed(o, 20);
    const res = await payLink(o, claim.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(M.notWaitingForPayment);
    expect(gateway.calls.filter((key) => key.startsWith(claim.id))).toEqual([]);
  });
});

describe('the buyer agrees', () => {
  it('with consent, charges the card the order was paid with, under the claim’s id, with balanced ledger lines to the partner', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 80);
    const balance = await balanceOf(o.partnerId);
    const res = await answer(o, claim.id, { agree: true, comment: 'Sorry about the screen.' });
    expect(res.status).toBe(200);
    expect(ZDamageClaim.parse(res.body)).toMatchObject({
      state: 'charged',
      chargeAmount: 80,
      chargedAt: t.clock.now.toISOString(),
      answer: { agree: true, comment: 'Sorry about the screen.' },
    });
    expect(gateway.savedChargeCalls).toEqual([
      expect.objectContaining({ idempotencyKey: claim.id, amountMinor: 8000, currency: 'USD' }),
    ]);
    expect(byAccount(await damageLines(claim.id))).toEqual({ gateway: 8000, partner_payable: -8000 });
    expect(await balanceOf(o.partnerId)).toBe(balance + 8000);
    expect(await templatesTo(o.partnerEmail)).toContain(DAMAGE_TEMPLATES.answered);
    expect(await templatesTo(o.buyerEmail)).toEqual(
      expect.arrayContaining([DAMAGE_TEMPLATES.filed, DAMAGE_TEMPLATES.charged]),
    );
    // Answering again, or withdrawing a charged claim, is refused.
    expect((await answer(o, claim.id, { agree: false })).status).toBe(409);
    const withdraw = await request(app)
      .post(`/api/partner/damage-claims/${claim.id}/withdraw`)
      .set(await o.partner())
      .expect(409);
    expect(withdraw.body.error).toBe(M.notOpen);
    // Another buyer's claim answers 404.
    const other = await endedOrder();
    const theirs = await filed(other);
    const foreign = await request(app)
      .post(`/api/orders/${other.orderId}/damage-claims/${theirs.id}/response`)
      .set(await o.buyer())
      .send({ agree: true });
    expect(foreign.status).toBe(404);

    // A charged claim settles the order: another may be filed, for what is left under the event's policy.
    const state = await request(app)
      .get(`/api/partner/orders/${o.orderId}/damage-claims`)
      .set(await o.partner())
      .expect(200);
    expect(state.body).toMatchObject({ canFile: true, maxAmount: 45 });
  });

  it('a refused charge stays charge failed and is retried once, with the same key, and never charged twice', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 60);
    gateway.failSavedCharges = 1;
    const res = await answer(o, claim.id, { agree: true });
    expect(res.body).toMatchObject({ state: 'charge_failed', chargedAt: null, nextAttemptAt: expect.any(String) });
    expect((await claimRow(claim.id)).failureMessage).toBe('Declined by the test gateway');
    expect(await damageLines(claim.id)).toEqual([]);
    const order = await request(app)
      .get(`/api/orders/${o.orderId}`)
      .set(await o.buyer())
      .expect(200);
    expect(order.body.damageClaims[0].state).toBe('charge_failed');

    // Not yet due: nothing is sent.
    expect(await sender().sendDue()).toBe(0);
    t.clock.advance(31_000);
    const taken = gateway.inner.savedCharges.count;
    // Two workers at once: one claims it.
    const sent = await Promise.all([sender().sendDue(), sender().sendDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await claimRow(claim.id)).toMatchObject({ status: 'charged', attempts: 2 });
    expect(gateway.savedChargeCalls.map((c) => c.idempotencyKey)).toEqual([claim.id, claim.id]);
    expect(gateway.inner.savedCharges.count).toBe(taken + 1);
    // Sending it again charges nothing and writes nothing.
    await sender().send(claim.id);
    t.clock.advance(3_600_000);
    expect(await sender().sendDue()).toBe(0);
    expect(gateway.inner.savedCharges.count).toBe(taken + 1);
    expect(await damageLines(claim.id)).toHaveLength(2);
    expect((await outboxTo(t, o.buyerEmail)).filter((m) => m.template === DAMAGE_TEMPLATES.charged)).toHaveLength(1);
  });

  it('charged by the gateway but the answer lost: retried under its key, taken and written once', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 30);
    const lossy = new DamageClaims(
      {
        db: t.db,
        gateway: {
          name: 'simulated',
          charge: (r) => gateway.charge(r),
          refund: (r) => gateway.refund(r),
          chargeSavedCard: async (r) => {
            await gateway.inner.chargeSavedCard(r);
            throw new Error('socket hang up');
          },
        },
        now: () => t.clock.now,
        logger: createLogger('silent'),
        config: t.config,
      },
      { kind: 'attendee', personId: (await t.db.select().from(orders).where(eq(orders.id, o.orderId)))[0].personId },
    );
    const taken = gateway.inner.savedCharges.count;
    const answered = await lossy.respond(o.orderId, claim.id, { agree: true, comment: null });
    expect(answered.state).toBe('charge_failed');
    expect(gateway.inner.savedCharges.count).toBe(taken + 1);
    t.clock.advance(31_000);
    expect(await sender().sendDue()).toBe(1);
    expect(await claimRow(claim.id)).toMatchObject({ status: 'charged' });
    expect(gateway.inner.savedCharges.count).toBe(taken + 1);
    expect(byAccount(await damageLines(claim.id))).toEqual({ gateway: 3000, partner_payable: -3000 });
  });

  it('the simulated gateway’s test card 4000 0000 0000 0341 refuses the first attempt; the worker takes it once', async () => {
    const o = await endedOrder({ card: '4000000000000341' });
    const claim = await filed(o, 25);
    const res = await answer(o, claim.id, { agree: true });
    expect(res.body.state).toBe('charge_failed');
    t.clock.advance(31_000);
    const worker = await runBackgroundWork(
      t,
      [damageClaimWorkerFactory],
      workerDepsFor(t, { config: { ...t.config, damageClaimPollMs: 50 }, paymentGateway: gateway }),
    );
    try {
      const { status } = await readUntil(
        () => claimRow(claim.id),
        (row) => row.status === 'charged',
      );
      expect(status).toBe('charged');
    } finally {
      await worker.stop();
    }
    expect(gateway.savedChargeCalls.map((c) => c.idempotencyKey)).toEqual([claim.id, claim.id]);
  });
});

describe('a disputed claim', () => {
  it('waits for support, who upholds it for less: audited, both told, nothing charged until the buyer pays the link', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 100);
    const res = await answer(o, claim.id, { agree: false, comment: 'The screen was already cracked.' });
    expect(res.body).toMatchObject({
      state: 'disputed',
      answer: { agree: false, comment: 'The screen was already cracked.' },
    });
    expect(gateway.savedChargeCalls).toEqual([]);

    const waiting = await request(app)
      .get('/api/admin/damage-claims')
      .set(await admin())
      .expect(200);
    expect(waiting.body.items.map((c: { id: string }) => c.id)).toContain(claim.id);
    expect(waiting.body.items.every((c: { state: string }) => c.state === 'disputed')).toBe(true);
    const charged = await request(app)
      .get('/api/admin/damage-claims?state=charged')
      .set(await admin())
      .expect(200);
    expect(charged.body.items.map((c: { id: string }) => c.id)).not.toContain(claim.id);
    await request(app)
      .get('/api/admin/damage-claims?state=nope')
      .set(await admin())
      .expect(400);
    await request(app)
      .get('/api/admin/damage-claims')
      .set(await o.partner())
      .expect(403);

    const tooMuch = await request(app)
      .post(`/api/admin/damage-claims/${claim.id}/decision`)
      .set(await admin())
      .send({ decision: 'uphold', amount: 150, reason: 'The photos show fresh damage.' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.fields).toEqual({ amount: M.upheldTooHigh({ claimed: '$100.00' }) });
    const noReason = await request(app)
      .post(`/api/admin/damage-claims/${claim.id}/decision`)
      .set(await admin())
      .send({ decision: 'uphold' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: M.reasonRequired });

    const decided = await request(app)
      .post(`/api/admin/damage-claims/${claim.id}/decision`)
      .set(await admin())
      .send({ decision: 'uphold', amount: '70', reason: 'The photos show fresh damage to part of the screen.' })
      .expect(200);
    expect(decided.body).toMatchObject({
      state: 'upheld',
      chargeAmount: 70,
      paidWith: 'payment_link',
      chargedAt: null,
      decision: { outcome: 'upheld', amount: 70, reason: 'The photos show fresh damage to part of the screen.' },
    });
    // The buyer consented to keep the card, but did not agree to this claim: nothing is charged, by the
    // decision or by the worker, until they pay the link.
    expect(gateway.savedChargeCalls).toEqual([]);
    t.clock.advance(10 * 60_000);
    expect(await sender().sendDue()).toBe(0);
    expect(gateway.savedChargeCalls).toEqual([]);
    expect(await damageLines(claim.id)).toEqual([]);
    expect(await templatesTo(o.buyerEmail)).toEqual(
      expect.arrayContaining([DAMAGE_TEMPLATES.decidedBuyer, DAMAGE_TEMPLATES.paymentRequested]),
    );
    expect(await templatesTo(o.buyerEmail)).not.toContain(DAMAGE_TEMPLATES.charged);
    const [link] = (await outboxTo(t, o.buyerEmail)).filter((m) => m.template === DAMAGE_TEMPLATES.paymentRequested);
    expect(link.html).toContain(`/user/damage-payment/${o.orderId}/${claim.id}`);

    // A declined card: 402 in words, the claim keeps waiting, nothing written to the ledger.
    const declined = await payLink(o, claim.id, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe(M.paymentDeclined);
    expect((await claimRow(claim.id)).status).toBe('upheld');
    expect(await damageLines(claim.id)).toEqual([]);
    // Only the buyer of the order pays it.
    await request(app)
      .post(`/api/orders/${o.orderId}/damage-claims/${claim.id}/payment`)
      .set(await o.partner())
      .send(paymentForm(gb(), t.clock.now, TEST_CARDS.succeeds))
      .expect(403);
    const paid = await payLink(o, claim.id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ state: 'charged', chargeAmount: 70, paidWith: 'payment_link' });
    expect(byAccount(await damageLines(claim.id))).toEqual({ gateway: 7000, partner_payable: -7000 });
    expect(gateway.savedChargeCalls).toEqual([]);
    const twice = await payLink(o, claim.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(M.notWaitingForPayment);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'damage-claim'), eq(auditLog.entityId, claim.id)));
    expect(audit).toMatchObject({
      action: 'damage-claim.decided',
      summary: 'Upheld for $70.00 of $100.00: The photos show fresh damage to part of the screen.',
      before: { orderId: o.orderId, amountMinor: 10000, status: 'disputed', chargeAmountMinor: null },
      after: { orderId: o.orderId, amountMinor: 10000, status: 'upheld', chargeAmountMinor: 7000 },
    });
    expect(await templatesTo(o.partnerEmail)).toContain(DAMAGE_TEMPLATES.decidedPartner);
    expect(await templatesTo(o.buyerEmail)).toContain(DAMAGE_TEMPLATES.charged);
    // Deciding twice is refused.
    const again = await request(app)
      .post(`/api/admin/damage-claims/${claim.id}/decision`)
      .set(await admin())
      .send({ decision: 'reject', reason: 'Changed my mind entirely.' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.notDisputed);
  });

  it('rejected by support: nothing is charged, the rejection is audited', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 50);
    await answer(o, claim.id, { agree: false }).then((r) => expect(r.status).toBe(200));
    const decided = await request(app)
      .post(`/api/admin/damage-claims/${claim.id}/decision`)
      .set(await admin())
      .send({ decision: 'reject', amount: 20, reason: 'No evidence of damage in the photos.' })
      .expect(200);
    expect(decided.body).toMatchObject({
      state: 'rejected',
      chargeAmount: null,
      decision: { outcome: 'rejected', amount: null },
    });
    expect(gateway.savedChargeCalls).toEqual([]);
    expect(await damageLines(claim.id)).toEqual([]);
    const log = await request(app)
      .get(`/api/admin/audit-log?entityType=damage-claim&entityId=${claim.id}`)
      .set(await admin())
      .expect(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        action: 'damage-claim.decided',
        summary: expect.stringMatching(/^Rejected \(\$50\.00 claimed\)/),
      }),
    ]);
    const read = await request(app)
      .get(`/api/admin/damage-claims/${claim.id}`)
      .set(await admin())
      .expect(200);
    expect(read.body.state).toBe('rejected');
  });

  it('a claim the buyer leaves unanswered for 14 days goes to support as disputed', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 40);
    expect(await sender().escalateUnanswered()).toBe(0);
    t.clock.advance(14 * DAY + 1_000);
    const late = await answer(o, claim.id, { agree: true });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(M.notWaitingForBuyer);
    // Claims of the tests before, filed and never answered, go too.
    expect(await sender().escalateUnanswered()).toBeGreaterThanOrEqual(1);
    expect(await sender().escalateUnanswered()).toBe(0);
    const read = await request(app)
      .get(`/api/admin/damage-claims/${claim.id}`)
      .set(await admin())
      .expect(200);
    expect(read.body).toMatchObject({ state: 'disputed', answer: { agree: null, comment: null } });
    expect(await templatesTo(o.partnerEmail)).toContain(DAMAGE_TEMPLATES.answered);
  });
});

describe('withdrawing', () => {
  it('the partner withdraws a claim waiting for the buyer or for support; the buyer is told; then it may file again', async () => {
    const o = await endedOrder();
    const claim = await filed(o, 30);
    const partner = await o.partner();
    const res = await request(app).post(`/api/partner/damage-claims/${claim.id}/withdraw`).set(partner).expect(200);
    expect(res.body).toMatchObject({ state: 'withdrawn', withdrawnAt: t.clock.now.toISOString() });
    expect(await templatesTo(o.buyerEmail)).toContain(DAMAGE_TEMPLATES.withdrawn);
    await request(app).post(`/api/partner/damage-claims/${claim.id}/withdraw`).set(partner).expect(409);
    expect((await answer(o, claim.id, { agree: true })).status).toBe(409);

    const disputed = await filed(o, 30);
    await answer(o, disputed.id, { agree: false }).then((r) => expect(r.status).toBe(200));
    await request(app).post(`/api/partner/damage-claims/${disputed.id}/withdraw`).set(partner).expect(200);
    const decide = await request(app)
      .post(`/api/admin/damage-claims/${disputed.id}/decision`)
      .set(await admin())
      .send({ decision: 'uphold', reason: 'Too late: it was withdrawn.' });
    expect(decide.status).toBe(409);

    const list = await request(app).get('/api/partner/damage-claims?state=withdrawn').set(partner).expect(200);
    expect(list.body.items.map((c: { id: string }) => c.id).sort()).toEqual([claim.id, disputed.id].sort());
    expect(gateway.savedChargeCalls).toEqual([]);
  });
});

describe('the payout', () => {
  it('pays the partner the damage charge with the event’s net, on a statement line of its own', async () => {
    const o = await endedOrder({ endedAgoMs: 8 * DAY });
    const claim = await filed(o, 90);
    await answer(o, claim.id, { agree: true }).then((r) => expect(r.body.state).toBe('charged'));
    const run = new PayoutRun({ db: t.db, provider: new SimulatedPayoutProvider(), now: () => t.clock.now });
    expect(await run.scheduleFor(o.partnerId, 'USD', t.clock.now)).toBe(true);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.partnerId, o.partnerId));
    // The sale of $125.00 less the fee (5 % + 0.50 = $6.75), plus the damage charge of $90.00.
    expect(payout.amountMinor).toBe(12_500 - 675 + 9_000);
    const lines = await statementLines(t.db, payout.id, 'USD');
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['sales', 125],
      ['fees', -6.75],
      ['damage', 90],
    ]);
    expect(lines.find((l) => l.kind === 'damage')?.description).toMatch(/^Damage charges: /);
    const included = await t.db
      .select()
      .from(payoutLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, payoutLines.ledgerEntryId))
      .where(and(eq(payoutLines.payoutId, payout.id), eq(ledgerEntries.kind, 'damage_charge')));
    expect(included).toHaveLength(1);
  });
});

describe("support's queue of refunds not yet sent", () => {
  it('lists failed and requested refunds with the provider’s words, until they are sent', async () => {
    const o = await endedOrder();
    gateway.failRefunds = 1;
    await request(app)
      .post(`/api/partner/orders/${o.orderId}/refund`)
      .set(await o.partner())
      .send({ amount: 10, reason: 'Goodwill for the late start' })
      .expect(200);
    const waiting = await request(app)
      .get('/api/admin/refunds')
      .set(await admin())
      .expect(200);
    const mine = waiting.body.items.find((r: { orderId: string }) => r.orderId === o.orderId);
    expect(mine).toMatchObject({
      status: 'failed',
      amount: 10,
      requestedBy: 'partner',
      buyerEmail: o.buyerEmail,
      attempts: 1,
      failureMessage: 'Refused by the test gateway',
      nextAttemptAt: expect.any(String),
    });
    t.clock.advance(31_000);
    await new RefundSender({
      db: t.db,
      gateway,
      now: () => t.clock.now,
      logger: createLogger('silent'),
      config: t.config,
    }).sendDue();
    const after = await request(app)
      .get('/api/admin/refunds')
      .set(await admin())
      .expect(200);
    expect(after.body.items.map((r: { orderId: string }) => r.orderId)).not.toContain(o.orderId);
    const refunded = await request(app)
      .get('/api/admin/refunds?status=refunded')
      .set(await admin())
      .expect(200);
    expect(refunded.body.items.find((r: { orderId: string }) => r.orderId === o.orderId)).toMatchObject({
      status: 'refunded',
      failureMessage: null,
    });
    await request(app)
      .get('/api/admin/refunds')
      .set(await o.partner())
      .expect(403);
  });
});
