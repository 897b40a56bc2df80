import request from 'supertest';
import { and, eq, isNull } from 'drizzle-orm';
import { PROMO_MESSAGES as M, ZOrder, ZPromoCode, ZPromoCodeCheck } from '@pavilion/domain';
import {
  cancellationPolicies,
  cancellationPolicyPeriods,
  events,
  ledgerEntries,
  orders,
  platformFeeRates,
  promoCodes,
  tickets,
  ticketTypes,
} from '../../db/schema';
import { bearerFor, createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { outboxTo } from '@pavilion/api-testing/mail';
import {
  attendeeTicket,
  checkoutSteps,
  countryId,
  createSaleEvent,
  type TicketTypeSpec,
} from '@pavilion/api-testing/checkout';
import { checkLedger } from '../ledger';
import { expireDueOrders } from '../orders';

// Many orders from one address in a few seconds: the checkout's rate limits are not what is tested here.
const t = useTestContext({ CHECKOUT_RATE_LIMITS: 'false' });
let gb: number;
beforeAll(async () => {
  gb = await countryId(t.db, 'GB');
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { buyer, pay } = checkoutSteps(() => ({ t, app: t.app, gb }));

/** An event on sale (Standard 125.00, VIP 400.00 unless given), with its partner's Bearer header. */
async function partnerEvent(
  types: TicketTypeSpec[] = [
    { name: 'Standard', priceMinor: 12_500 },
    { name: 'VIP', priceMinor: 40_000 },
  ],
) {
  const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: types });
  return { ...sale, auth: await bearerFor(t.app, sale.partnerEmail) };
}

type Sale = Awaited<ReturnType<typeof partnerEvent>>;

async function createCode(sale: Sale, body: Record<string, unknown>) {
  const res = await request(t.app).post(`/api/partner/events/${sale.eventId}/promo-codes`).set(sale.auth).send(body);
  expect(res.status).toBe(201);
  return ZPromoCode.parse(res.body);
}

const check = (auth: Record<string, string>, eventId: number, code: string, ticketTypeIds?: number[]) =>
  request(t.app)
    .get(`/api/events/${eventId}/promo-codes/${code}`)
    .query(ticketTypeIds ? { ticketTypeIds: ticketTypeIds.join(',') } : {})
    .set(auth);

const order = (auth: Record<string, string>, sale: Sale, typeIds: number[], promoCode?: string) =>
  request(t.app)
    .post('/api/orders/')
    .set(auth)
    .send({ eventId: sale.eventId, tickets: typeIds.map((id) => attendeeTicket(id)), promoCode });

const usedOf = async (id: number) => (await t.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0].used;

describe("the partner's promo codes", () => {
  it('creates, lists, changes and deactivates the codes of its event, amounts in major units', async () => {
    const sale = await partnerEvent();
    const created = await createCode(sale, {
      code: 'earlyBird',
      kind: 'percentage',
      value: 15,
      ticketTypeIds: [sale.ticketTypeIds[0]],
      usageLimit: 50,
    });
    expect(created).toMatchObject({
      code: 'EARLYBIRD',
      kind: 'percentage',
      value: 15,
      currency: 'USD',
      ticketTypeIds: [sale.ticketTypeIds[0]],
      usageLimit: 50,
      used: 0,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    const fixed = await createCode(sale, { code: 'TAKE25', kind: 'fixed', value: 25.5 });
    expect(fixed).toMatchObject({ kind: 'fixed', value: 25.5, ticketTypeIds: [] });
    const [stored] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, fixed.id));
    expect(stored.amountOffMinor).toBe(2550);

    const list = await request(t.app).get(`/api/partner/events/${sale.eventId}/promo-codes`).set(sale.auth).expect(200);
    expect(list.body.items.map((c: { code: string }) => c.code)).toEqual(['TAKE25', 'EARLYBIRD']);

    const changed = await request(t.app)
      .patch(`/api/partner/events/${sale.eventId}/promo-codes/${created.id}`)
      .set(sale.auth)
      .send({ value: 20, endsAt: new Date(t.clock.now.getTime() + 10 * DAY).toISOString() })
      .expect(200);
    expect(changed.body).toMatchObject({ value: 20, kind: 'percentage', usageLimit: 50 });

    const off = await request(t.app)
      .delete(`/api/partner/events/${sale.eventId}/promo-codes/${created.id}`)
      .set(sale.auth)
      .expect(200);
    expect(off.body.active).toBe(false);
    const b = await buyer();
    const refused = await check(b.auth, sale.eventId, 'earlybird').expect(409);
    expect(refused.body).toMatchObject({ error: M.inactive({ code: 'EARLYBIRD' }), reason: 'inactive' });
    await request(t.app)
      .patch(`/api/partner/events/${sale.eventId}/promo-codes/${created.id}`)
      .set(sale.auth)
      .send({ active: true })
      .expect(200);
    await check(b.auth, sale.eventId, 'EarlyBird').expect(200);
  });

  it('lists the codes a page at a time, newest first or by code, and finds the ones that contain a text', async () => {
    const sale = await partnerEvent();
    for (const code of ['SPRING10', 'summer20', 'AUTUMN30'])
      await createCode(sale, { code, kind: 'percentage', value: 10 });
    const base = `/api/partner/events/${sale.eventId}/promo-codes`;
    const codesOf = (body: { items: Array<{ code: string }> }) => body.items.map((c) => c.code);

    const first = await request(t.app).get(`${base}?pageSize=2`).set(sale.auth).expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(codesOf(first.body)).toEqual(['AUTUMN30', 'SUMMER20']);
    const second = await request(t.app).get(`${base}?pageSize=2&page=2`).set(sale.auth).expect(200);
    expect(codesOf(second.body)).toEqual(['SPRING10']);

    const byCode = await request(t.app).get(`${base}?sort=code&direction=asc`).set(sale.auth).expect(200);
    expect(codesOf(byCode.body)).toEqual(['AUTUMN30', 'SPRING10', 'SUMMER20']);
    const found = await request(t.app).get(`${base}?q=mmer`).set(sale.auth).expect(200);
    expect(found.body).toMatchObject({ total: 1 });
    expect(codesOf(found.body)).toEqual(['SUMMER20']);
    // A % in the search is a character, not a wildcard.
    expect((await request(t.app).get(`${base}?q=%25`).set(sale.auth).expect(200)).body.total).toBe(0);

    const bad = await request(t.app).get(`${base}?sort=value&pageSize=0`).set(sale.auth).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['pageSize', 'sort']);
  });

  it('refuses a second code of the same text in any case (409), per event', async () => {
    const sale = await partnerEvent();
    await createCode(sale, { code: 'SUMMER', kind: 'percentage', value: 10 });
    const dup = await request(t.app)
      .post(`/api/partner/events/${sale.eventId}/promo-codes`)
      .set(sale.auth)
      .send({ code: 'summer', kind: 'fixed', value: 5 })
      .expect(409);
    expect(dup.body.error).toBe(M.duplicate({ code: 'SUMMER' }));
    expect(dup.body.fields).toEqual({ code: M.duplicate({ code: 'SUMMER' }) });
    // Another event may have it.
    await createCode(await partnerEvent(), { code: 'summer', kind: 'percentage', value: 10 });
  });

  it('names what is expected for every bad field', async () => {
    const sale = await partnerEvent();
    const other = await partnerEvent();
    const post = (body: Record<string, unknown>) =>
      request(t.app).post(`/api/partner/events/${sale.eventId}/promo-codes`).set(sale.auth).send(body).expect(400);
    expect((await post({ code: 'x', kind: 'percentage', value: 10 })).body.fields).toEqual({ code: M.codeFormat });
    expect((await post({ code: 'HALF', kind: 'percentage', value: 150 })).body.fields).toEqual({
      value: M.percentRange,
    });
    expect((await post({ code: 'HALF', kind: 'percentage', value: 12.5 })).body.fields).toEqual({
      value: M.percentRange,
    });
    expect((await post({ code: 'NONE', kind: 'fixed', value: 0 })).body.fields).toEqual({ value: M.amountRange });
    expect((await post({ code: 'NONE', kind: 'half', value: 5 })).body.fields).toEqual({ kind: M.kindInvalid });
    expect((await post({ code: 'LIMIT', kind: 'fixed', value: 5, usageLimit: 0 })).body.fields).toEqual({
      usageLimit: M.usageLimitInvalid,
    });
    const start = new Date(t.clock.now.getTime() + DAY).toISOString();
    expect(
      (await post({ code: 'WINDOW', kind: 'fixed', value: 5, startsAt: start, endsAt: start })).body.fields,
    ).toEqual({ endsAt: M.endBeforeStart });
    const foreign = await post({ code: 'OTHER', kind: 'fixed', value: 5, ticketTypeIds: [other.ticketTypeIds[0]] });
    expect(foreign.body.fields).toEqual({ ticketTypeIds: M.ticketTypeNotInEvent });
  });

  it('names a missing value and an active that is not true or false, and writes nothing', async () => {
    const sale = await partnerEvent();
    const base = `/api/partner/events/${sale.eventId}/promo-codes`;
    const post = (body: Record<string, unknown>) => request(t.app).post(base).set(sale.auth).send(body).expect(400);
    expect((await post({ code: 'NOVALUE', kind: 'percentage' })).body.fields).toEqual({ value: M.valueRequired });
    expect((await post({ code: 'TEXTVALUE', kind: 'fixed', value: '10' })).body.fields).toEqual({
      value: M.valueRequired,
    });
    expect((await post({ code: 'MAYBE', kind: 'percentage', value: 10, active: 'yes' })).body.fields).toEqual({
      active: M.activeInvalid,
    });
    expect(await t.db.select().from(promoCodes).where(eq(promoCodes.eventId, sale.eventId))).toEqual([]);

    const code = await createCode(sale, { code: 'KEEP', kind: 'percentage', value: 10 });
    const [before] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    const patch = (body: Record<string, unknown>) =>
      request(t.app).patch(`${base}/${code.id}`).set(sale.auth).send(body).expect(400);
    expect((await patch({ active: 'no' })).body.fields).toEqual({ active: M.activeInvalid });
    expect((await patch({ value: null })).body.fields).toEqual({ value: M.valueRequired });
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id)))[0]).toEqual(before);
  });

  it('creates a fixed code on an event with no ticket types yet, in the currency chosen for the event', async () => {
    const sale = await partnerEvent();
    await t.db.delete(ticketTypes).where(eq(ticketTypes.eventId, sale.eventId));
    await t.db.update(events).set({ ticketCurrency: 'EUR' }).where(eq(events.id, sale.eventId));
    const code = await createCode(sale, { code: 'EARLY5', kind: 'fixed', value: 5 });
    expect(code).toMatchObject({ kind: 'fixed', value: 5, currency: 'EUR', ticketTypeIds: [] });
  });

  it("refuses a fixed amount finer than the event's currency, 0.004 included, in words, and writes nothing", async () => {
    const cents = 'Enter an amount in whole cents (USD has at most 2 decimals)';
    const sale = await partnerEvent();
    const base = `/api/partner/events/${sale.eventId}/promo-codes`;
    const post = (body: Record<string, unknown>) => request(t.app).post(base).set(sale.auth).send(body);
    // 0.004 would round to nothing, which the database refuses: a 500 before.
    const tiny = await post({ code: 'TINY', kind: 'fixed', value: 0.004 }).expect(400);
    expect(tiny.body).toMatchObject({ code: 'VALIDATION', error: cents, fields: { value: cents } });
    // 10.005 would have been stored as 10.01.
    expect((await post({ code: 'ODD', kind: 'fixed', value: 10.005 }).expect(400)).body.fields).toEqual({
      value: cents,
    });
    expect(await t.db.select().from(promoCodes).where(eq(promoCodes.eventId, sale.eventId))).toEqual([]);

    const code = await createCode(sale, { code: 'TEN', kind: 'percentage', value: 10 });
    const [before] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    const patch = (body: Record<string, unknown>) =>
      request(t.app).patch(`${base}/${code.id}`).set(sale.auth).send(body).expect(400);
    expect((await patch({ kind: 'fixed', value: 0.004 })).body.fields).toEqual({ value: cents });
    const fixed = await createCode(sale, { code: 'FIVE', kind: 'fixed', value: 5.25 });
    expect(fixed).toMatchObject({ value: 5.25, currency: 'USD' });
    await request(t.app).patch(`${base}/${fixed.id}`).set(sale.auth).send({ value: 5.255 }).expect(400);
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id)))[0]).toEqual(before);
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, fixed.id)))[0].amountOffMinor).toBe(525);
  });

  it('takes whole yen only for an event priced in JPY', async () => {
    const yen = 'Enter an amount in whole yen (JPY has no decimals)';
    const sale = await partnerEvent([{ name: 'Standard', priceMinor: 15_000, currency: 'JPY' }]);
    await t.db.update(events).set({ ticketCurrency: 'JPY' }).where(eq(events.id, sale.eventId));
    const post = (body: Record<string, unknown>) =>
      request(t.app).post(`/api/partner/events/${sale.eventId}/promo-codes`).set(sale.auth).send(body);
    for (const value of [1500.5, 0.4]) {
      expect((await post({ code: 'HALFYEN', kind: 'fixed', value }).expect(400)).body.fields).toEqual({ value: yen });
    }
    expect(await t.db.select().from(promoCodes).where(eq(promoCodes.eventId, sale.eventId))).toEqual([]);
    const code = await createCode(sale, { code: 'YEN1500', kind: 'fixed', value: 1500 });
    expect(code).toMatchObject({ value: 1500, currency: 'JPY' });
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id)))[0].amountOffMinor).toBe(1500);
  });

  it("answers 404 for another partner's event or code, and never changes them", async () => {
    const sale = await partnerEvent();
    const code = await createCode(sale, { code: 'MINE', kind: 'percentage', value: 10 });
    const stranger = await createPartnerUser(t.db);
    const auth = await bearerFor(t.app, stranger.email);
    const base = `/api/partner/events/${sale.eventId}/promo-codes`;
    await request(t.app).get(base).set(auth).expect(404);
    await request(t.app).post(base).set(auth).send({ code: 'THEIRS', kind: 'percentage', value: 10 }).expect(404);
    await request(t.app).patch(`${base}/${code.id}`).set(auth).send({ value: 90 }).expect(404);
    await request(t.app).delete(`${base}/${code.id}`).set(auth).expect(404);
    // The code of one event is not reachable through another event of the same partner either.
    const mineToo = await createSaleEvent(t.db, t.clock.now);
    await t.db.update(events).set({ partnerId: sale.partnerId }).where(eq(events.id, mineToo.eventId));
    const elsewhere = await request(t.app)
      .patch(`/api/partner/events/${mineToo.eventId}/promo-codes/${code.id}`)
      .set(sale.auth)
      .send({ value: 90 })
      .expect(404);
    expect(elsewhere.body.error).toBe(M.promoCodeNotFound);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row).toMatchObject({ percentOff: 10, active: true });
  });
});

