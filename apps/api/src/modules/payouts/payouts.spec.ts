// Payouts and listing plans on a real database: when money becomes payable, what a payout pays (sales
// less refunds, fees and plan fees), what blocks it, a failed payout retried after the payout account
// changes, a negative balance carried into the next payout, holds, plan periods and the API's scoping.
// The ledger check holds after each.
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { addUtcDays, FINANCE_MESSAGES as M, payableAt, utcDayOf, NOT_FOUND } from '@pavilion/domain';
import {
  auditLog,
  bankAccounts,
  events,
  ledgerEntries,
  orders,
  partnerMembers,
  partners,
  payouts,
  persons,
  planCharges,
} from '../../db/schema';
import { rowsOf } from '../../db/raw-sql';
import { bearerFor, binaryBody, createAdmin, createPartnerUser } from '@pavilion/api-testing/harness';
import { countryId, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { PAYOUT_TEST_IBANS, SimulatedPayoutProvider } from '../../platform/payouts';
import { checkLedger } from '../ledger';
import { partnerOwnerAuth, readyForPayouts } from '@pavilion/api-testing/payouts';
import { blocksOf, payoutBlocks, payoutBlocksOf } from './blocks';
import { PayoutRun } from './service';
import { statementPdfKey } from './statement';
import { pdfTextOf } from '@pavilion/api-testing/pdf';
import { assertPlanAllowsNewEvent, chargeDuePlanFees } from './plans';

const DAY = 86_400_000;
const GOOD_IBAN = 'GB82WEST12345698765432';

// Many orders from one address in a few seconds: the checkout's rate limits are not what is tested here.
const { t, app, gb, buyer, pendingOrder, pay } = useCheckout({ CHECKOUT_RATE_LIMITS: 'false' });
let de: number;
let provider: SimulatedPayoutProvider;
let run: PayoutRun;
let admin: Record<string, string>;

beforeAll(async () => {
  de = await countryId(t.db, 'DE');
  provider = new SimulatedPayoutProvider();
  run = new PayoutRun({ db: t.db, provider, now: () => t.clock.now });
  const a = await createAdmin(t.db);
  admin = await bearerFor(app, a.email);
});
afterEach(async () => {
  const check = await checkLedger(t.db);
  expect(check).toMatchObject({ ok: true, unbalancedTransactions: [], partnerMismatches: [] });
});

/** Everything payouts need: approved (with its vetting row), address verified, contract signed, a payout account. */
async function makeReady(partnerId: number, opts: { iban?: string; account?: boolean } = {}) {
  await readyForPayouts(t.db, partnerId, t.clock.now);
  if (opts.account !== false) await addAccount(partnerId, opts.iban ?? GOOD_IBAN);
}

async function addAccount(partnerId: number, iban: string) {
  await t.db.update(bankAccounts).set({ isPayout: false }).where(eq(bankAccounts.partnerId, partnerId));
  const [row] = await t.db
    .insert(bankAccounts)
    .values({
      partnerId,
      accountName: 'Test Events Ltd',
      iban,
      swift: iban.startsWith('DE') ? 'COBADEFFXXX' : 'NWBKGB2LXXX',
      countryId: iban.startsWith('DE') ? de : gb(),
      currency: 'USD',
      isPayout: true,
    })
    .returning();
  return row;
}

/**
 * A paid order of `tickets` tickets at 125.00 on a fresh event of a fresh partner, or moved to
 * `partnerId`'s; the event then ends `endedDaysAgo` days before now.
 */
async function sale(opts: { partnerId?: number; tickets?: number; endedDaysAgo?: number } = {}) {
  const b = await buyer();
  const { orderId, sale: ev } = await pendingOrder(b, { tickets: opts.tickets ?? 1 });
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const partnerId = opts.partnerId ?? order.partnerId!;
  if (opts.partnerId) {
    await t.db.update(events).set({ partnerId }).where(eq(events.id, ev.eventId));
    await t.db.update(orders).set({ partnerId }).where(eq(orders.id, orderId));
  }
  expect((await pay(b.auth, orderId)).status).toBe(200);
  await endEvent(ev.eventId, opts.endedDaysAgo ?? 10);
  return { orderId, eventId: ev.eventId, partnerId };
}

async function endEvent(eventId: number, endedDaysAgo: number) {
  const endAt = new Date(t.clock.now.getTime() - endedDaysAgo * DAY);
  await t.db
    .update(events)
    .set({ startAt: new Date(endAt.getTime() - DAY), endAt })
    .where(eq(events.id, eventId));
}

const finances = async (partnerId: number) =>
  (
    await request(app)
      .get('/api/partner/finances')
      .set(await partnerOwnerAuth(app, t.db, partnerId))
      .expect(200)
  ).body;

const payoutsOf = (partnerId: number) =>
  t.db.select().from(payouts).where(eq(payouts.partnerId, partnerId)).orderBy(payouts.createdAt);

describe('the payable day', () => {
  it('is the third business day (Monday to Friday, UTC) after the day the event ends', () => {
    // Friday 2030-06-07 -> Wednesday 06-12; Wednesday 06-05 -> Monday 06-10; Saturday and Sunday -> Wednesday.
    expect(payableAt(new Date('2030-06-07T23:30:00Z')).toISOString()).toBe('2030-06-12T00:00:00.000Z');
    expect(payableAt(new Date('2030-06-05T10:00:00Z')).toISOString()).toBe('2030-06-10T00:00:00.000Z');
    expect(payableAt(new Date('2030-06-08T10:00:00Z')).toISOString()).toBe('2030-06-12T00:00:00.000Z');
    expect(payableAt(new Date('2030-06-09T10:00:00Z')).toISOString()).toBe('2030-06-12T00:00:00.000Z');
    expect(payableAt(new Date('2030-06-10T00:00:00Z')).toISOString()).toBe('2030-06-13T00:00:00.000Z');
  });

  it('is counted the same way by the database', async () => {
    const days = Array.from({ length: 21 }, (_, i) => new Date(Date.UTC(2030, 5, 1 + i, 15)));
    for (const day of days) {
      const [row] = rowsOf<{ at: Date | string }>(
        await t.db.execute(sql`select payout_payable_at(${day.toISOString()}::timestamptz) as at`),
      );
      expect(new Date(row.at).toISOString()).toBe(payableAt(day).toISOString());
    }
  });
});

describe('a payout', () => {
  it('pays the net of an ended event (sales less refunds, fees and the plan fee) once, with its ledger lines', async () => {
    const first = await sale({ tickets: 2, endedDaysAgo: 10 });
    const { partnerId } = first;
    // A second event of the same partner.
    const second = await sale({ partnerId, tickets: 1, endedDaysAgo: 10 });
    await makeReady(partnerId);
    const owner = await partnerOwnerAuth(app, t.db, partnerId);
    // The Starter plan: $99 charged at once against the balance.
    await request(app).put('/api/partner/plan').set(owner).send({ plan: 'starter' }).expect(200);
    // The partner refunds 50.00 of the second order before the payout.
    await request(app)
      .post(`/api/partner/orders/${second.orderId}/refund`)
      .set(owner)
      .send({ amount: 50, reason: 'Goodwill for a late start' })
      .expect(200);

    const before = await finances(partnerId);
    // Sales 250 + 125; fees 2 x 6.75 + 6.75 = 20.25; refund 50 gives back 50/125 of 6.75 = 2.70 (rounded down).
    const net = 375 - 20.25 - 50 + 2.7 - 99;
    expect(before.balances).toEqual([{ currency: 'USD', pending: 0, available: net, inPayouts: 0, total: net }]);
    expect(before.blocks).toEqual([]);

    const round = await run.round();
    expect(round).toMatchObject({ scheduled: 1, paid: 1, failed: 0 });
    const [payout] = await payoutsOf(partnerId);
    expect(payout).toMatchObject({ status: 'paid', amountMinor: Math.round(net * 100), attempts: 1 });
    const posted = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payout.id));
    expect(Object.fromEntries(posted.map((l) => [l.account, l.amountMinor]))).toEqual({
      partner_payable: payout.amountMinor,
      gateway: -payout.amountMinor,
    });

    const detail = (await request(app).get(`/api/partner/payouts/${payout.id}`).set(owner).expect(200)).body;
    expect(detail.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['sales', 250],
      ['fees', -13.5],
      ['sales', 125],
      ['refunds', -50],
      ['fees', -4.05],
      ['plan-fee', -99],
    ]);
    expect(detail.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBeCloseTo(detail.amount, 2);
    expect(detail).toMatchObject({
      status: 'paid',
      bankAccount: '**** 5432',
      reference: expect.stringMatching(/^sim_po_/),
    });

    // Another round pays nothing more.
    const paidBefore = provider.paid.count;
    expect(await run.round()).toMatchObject({ scheduled: 0, paid: 0 });
    expect(provider.paid.count).toBe(paidBefore);
    expect((await finances(partnerId)).balances[0]).toMatchObject({ available: 0, total: 0 });

    const csv = await request(app).get(`/api/partner/payouts/${payout.id}/statement.csv`).set(owner).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain('Ticket sales: Future of Logistics Summit,250.00,USD');
    expect(csv.text).toContain(`Payout total,${detail.amount.toFixed(2)},USD`);
    const pdf = await request(app)
      .get(`/api/partner/payouts/${payout.id}/statement.pdf`)
      .set(owner)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    // In German: the CSV's header in German (its values stay data), the PDF's days as German writes them.
    const germanCsv = await request(app)
      .get(`/api/partner/payouts/${payout.id}/statement.csv`)
      .set(owner)
      .set('X-Requested-With', 'pavilion')
      .set('Accept-Language', 'de')
      .expect(200);
    expect(germanCsv.text.split('\n')[0]).toBe('Auszahlung,Datum,Beschreibung,Betrag,Währung');
    const germanPdf = await request(app)
      .get(`/api/partner/payouts/${payout.id}/statement.pdf`)
      .set(owner)
      .set('X-Requested-With', 'pavilion')
      .set('Accept-Language', 'de')
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const germanWords = pdfTextOf(germanPdf.body as Buffer);
    expect(germanWords).toMatch(/Status: Ausgezahlt am \d{2}\.\d{2}\.\d{4}/);
    expect(germanWords).toMatch(/Zahlbar ab: \d{2}\.\d{2}\.\d{4}/);
    expect(germanWords).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const list = (await request(app).get('/api/partner/payouts').set(owner).expect(200)).body;
    expect(list).toMatchObject({
      total: 1,
      items: [{ id: payout.id, status: 'paid', events: ['Future of Logistics Summit'], eventCount: 1 }],
    });
  });

  it('pays net of sponsorship charges and their credits, shown on a statement line of their own', async () => {
    const { partnerId } = await sale({ tickets: 2, endedDaysAgo: 10 });
    await makeReady(partnerId);
    const owner = await partnerOwnerAuth(app, t.db, partnerId);
    const upcoming = await createSaleEvent(t.db, t.clock.now, { name: 'Harbour Jazz Night' });
    await t.db.update(events).set({ partnerId }).where(eq(events.id, upcoming.eventId));
    await request(app).put('/api/admin/sponsorship-price').set(admin).send({ pricePerDay: 10 }).expect(200);
    // Four days at 10.00, ended early on the first: the three days after it are credited back.
    const today = utcDayOf(t.clock.now);
    const bought = await request(app)
      .post(`/api/partner/events/${upcoming.eventId}/sponsorships`)
      .set(owner)
      .send({ firstDay: today, lastDay: addUtcDays(today, 3) })
      .expect(201);
    await request(app)
      .post(`/api/admin/sponsorships/${bought.body.id}/end`)
      .set(admin)
      .send({ reason: 'Asked by the partner' })
      .expect(200);

    await run.round();
    const [payout] = await payoutsOf(partnerId);
    // Sales 250, fees 13.50, sponsorship 40.00 less 30.00 credited.
    expect(payout).toMatchObject({ status: 'paid', amountMinor: 25_000 - 1_350 - 4_000 + 3_000 });
    const detail = (await request(app).get(`/api/partner/payouts/${payout.id}`).set(owner).expect(200)).body;
    expect(detail.lines.map((l: { kind: string; description: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['sales', 250],
      ['fees', -13.5],
      ['sponsorship', -10],
    ]);
    expect(detail.lines[2].description).toBe('Sponsored placement: sponsorships and their credits');
  });

  it('waits until the third business day after the event ends: pending before, upcoming with its day', async () => {
    const { partnerId, eventId } = await sale({ endedDaysAgo: 0 });
    await makeReady(partnerId);
    const [ev] = await t.db.select().from(events).where(eq(events.id, eventId));
    const body = await finances(partnerId);
    expect(body.balances).toEqual([{ currency: 'USD', pending: 118.25, available: 0, inPayouts: 0, total: 118.25 }]);
    expect(body.upcoming).toEqual([
      {
        currency: 'USD',
        payableOn: payableAt(ev.endAt).toISOString().slice(0, 10),
        amount: 118.25,
        events: [{ id: eventId, name: 'Future of Logistics Summit' }],
      },
    ]);
    await run.round();
    expect(await payoutsOf(partnerId)).toEqual([]);
    // Five days later (at least three business days), it is paid.
    await endEvent(eventId, 6);
    await run.round();
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'paid', amountMinor: 11_825 }]);
  });

  it('lists the next payable days as upcoming, counts every day in the balance, and names a few of many events', async () => {
    // 20 events ending on the next 20 days: their money is payable on 14 or more distinct days.
    const first = await sale({ endedDaysAgo: -1 });
    const { partnerId } = first;
    const later = [first.eventId];
    for (let i = 2; i <= 20; i++) later.push((await sale({ partnerId, endedDaysAgo: -i })).eventId);
    // Seven more that ended ten days ago, each with its own name, paid out together.
    const past: number[] = [];
    for (let i = 0; i < 7; i++) past.push((await sale({ partnerId, endedDaysAgo: 10 })).eventId);
    for (const [i, id] of past.entries())
      await t.db
        .update(events)
        .set({ name: `Harbour Forum ${i + 1}` })
        .where(eq(events.id, id));
    await makeReady(partnerId);

    const body = await finances(partnerId);
    expect(body.balances).toEqual([
      { currency: 'USD', pending: 20 * 118.25, available: 7 * 118.25, inPayouts: 0, total: 27 * 118.25 },
    ]);
    const ends = await t.db.select({ id: events.id, endAt: events.endAt }).from(events);
    const days = [
      ...new Set(ends.filter((e) => later.includes(e.id)).map((e) => payableAt(e.endAt).toISOString().slice(0, 10))),
    ].sort();
    expect(days.length).toBeGreaterThan(12);
    expect(body.upcoming.map((u: { payableOn: string }) => u.payableOn)).toEqual(days.slice(0, 12));
    const listed = body.upcoming.flatMap((u: { events: Array<{ id: number }> }) => u.events.map((e) => e.id));
    expect(body.upcoming.reduce((sum: number, u: { amount: number }) => sum + u.amount, 0)).toBeCloseTo(
      listed.length * 118.25,
      2,
    );

    await run.round();
    const list = (
      await request(app)
        .get('/api/partner/payouts')
        .set(await partnerOwnerAuth(app, t.db, partnerId))
        .expect(200)
    ).body;
    expect(list.items).toMatchObject([
      {
        status: 'paid',
        amount: 7 * 118.25,
        events: ['Harbour Forum 1', 'Harbour Forum 2', 'Harbour Forum 3', 'Harbour Forum 4', 'Harbour Forum 5'],
        eventCount: 7,
      },
    ]);
  });

  it('is not sent while the partner is not approved, has no verified address, no signed contract or no payout account', async () => {
    const { partnerId } = await sale();
    await t.db.update(partners).set({ currentVettingStatus: 'PENDING' }).where(eq(partners.id, partnerId));
    const body = await finances(partnerId);
    expect(body.blocks.map((b: { key: string }) => b.key)).toEqual([
      'not-approved',
      'address-not-verified',
      'contract-not-signed',
      'no-payout-account',
    ]);
    expect(body.blocks[0].label).toBe('Your company is not approved');
    await run.round();
    // Scheduled, waiting; the admin sees it due with what blocks it.
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'scheduled', attempts: 0 }]);
    const due = (await request(app).get('/api/admin/payouts?status=due').set(admin).expect(200)).body;
    const mine = due.items.find((p: { partner: { id: number } }) => p.partner.id === partnerId);
    expect(mine.blocks.map((b: { key: string }) => b.key)).toContain('no-payout-account');

    await t.db.update(partners).set({ currentVettingStatus: 'APPROVED' }).where(eq(partners.id, partnerId));
    await makeReady(partnerId);
    expect((await finances(partnerId)).blocks).toEqual([]);
    await run.round();
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'paid', amountMinor: 11_825 }]);
  });

  it('that the bank refuses fails with its words and is tried again once the payout account changes', async () => {
    const { partnerId } = await sale();
    await makeReady(partnerId, { iban: PAYOUT_TEST_IBANS.refused });
    expect(await run.round()).toMatchObject({ failed: 1, paid: 0 });
    const [failed] = await payoutsOf(partnerId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const body = await finances(partnerId);
    expect(body.openPayouts).toMatchObject([
      { id: failed.id, status: 'failed', failureMessage: expect.stringContaining('refused the transfer') },
    ]);
    expect(body.balances[0]).toMatchObject({ available: 0, inPayouts: 118.25, total: 118.25 });
    // Nothing changes until the account does: no new attempt.
    expect(await run.round()).toMatchObject({ failed: 0, paid: 0 });
    expect((await payoutsOf(partnerId))[0].attempts).toBe(1);

    await addAccount(partnerId, GOOD_IBAN);
    expect(await run.round()).toMatchObject({ paid: 1 });
    expect(await payoutsOf(partnerId)).toMatchObject([
      { id: failed.id, status: 'paid', attempts: 2, failureMessage: null, bankAccountMasked: '**** 5432' },
    ]);
  });

  it('takes a refund made after a payout (a negative balance) from the next payout', async () => {
    const first = await sale({ tickets: 2 });
    const { partnerId } = first;
    await makeReady(partnerId);
    await run.round();
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'paid', amountMinor: 23_650 }]);

    // A full refund of the paid event: 250.00 back, the fee (13.50) given back.
    const owner = await partnerOwnerAuth(app, t.db, partnerId);
    await request(app)
      .post(`/api/partner/orders/${first.orderId}/refund`)
      .set(owner)
      .send({ reason: 'Speaker cancelled', amount: 250 })
      .expect(200);
    expect((await finances(partnerId)).balances).toEqual([
      { currency: 'USD', pending: 0, available: -236.5, inPayouts: 0, total: -236.5 },
    ]);
    expect(await run.round()).toMatchObject({ scheduled: 0, paid: 0 });

    // Three tickets of a new event: 375 - 20.25 = 354.75; less the 236.50 owed back.
    await sale({ partnerId, tickets: 3 });
    await run.round();
    const [, second] = await payoutsOf(partnerId);
    expect(second).toMatchObject({ status: 'paid', amountMinor: 35_475 - 23_650 });
    const detail = (await request(app).get(`/api/partner/payouts/${second.id}`).set(owner).expect(200)).body;
    expect(detail.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['refunds', -250],
      ['fees', 13.5],
      ['sales', 375],
      ['fees', -20.25],
    ]);
  });
});

describe('a round with many payouts', () => {
  it('sends every due payout, page after page, passing over blocked partners once', async () => {
    // Two partners not ready (blocked) among three ready ones.
    const blocked = [(await sale()).partnerId, (await sale()).partnerId];
    const ready: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { partnerId } = await sale();
      await makeReady(partnerId);
      ready.push(partnerId);
    }
    await run.schedule();
    const sentBefore = provider.paid.count;
    // Pages of one payout: every ready one is reached in this round, after and between blocked ones.
    const { paid, failed } = await run.sendDue(1);
    expect(failed).toBe(0);
    expect(paid).toBeGreaterThanOrEqual(ready.length);
    expect(provider.paid.count - sentBefore).toBe(paid);
    for (const partnerId of ready) expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'paid', attempts: 1 }]);
    for (const partnerId of blocked) {
      expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'scheduled', attempts: 0 }]);
    }
    // Nothing left to send for them, and nothing sent twice.
    expect(await run.sendDue(1)).toEqual({ paid: 0, failed: 0 });
    expect(provider.paid.count - sentBefore).toBe(paid);
  });

  it('reads the blocks of many partners at once as it reads them for one', async () => {
    const ready = (await sale()).partnerId;
    await makeReady(ready);
    const pending = (await sale()).partnerId;
    await t.db.update(partners).set({ currentVettingStatus: 'PENDING' }).where(eq(partners.id, pending));
    const suspended = (await sale()).partnerId;
    await makeReady(suspended);
    await t.db.update(partners).set({ currentVettingStatus: 'SUSPENDED' }).where(eq(partners.id, suspended));
    const held = (await sale()).partnerId;
    await makeReady(held, { account: false });
    await request(app)
      .post(`/api/admin/partners/${held}/payouts/hold`)
      .set(admin)
      .send({ reason: 'Chargeback under review' })
      .expect(200);
    const unknown = 2_000_000_000;
    const ids = [ready, pending, suspended, held, unknown];
    const many = await payoutBlocksOf(t.db, ids);
    for (const id of ids) {
      expect(blocksOf(many.get(id)!)).toEqual(await payoutBlocks(t.db, id));
      expect(blocksOf(many.get(id)!, ['GBP', 'USD'])).toEqual(await payoutBlocks(t.db, id, ['GBP', 'USD']));
    }
    expect(blocksOf(many.get(ready)!)).toEqual([]);
    expect(blocksOf(many.get(ready)!, ['GBP', 'USD']).map((b) => [b.key, b.currency])).toEqual([
      ['no-payout-account-in-currency', 'GBP'],
    ]);
    expect(blocksOf(many.get(held)!).map((b) => b.key)).toEqual(['held', 'no-payout-account']);
  });
});