describe("the buyer's check at checkout", () => {
  it('answers the discount per ticket type: a percentage, or a fixed amount capped at the price', async () => {
    const sale = await partnerEvent([
      { name: 'Standard', priceMinor: 12_500 },
      { name: 'Student', priceMinor: 1_999 },
    ]);
    await createCode(sale, { code: 'TENOFF', kind: 'percentage', value: 10 });
    await createCode(sale, { code: 'FIFTY', kind: 'fixed', value: 50 });
    const b = await buyer();
    const pct = ZPromoCodeCheck.parse((await check(b.auth, sale.eventId, 'tenoff').expect(200)).body);
    expect(pct).toEqual({
      code: 'TENOFF',
      kind: 'percentage',
      value: 10,
      currency: 'USD',
      ticketTypes: [
        { ticketTypeId: sale.ticketTypeIds[0], price: 125, discount: 12.5 },
        { ticketTypeId: sale.ticketTypeIds[1], price: 19.99, discount: 2 },
      ],
    });
    const fixed = (await check(b.auth, sale.eventId, 'Fifty').expect(200)).body;
    expect(fixed.ticketTypes).toEqual([
      { ticketTypeId: sale.ticketTypeIds[0], price: 125, discount: 50 },
      { ticketTypeId: sale.ticketTypeIds[1], price: 19.99, discount: 19.99 },
    ]);
  });

  it('applies only to the chosen ticket types, and says so for others', async () => {
    const sale = await partnerEvent();
    const [standard, vip] = sale.ticketTypeIds;
    await createCode(sale, { code: 'VIPONLY', kind: 'percentage', value: 25, ticketTypeIds: [vip] });
    const b = await buyer();
    const all = (await check(b.auth, sale.eventId, 'VIPONLY').expect(200)).body;
    expect(all.ticketTypes).toEqual([{ ticketTypeId: vip, price: 400, discount: 100 }]);
    const refused = await check(b.auth, sale.eventId, 'VIPONLY', [standard]).expect(409);
    expect(refused.body).toMatchObject({
      error: M.notForTicketTypes({ code: 'VIPONLY' }),
      reason: 'notForTicketTypes',
    });
    const ordered = await order(b.auth, sale, [standard], 'viponly').expect(409);
    expect(ordered.body).toMatchObject({
      error: M.notForTicketTypes({ code: 'VIPONLY' }),
      fields: { promoCode: M.notForTicketTypes({ code: 'VIPONLY' }) },
    });
  });

  it('refuses an unknown code (404), one not valid yet and an expired one (409), each in words', async () => {
    const sale = await partnerEvent();
    const now = t.clock.now.getTime();
    await createCode(sale, {
      code: 'LATER',
      kind: 'percentage',
      value: 10,
      startsAt: new Date(now + DAY).toISOString(),
    });
    await createCode(sale, {
      code: 'GONE',
      kind: 'percentage',
      value: 10,
      startsAt: new Date(now - 2 * DAY).toISOString(),
      endsAt: new Date(now - DAY).toISOString(),
    });
    const b = await buyer();
    expect((await check(b.auth, sale.eventId, 'NOPE').expect(404)).body).toMatchObject({
      error: M.unknown({ code: 'NOPE' }),
      reason: 'unknown',
    });
    expect((await check(b.auth, sale.eventId, 'later').expect(409)).body).toMatchObject({
      error: M.notYetValid({ code: 'LATER' }),
      reason: 'notYetValid',
    });
    expect((await check(b.auth, sale.eventId, 'gone').expect(409)).body).toMatchObject({
      error: M.expired({ code: 'GONE' }),
      reason: 'expired',
    });
    // The order is checked again on the server, whatever the page said.
    const [standard] = sale.ticketTypeIds;
    expect((await order(b.auth, sale, [standard], 'later').expect(409)).body.error).toBe(
      M.notYetValid({ code: 'LATER' }),
    );
    expect((await order(b.auth, sale, [standard], 'gone').expect(409)).body.error).toBe(M.expired({ code: 'GONE' }));
    expect((await order(b.auth, sale, [standard], 'nope').expect(404)).body.error).toBe(M.unknown({ code: 'NOPE' }));
    // Another event's code does not exist here.
    const other = await partnerEvent();
    await createCode(other, { code: 'ELSEWHERE', kind: 'percentage', value: 10 });
    await check(b.auth, sale.eventId, 'ELSEWHERE').expect(404);
  });

  it('names the expected format of a code and of the ticket types', async () => {
    const sale = await partnerEvent();
    const b = await buyer();
    expect((await check(b.auth, sale.eventId, 'a').expect(400)).body.fields).toEqual({ code: M.codeFormat });
    const bad = await request(t.app)
      .get(`/api/events/${sale.eventId}/promo-codes/GOOD1?ticketTypeIds=x`)
      .set(b.auth)
      .expect(400);
    expect(Object.values(bad.body.fields)).toEqual([M.ticketTypesInvalid]);
  });
});

describe('an order with a promo code', () => {
  it('pays the discounted total: the order, the receipt and the ledger (fee on what was paid) show it', async () => {
    const sale = await partnerEvent();
    const [standard, vip] = sale.ticketTypeIds;
    const code = await createCode(sale, {
      code: 'EARLYBIRD',
      kind: 'percentage',
      value: 15,
      ticketTypeIds: [standard],
    });
    const b = await buyer();
    const created = await order(b.auth, sale, [standard, standard, vip], 'earlybird').expect(201);
    // 2 x 125.00 less 15 % (18.75 each) + 400.00.
    expect(created.body).toMatchObject({
      total: 612.5,
      currency: 'USD',
      promoCode: { code: 'EARLYBIRD', discount: 37.5 },
    });
    expect(await usedOf(code.id)).toBe(1);

    const read = ZOrder.parse(
      (await request(t.app).get(`/api/orders/${created.body.id}`).set(b.auth).expect(200)).body,
    );
    expect(read.total).toBe(612.5);
    expect(read.promoCode).toEqual({ code: 'EARLYBIRD', discount: 37.5 });
    expect(read.tickets.map((x) => [x.ticketType.price.amount, x.discount])).toEqual([
      [125, 18.75],
      [125, 18.75],
      [400, 0],
    ]);

    expect((await pay(b.auth, created.body.id)).status).toBe(200);
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, created.body.id));
    const of = (account: string) => lines.find((l) => l.account === account)!.amountMinor;
    expect(of('gateway')).toBe(61_250);
    // The default fee (migration 0018) on each ticket's paid amount: 106.25, 106.25 and 400.00.
    const [rate] = await t.db.select().from(platformFeeRates).where(isNull(platformFeeRates.partnerId));
    const fee = (paid: number) =>
      Math.min(
        paid,
        Math.round((paid * rate.percentBasisPoints) / 10_000) + Math.round(Number(rate.fixedPerTicket) * 100),
      );
    expect(-of('platform_fees')).toBe(fee(10_625) * 2 + fee(40_000));
    expect((await checkLedger(t.db)).ok).toBe(true);

    const receipt = (await outboxTo(t, b.email)).find((m) => m.template === 'order-receipt')!;
    expect(receipt.text).toContain('Promo code EARLYBIRD: -$37.50');
    expect(receipt.text).toContain('Total: $612.50');
  });

  it('refunds a discounted ticket by what it paid, and the ledger check holds', async () => {
    const sale = await partnerEvent();
    const [standard] = sale.ticketTypeIds;
    await createCode(sale, { code: 'HALF', kind: 'percentage', value: 50 });
    const [policy] = await t.db
      .insert(cancellationPolicies)
      .values({ partnerId: sale.partnerId, name: 'Full' })
      .returning();
    await t.db.insert(cancellationPolicyPeriods).values({
      policyId: policy.id,
      percentageRefund: 100,
      startDaysBeforeEvent: 365,
      endDaysBeforeEvent: 0,
      position: 0,
    });
    await t.db.update(ticketTypes).set({ cancellationPolicyId: policy.id }).where(eq(ticketTypes.id, standard));
    const b = await buyer();
    const created = await order(b.auth, sale, [standard, standard], 'HALF').expect(201);
    expect(created.body.total).toBe(125);
    expect((await pay(b.auth, created.body.id)).status).toBe(200);
    const preview = await request(t.app)
      .get(`/api/orders/${created.body.id}/cancellation-preview`)
      .set(b.auth)
      .expect(200);
    expect(preview.body.tickets.map((x: { refundAmount: number }) => x.refundAmount)).toEqual([62.5, 62.5]);
    expect(preview.body.refundTotal).toBe(125);
    const cancelled = await request(t.app)
      .post(`/api/orders/${created.body.id}/cancel`)
      .set(b.auth)
      .send({ ticketIds: [preview.body.tickets[0].ticketId] })
      .expect(200);
    expect(cancelled.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([62.5]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('counts one use per order and refuses a used-up code in words', async () => {
    const sale = await partnerEvent();
    const [standard] = sale.ticketTypeIds;
    const code = await createCode(sale, { code: 'ONCE', kind: 'fixed', value: 10, usageLimit: 1 });
    const first = await buyer();
    await order(first.auth, sale, [standard, standard], 'once').expect(201);
    expect(await usedOf(code.id)).toBe(1);
    const second = await buyer();
    const refused = await order(second.auth, sale, [standard], 'ONCE').expect(409);
    expect(refused.body).toMatchObject({ error: M.usedUp({ code: 'ONCE' }), reason: 'usedUp' });
    expect((await check(second.auth, sale.eventId, 'once').expect(409)).body.error).toBe(M.usedUp({ code: 'ONCE' }));
    // The partner cannot lower the limit below the uses counted.
    const lower = await request(t.app)
      .patch(`/api/partner/events/${sale.eventId}/promo-codes/${code.id}`)
      .set(sale.auth)
      .send({ usageLimit: null, value: 5 })
      .expect(200);
    expect(lower.body).toMatchObject({ usageLimit: null, used: 1, value: 5 });
    const twice = await createCode(sale, { code: 'TWICE', kind: 'fixed', value: 10, usageLimit: 5 });
    await order((await buyer()).auth, sale, [standard], 'twice').expect(201);
    await order((await buyer()).auth, sale, [standard], 'twice').expect(201);
    const below = await request(t.app)
      .patch(`/api/partner/events/${sale.eventId}/promo-codes/${twice.id}`)
      .set(sale.auth)
      .send({ usageLimit: 1 })
      .expect(409);
    expect(below.body).toMatchObject({
      error: M.usageBelowUsed({ used: 2 }),
      fields: { usageLimit: M.usageBelowUsed({ used: 2 }) },
    });
    expect(await usedOf(twice.id)).toBe(2);
  });

  it('gives the use back when a held order expires', async () => {
    const sale = await partnerEvent();
    const [standard] = sale.ticketTypeIds;
    const code = await createCode(sale, { code: 'LASTONE', kind: 'percentage', value: 10, usageLimit: 1 });
    const first = await buyer();
    const held = await order(first.auth, sale, [standard], 'LASTONE').expect(201);
    expect(await usedOf(code.id)).toBe(1);
    const second = await buyer();
    await order(second.auth, sale, [standard], 'LASTONE').expect(409);

    t.clock.advance(16 * 60_000);
    expect(
      await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config, { eventId: sale.eventId }),
    ).toBe(1);
    const [expired] = await t.db.select().from(orders).where(eq(orders.id, held.body.id));
    expect(expired.status).toBe('expired');
    expect(await usedOf(code.id)).toBe(0);
    await order(second.auth, sale, [standard], 'LASTONE').expect(201);
    expect(await usedOf(code.id)).toBe(1);
    // Paying the expired order is refused and does not take the use again.
    expect((await pay(first.auth, held.body.id)).status).toBe(409);
    expect(await usedOf(code.id)).toBe(1);
  });

  it('lets exactly one of several simultaneous orders take the last use', async () => {
    const sale = await partnerEvent();
    const [standard] = sale.ticketTypeIds;
    const code = await createCode(sale, { code: 'RACE', kind: 'percentage', value: 20, usageLimit: 3 });
    const early = await buyer();
    await order(early.auth, sale, [standard], 'race').expect(201);
    await order((await buyer()).auth, sale, [standard], 'race').expect(201);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer()));
    const answers = await Promise.all(buyers.map((b) => order(b.auth, sale, [standard], 'RACE')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error).toBe(M.usedUp({ code: 'RACE' }));
    expect(await usedOf(code.id)).toBe(3);
    const withCode = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.promoCodeId, code.id), eq(orders.status, 'pending')));
    expect(withCode).toHaveLength(3);
    // The seats of the refused orders went back: only the three orders hold any.
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, standard));
    expect(type.held).toBe(3);
    const rows = await t.db.select().from(tickets).where(eq(tickets.eventId, sale.eventId));
    expect(rows).toHaveLength(3);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