describe('holding payouts', () => {
  it('the admin holds and releases, audited; a held or suspended partner is not paid', async () => {
    const { partnerId } = await sale();
    await makeReady(partnerId);
    await request(app)
      .post(`/api/admin/partners/${partnerId}/payouts/hold`)
      .set(admin)
      .send({ reason: 'Chargeback under review' })
      .expect(200, { partnerId, held: true, reason: 'Chargeback under review', heldAt: t.clock.now.toISOString() });
    await request(app)
      .post(`/api/admin/partners/${partnerId}/payouts/hold`)
      .set(admin)
      .send({ reason: 'Again' })
      .expect(409);
    const bad = await request(app)
      .post(`/api/admin/partners/${partnerId}/payouts/hold`)
      .set(admin)
      .send({})
      .expect(400);
    expect(bad.body.error).toBe('Give a reason of 5 to 500 characters for holding the payouts');

    await run.round();
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'scheduled' }]);
    expect((await finances(partnerId)).blocks).toEqual([
      { key: 'held', label: 'Payouts are held by Pavilion', detail: 'Chargeback under review', currency: null },
    ]);
    const held = (await request(app).get('/api/admin/payouts?status=held').set(admin).expect(200)).body;
    const unknown = await request(app).get('/api/admin/payouts?status=late').set(admin).expect(400);
    expect(unknown.body.fields).toEqual({ status: M.payoutStatus });
    expect(held.items.map((p: { partner: { id: number } }) => p.partner.id)).toContain(partnerId);

    await request(app).post(`/api/admin/partners/${partnerId}/payouts/release`).set(admin).expect(200);
    await request(app).post(`/api/admin/partners/${partnerId}/payouts/release`).set(admin).expect(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'partner'), eq(auditLog.entityId, String(partnerId))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.summary])).toEqual([
      ['payout.held', 'Payouts held: Chargeback under review'],
      ['payout.released', 'Payouts released'],
    ]);

    // Suspended: held without a row.
    await t.db.update(partners).set({ currentVettingStatus: 'SUSPENDED' }).where(eq(partners.id, partnerId));
    await run.round();
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'scheduled' }]);
    expect((await finances(partnerId)).blocks.map((b: { key: string }) => b.key)).toEqual(['held']);
    await t.db.update(partners).set({ currentVettingStatus: 'APPROVED' }).where(eq(partners.id, partnerId));
    await run.round();
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'paid' }]);
  });
});

describe('listing plans', () => {
  it('lists the plans; a change applies from the next period, charged once per period', async () => {
    const p = await createPartnerUser(t.db);
    const owner = await bearerFor(app, p.email);
    const plans = (await request(app).get('/api/partner/plans').set(owner).expect(200)).body;
    expect(plans.items).toEqual([
      { key: 'starter', name: 'Starter', monthlyPrice: 99, currency: 'USD', maxLiveEvents: 3 },
      { key: 'growth', name: 'Growth', monthlyPrice: 249, currency: 'USD', maxLiveEvents: 15 },
      { key: 'enterprise', name: 'Enterprise', monthlyPrice: 799, currency: 'USD', maxLiveEvents: null },
    ]);
    const bad = await request(app).put('/api/partner/plan').set(owner).send({ plan: 'gold' }).expect(400);
    expect(bad.body.error).toBe('Plan must be one of: starter, growth, enterprise');

    await request(app).put('/api/partner/plan').set(owner).send({ plan: 'starter' }).expect(200);
    const same = await request(app).put('/api/partner/plan').set(owner).send({ plan: 'starter' }).expect(409);
    expect(same.body.error).toBe(M.planUnchanged);
    const changed = (await request(app).put('/api/partner/plan').set(owner).send({ plan: 'growth' }).expect(200)).body;
    const nextMonth = new Date(Date.UTC(t.clock.now.getUTCFullYear(), t.clock.now.getUTCMonth() + 1, 1));
    expect(changed).toMatchObject({
      current: { key: 'starter' },
      next: { key: 'growth', from: nextMonth.toISOString().slice(0, 10) },
    });
    const charges = () =>
      t.db.select().from(planCharges).where(eq(planCharges.partnerId, p.partnerId)).orderBy(planCharges.period);
    expect((await charges()).map((c) => [c.planKey, c.amountMinor])).toEqual([['starter', 9_900]]);
    // The same period again charges nothing.
    await chargeDuePlanFees(t.db, t.clock.now);
    expect(await charges()).toHaveLength(1);

    const saved = t.clock.now;
    t.clock.now = new Date(nextMonth.getTime() + 3_600_000);
    try {
      await Promise.all([chargeDuePlanFees(t.db, t.clock.now), chargeDuePlanFees(t.db, t.clock.now)]);
      expect((await charges()).map((c) => [c.planKey, c.amountMinor])).toEqual([
        ['starter', 9_900],
        ['growth', 24_900],
      ]);
      // Both fees are owed back (a negative available), taken from the next payout.
      expect((await finances(p.partnerId)).balances).toEqual([
        { currency: 'USD', pending: 0, available: -348, inPayouts: 0, total: -348 },
      ]);
    } finally {
      t.clock.now = saved;
    }
  });

  it('only the owner changes the plan; a team member reads the finances', async () => {
    const p = await createPartnerUser(t.db);
    const [member] = await t.db
      .insert(persons)
      .values({
        email: `member.${p.partnerId}@example.com`,
        firstName: 'Ann',
        surname: 'Member',
        passwordHash: (await t.db.select().from(persons).where(eq(persons.id, p.personId)))[0].passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning();
    await t.db.insert(partnerMembers).values({ partnerId: p.partnerId, personId: member.id, role: 'member' });
    const auth = await bearerFor(app, member.email);
    await request(app).get('/api/partner/finances').set(auth).expect(200);
    const refused = await request(app).put('/api/partner/plan').set(auth).send({ plan: 'growth' }).expect(403);
    expect(refused.body.error).toBe('Only the account owner can do this');
  });

  it('refuses a new event beyond the plan’s events live at once', async () => {
    const p = await createPartnerUser(t.db);
    const owner = await bearerFor(app, p.email);
    // Without a plan, no limit.
    await t.db.transaction((tx) => assertPlanAllowsNewEvent(tx, p.partnerId, t.clock.now));
    await request(app).put('/api/partner/plan').set(owner).send({ plan: 'starter' }).expect(200);
    const start = new Date(t.clock.now.getTime() + 10 * DAY);
    for (let i = 0; i < 3; i += 1) {
      await t.db.insert(events).values({
        partnerId: p.partnerId,
        name: `Event ${i}`,
        tagline: 'x',
        description: 'x',
        websiteUrl: 'https://example.com',
        attendanceType: 1,
        startAt: start,
        endAt: new Date(start.getTime() + DAY),
        durationId: 1,
        cancelledAt: i === 2 ? t.clock.now : null,
      });
    }
    // Two live (one cancelled): a third is allowed, a fourth is not.
    await t.db.transaction((tx) => assertPlanAllowsNewEvent(tx, p.partnerId, t.clock.now));
    await t.db.update(events).set({ cancelledAt: null }).where(eq(events.partnerId, p.partnerId));
    await expect(
      t.db.transaction((tx) => assertPlanAllowsNewEvent(tx, p.partnerId, t.clock.now)),
    ).rejects.toMatchObject({
      message: expect.stringContaining('Your Starter plan allows 3 events live at once'),
    });
  });
});

describe('scoping and the admin reads', () => {
  it("answers 404 for another partner's payout and keeps each partner's list to its own", async () => {
    const { partnerId } = await sale();
    await makeReady(partnerId);
    await run.round();
    const [payout] = await payoutsOf(partnerId);
    const other = await createPartnerUser(t.db);
    const auth = await bearerFor(app, other.email);
    const res = await request(app).get(`/api/partner/payouts/${payout.id}`).set(auth).expect(404);
    expect(res.body.error).toBe('Payout not found');
    await request(app).get(`/api/partner/payouts/${payout.id}/statement.csv`).set(auth).expect(404);
    await request(app).get(`/api/partner/payouts/${payout.id}/statement.pdf`).set(auth).expect(404);
    expect((await request(app).get('/api/partner/payouts').set(auth).expect(200)).body.total).toBe(0);
    const bad = await request(app).get('/api/partner/payouts/not-a-uuid').set(auth).expect(400);
    expect(bad.body.error).not.toBe('Invalid input');
  });

  it('reads platform revenue per month and currency: commissions, plan fees and sponsorship', async () => {
    const from = new Date(Date.UTC(t.clock.now.getUTCFullYear(), t.clock.now.getUTCMonth(), 1))
      .toISOString()
      .slice(0, 10);
    const to = t.clock.now.toISOString().slice(0, 10);
    const body = (await request(app).get(`/api/admin/revenue?from=${from}&to=${to}`).set(admin).expect(200)).body;
    const [fees] = rowsOf<{ fees: string; plans: string; sponsorship: string }>(
      await t.db.execute(sql`select (-sum(amount_minor) filter (where account = 'platform_fees'))::text as fees,
                                    (-sum(amount_minor) filter (where account = 'plan_fees'))::text as plans,
                                    (-sum(amount_minor) filter (where account = 'sponsorship_fees'))::text as sponsorship
                             from ledger_entries where currency = 'USD' and created_at >= ${from}::date
                               and created_at < ${to}::date + 1`),
    );
    expect(body.periods).toEqual([
      {
        period: from,
        currency: 'USD',
        fees: Number(fees.fees) / 100,
        planFees: Number(fees.plans) / 100,
        sponsorshipFees: Number(fees.sponsorship) / 100,
        total: (Number(fees.fees) + Number(fees.plans) + Number(fees.sponsorship)) / 100,
      },
    ]);
    expect(body.totals[0].planFees).toBeGreaterThan(0);
    // The sponsorship of 40.00 with 30.00 credited back (an earlier test).
    expect(body.totals[0].sponsorshipFees).toBe(10);
    const bad = await request(app).get(`/api/admin/revenue?from=${to}&to=${from}x`).set(admin).expect(400);
    expect(bad.body.error).toBe('To must be a date (YYYY-MM-DD)');
  });
});

describe('the statement by format, one call to hold or release, and the admin finances', () => {
  it('answers a payout as JSON, CSV or PDF by its format, the same as the statement links', async () => {
    const { partnerId } = await sale();
    await makeReady(partnerId);
    await run.round();
    const [payout] = await payoutsOf(partnerId);
    const owner = await partnerOwnerAuth(app, t.db, partnerId);
    const url = `/api/partner/payouts/${payout.id}`;
    const json = (await request(app).get(`${url}?format=json`).set(owner).expect(200)).body;
    expect(json).toEqual((await request(app).get(url).set(owner).expect(200)).body);

    const csv = await request(app).get(`${url}?format=csv`).set(owner).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payout-${payout.id.slice(0, 8)}.csv"`);
    expect(csv.text).toBe((await request(app).get(`${url}/statement.csv`).set(owner).expect(200)).text);
    expect(csv.text).toContain(`Payout total,${json.amount.toFixed(2)},USD`);

    const pdf = await request(app).get(`${url}?format=pdf`).set(owner).buffer(true).parse(binaryBody).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const bad = await request(app).get(`${url}?format=xml`).set(owner).expect(400);
    expect(bad.body.fields).toEqual({ format: M.statementFormat });
    const other = await createPartnerUser(t.db);
    const stranger = await bearerFor(app, other.email);
    for (const format of ['csv', 'pdf']) {
      const res = await request(app).get(`${url}?format=${format}`).set(stranger).expect(404);
      expect(res.body.error).toBe(M.payoutNotFound);
    }
  });

  it("keeps a paid payout's PDF from its first download and sends the kept file after; an unpaid one is laid out each time", async () => {
    const { partnerId } = await sale();
    await makeReady(partnerId, { iban: PAYOUT_TEST_IBANS.refused });
    expect(await run.round()).toMatchObject({ failed: 1 });
    const [payout] = await payoutsOf(partnerId);
    const owner = await partnerOwnerAuth(app, t.db, partnerId);
    const key = statementPdfKey(partnerId, payout.id);
    const download = (path: string) => request(app).get(path).set(owner).buffer(true).parse(binaryBody).expect(200);

    // Failed: laid out on request, nothing kept.
    const failedPdf = await download(`/api/partner/payouts/${payout.id}?format=pdf`);
    expect((failedPdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await t.storage.get(key)).toBeNull();

    await addAccount(partnerId, GOOD_IBAN);
    expect(await run.round()).toMatchObject({ paid: 1 });
    const first = await download(`/api/partner/payouts/${payout.id}/statement.pdf`);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`inline; filename="payout-${payout.id.slice(0, 8)}.pdf"`);
    expect(await t.storage.get(key)).toEqual(first.body);

    // Later downloads, by either path, send the kept file as it is.
    const marker = Buffer.from('%PDF-1.3\n% the kept statement\n');
    await t.storage.put(key, marker);
    expect((await download(`/api/partner/payouts/${payout.id}?format=pdf`)).body).toEqual(marker);
    expect((await download(`/api/partner/payouts/${payout.id}/statement.pdf`)).body).toEqual(marker);

    // Kept or not, it is this partner's: another partner gets the same 404 as for any unknown payout.
    const other = await createPartnerUser(t.db);
    const stranger = await bearerFor(app, other.email);
    const refused = await request(app).get(`/api/partner/payouts/${payout.id}/statement.pdf`).set(stranger).expect(404);
    expect(refused.body.error).toBe(M.payoutNotFound);
  });

  it('holds with a reason and releases through one call, audited as holding and releasing are', async () => {
    const { partnerId } = await sale();
    await makeReady(partnerId);
    const url = `/api/admin/partners/${partnerId}/payout-hold`;
    const noReason = await request(app).post(url).set(admin).send({ held: true, reason: 'No' }).expect(400);
    expect(noReason.body.fields).toEqual({ reason: M.holdReason });
    const noHeld = await request(app).post(url).set(admin).send({ reason: 'Chargeback under review' }).expect(400);
    expect(noHeld.body.fields).toEqual({ held: M.holdHeld });
    await request(app)
      .post(url)
      .set(await partnerOwnerAuth(app, t.db, partnerId))
      .send({ held: false })
      .expect(403);

    await request(app)
      .post(url)
      .set(admin)
      .send({ held: true, reason: 'Chargeback under review' })
      .expect(200, { partnerId, held: true, reason: 'Chargeback under review', heldAt: t.clock.now.toISOString() });
    const again = await request(app).post(url).set(admin).send({ held: true, reason: 'Once more' }).expect(409);
    expect(again.body.error).toBe(M.alreadyHeld);
    await run.round();
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'scheduled' }]);
    expect((await finances(partnerId)).blocks.map((b: { key: string }) => b.key)).toEqual(['held']);

    await request(app)
      .post(url)
      .set(admin)
      .send({ held: false })
      .expect(200, { partnerId, held: false, reason: null, heldAt: null });
    const notHeld = await request(app).post(url).set(admin).send({ held: false }).expect(409);
    expect(notHeld.body.error).toBe(M.notHeld);
    await run.round();
    expect(await payoutsOf(partnerId)).toMatchObject([{ status: 'paid' }]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'partner'), eq(auditLog.entityId, String(partnerId))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.summary])).toEqual([
      ['payout.held', 'Payouts held: Chargeback under review'],
      ['payout.released', 'Payouts released'],
    ]);

    const unknown = await request(app)
      .post('/api/admin/partners/999999999/payout-hold')
      .set(admin)
      .send({ held: false })
      .expect(404);
    expect(unknown.body.error).toBe(NOT_FOUND.partner);
  });

  it('reads the revenue of a period with the payouts, refunds and damage claims waiting, as their lists count them', async () => {
    const from = new Date(Date.UTC(t.clock.now.getUTCFullYear(), t.clock.now.getUTCMonth(), 1))
      .toISOString()
      .slice(0, 10);
    const to = t.clock.now.toISOString().slice(0, 10);
    const read = async () =>
      (await request(app).get(`/api/admin/finances?from=${from}&to=${to}`).set(admin).expect(200)).body;
    const total = async (path: string) => (await request(app).get(path).set(admin).expect(200)).body.total;
    const lists = async () => ({
      payoutsDue: await total('/api/admin/payouts?status=due'),
      payoutsHeld: await total('/api/admin/payouts?status=held'),
      payoutsFailed: await total('/api/admin/payouts?status=failed'),
      refunds: await total('/api/admin/refunds?status=waiting'),
      damageClaims: await total('/api/admin/damage-claims?state=disputed'),
    });

    const before = await read();
    expect(before.revenue).toEqual(
      (await request(app).get(`/api/admin/revenue?from=${from}&to=${to}`).set(admin).expect(200)).body,
    );
    expect(before.waiting).toEqual(await lists());

    // A held partner's payout waits under held; a payout the bank refuses, under failed.
    const held = await sale();
    await makeReady(held.partnerId);
    await request(app)
      .post(`/api/admin/partners/${held.partnerId}/payout-hold`)
      .set(admin)
      .send({ held: true, reason: 'Documents under review' })
      .expect(200);
    const refused = await sale();
    await makeReady(refused.partnerId, { iban: PAYOUT_TEST_IBANS.refused });
    await run.round();
    const after = await read();
    expect(after.waiting).toEqual(await lists());
    expect(after.waiting).toMatchObject({
      payoutsHeld: before.waiting.payoutsHeld + 1,
      payoutsFailed: before.waiting.payoutsFailed + 1,
    });
    // Their sales added their commissions to the month.
    const usdFees = (r: { revenue: { totals: Array<{ currency: string; fees: number }> } }) =>
      r.revenue.totals.find((x) => x.currency === 'USD')?.fees ?? 0;
    expect(usdFees(after)).toBeGreaterThan(usdFees(before));

    const badFrom = await request(app).get(`/api/admin/finances?from=soon&to=${to}`).set(admin).expect(400);
    expect(badFrom.body.fields).toEqual({ from: M.revenueFrom });
    const backwards = await request(app)
      .get('/api/admin/finances?from=2030-02-01&to=2030-01-31')
      .set(admin)
      .expect(400);
    expect(backwards.body.fields).toEqual({ to: M.revenueRange });
    await request(app)
      .get(`/api/admin/finances?from=${from}&to=${to}`)
      .set(await partnerOwnerAuth(app, t.db, held.partnerId))
      .expect(403);
  });
});
