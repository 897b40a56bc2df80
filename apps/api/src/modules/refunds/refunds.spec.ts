import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { amountDecimalsMessage, REFUND_MESSAGES as M, ZCancellationPreview, ZOrder } from '@pavilion/domain';
import {
  auditLog,
  events,
  ledgerEntries,
  orders,
  partnerBalances,
  refunds,
  subEvents,
  tickets,
  ticketTypes,
} from '../../db/schema';
import { bearerFor, createAdmin, readUntil, runBackgroundWork, workerDepsFor } from '@pavilion/api-testing/harness';
import { useCheckout } from '@pavilion/api-testing/checkout';
import { outboxTo } from '@pavilion/api-testing/mail';
import { createLogger } from '../../platform/logger';
import { TEST_CARDS } from '../../platform/payments';
import { checkLedger } from '../ledger';
import { rowsOf } from '../../db/raw-sql';
import { CancellationQueue } from './queue';
import { RefundSender } from './sender';
import { OrderRefunds } from './service';
import { refundWorkerFactory } from './worker';
import { CANCELLATION_TEMPLATE, REFUND_SENT_TEMPLATE } from './emails';

const { t, gateway, app, buyer, pendingOrder, pay } = useCheckout();

const DAY = 86_400_000;
const service = () =>
  new RefundSender({
    db: t.db,
    gateway,
    now: () => t.clock.now,
    logger: createLogger('silent'),
    config: t.config,
  });

/**
 * A paid order of `tickets` tickets (125.00 each, with a 20.00 extra of capacity 5 when asked), its
 * event `startsInDays` days away in `timeZone`, its ticket type under a policy: 100 % from 60 to 30
 * days, 50 % from 29 to 7, nothing closer.
 */
async function paidOrder(
  opts: { tickets?: number; extras?: boolean; startsInDays?: number; timeZone?: string; card?: string } = {},
) {
  const b = await buyer();
  // The tickets keep the periods of the policy they are ordered under, so the policy comes first.
  const { orderId, sale } = await pendingOrder(b, {
    tickets: opts.tickets ?? 2,
    extras: opts.extras,
    policy: [
      { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
      { percentageRefund: 50, startDaysBeforeEvent: 29, endDaysBeforeEvent: 7 },
    ],
  });
  await t.db
    .update(events)
    .set({
      startAt: new Date(t.clock.now.getTime() + (opts.startsInDays ?? 20) * DAY),
      endAt: new Date(t.clock.now.getTime() + ((opts.startsInDays ?? 20) + 1) * DAY),
      timeZone: opts.timeZone ?? 'UTC',
    })
    .where(eq(events.id, sale.eventId));
  expect((await pay(b.auth, orderId, opts.card)).status).toBe(200);
  const ticketRows = await t.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.position);
  return {
    b,
    orderId,
    sale,
    partnerId: sale.partnerId,
    partnerAuth: () => bearerFor(app, sale.partnerEmail),
    ticketIds: ticketRows.map((r) => r.id),
  };
}

const soldOf = async (ticketTypeId: number) =>
  (await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId)))[0].sold;
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const templatesTo = async (email: string) => (await outboxTo(t, email)).map((r) => r.template);
const refundLines = (orderId: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'refund')));
const byAccount = (lines: Array<{ account: string; amountMinor: number }>) =>
  Object.fromEntries(lines.map((l) => [l.account, l.amountMinor]));

describe('the cancellation preview', () => {
  it('gives each ticket the policy period applying today, counted in days where the event is held', async () => {
    // 20 days away: the 50 % period. 125.00 + 20.00 extra per ticket -> 72.50 back each.
    const o = await paidOrder({ extras: true });
    const res = await request(app).get(`/api/orders/${o.orderId}/cancellation-preview`).set(o.b.auth).expect(200);
    expect(ZCancellationPreview.parse(res.body)).toEqual({
      tickets: o.ticketIds.map((ticketId) => ({ ticketId, refundPercentage: 50, refundAmount: 72.5 })),
      refundTotal: 145,
      currency: 'USD',
      cancellable: true,
      reason: null,
      daysBeforeEvent: 20,
    });
    const one = await request(app)
      .get(`/api/orders/${o.orderId}/cancellation-preview?ticketIds=${o.ticketIds[1]}`)
      .set(o.b.auth)
      .expect(200);
    expect(one.body.tickets).toEqual([{ ticketId: o.ticketIds[1], refundPercentage: 50, refundAmount: 72.5 }]);
    expect(one.body.refundTotal).toBe(72.5);
  });

  it('reads the period on the calendar of the event zone', async () => {
    // 30 days and 23 hours ahead in UTC terms; in Tokyo (UTC+9) that is already 31 calendar days,
    // in Los Angeles 30 or 31 depending on the hour: the period depends on the zone, not on 24-hour blocks.
    const o = await paidOrder({ startsInDays: 30, timeZone: 'Pacific/Kiritimati' });
    const res = await request(app).get(`/api/orders/${o.orderId}/cancellation-preview`).set(o.b.auth).expect(200);
    expect([30, 31]).toContain(res.body.daysBeforeEvent);
    expect(res.body.tickets[0].refundPercentage).toBe(100);
    expect(res.body.refundTotal).toBe(250);
  });

  it('says no refund outside every period, and cancelling is still possible', async () => {
    const o = await paidOrder({ startsInDays: 3 });
    const res = await request(app).get(`/api/orders/${o.orderId}/cancellation-preview`).set(o.b.auth).expect(200);
    expect(res.body).toMatchObject({ refundTotal: 0, cancellable: true });
    expect(res.body.tickets.map((x: { refundPercentage: number }) => x.refundPercentage)).toEqual([0, 0]);
  });

  it('is not cancellable once the event has started, or for an unpaid order', async () => {
    const started = await paidOrder({ startsInDays: 3 });
    await t.db
      .update(events)
      .set({ startAt: new Date(t.clock.now.getTime() - 60_000) })
      .where(eq(events.id, started.sale.eventId));
    const res = await request(app)
      .get(`/api/orders/${started.orderId}/cancellation-preview`)
      .set(started.b.auth)
      .expect(200);
    expect(res.body).toMatchObject({ cancellable: false, reason: M.eventStarted, refundTotal: 0 });

    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const unpaid = await request(app).get(`/api/orders/${orderId}/cancellation-preview`).set(b.auth).expect(200);
    expect(unpaid.body).toMatchObject({ cancellable: false, reason: M.orderNotPaid });
  });

  it("refuses a ticket of another order, and answers 404 for another buyer's order", async () => {
    const o = await paidOrder();
    const other = await paidOrder();
    const res = await request(app)
      .get(`/api/orders/${o.orderId}/cancellation-preview?ticketIds=${other.ticketIds[0]}`)
      .set(o.b.auth)
      .expect(400);
    expect(res.body.fields).toEqual({ ticketIds: M.ticketsNotInOrder });
    const bad = await request(app)
      .get(`/api/orders/${o.orderId}/cancellation-preview?ticketIds=nope`)
      .set(o.b.auth)
      .expect(400);
    expect(bad.body.fields).toEqual({ 'ticketIds.0': M.ticketIdsInvalid });
    await request(app).get(`/api/orders/${o.orderId}/cancellation-preview`).set(other.b.auth).expect(404);
    await request(app).post(`/api/orders/${o.orderId}/cancel`).set(other.b.auth).send({}).expect(404);
  });
});

describe('the attendee cancels', () => {
  it('one ticket, then the whole order: each seat released once, refunds sent, emails, ledger balanced', async () => {
    const o = await paidOrder({ extras: true });
    const typeId = o.sale.ticketTypeIds[0];
    expect(await soldOf(typeId)).toBe(2);
    const [balanceBefore] = await t.db.select().from(partnerBalances).where(eq(partnerBalances.partnerId, o.partnerId));

    const first = await request(app)
      .post(`/api/orders/${o.orderId}/cancel`)
      .set(o.b.auth)
      .send({ ticketIds: [o.ticketIds[0]] })
      .expect(200);
    const order = ZOrder.parse(first.body);
    expect(order.status).toBe('paid');
    expect(order.tickets.map((x) => x.status)).toEqual(['cancelled', 'valid']);
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amount: 72.5,
        status: 'refunded',
        requestedBy: 'attendee',
        refundedAt: expect.any(String),
      }),
    ]);
    expect(await soldOf(typeId)).toBe(1);
    const [extra] = await t.db.select().from(subEvents).where(eq(subEvents.id, o.sale.extraIds[0]));
    expect(extra.sold).toBe(1);
    expect(gateway.refundCalls).toEqual([
      expect.objectContaining({ amountMinor: 7_250, idempotencyKey: order.refunds[0].id }),
    ]);
    // Ledger: 72.50 back; the fee of the order (2 x (7.25 + 0.50) = 15.50) given back in proportion to
    // 72.50 / 290.00: 3.875 -> 3.87.
    expect(byAccount(await refundLines(o.orderId))).toEqual({
      gateway: -7_250,
      platform_fees: 387,
      partner_payable: 7_250 - 387,
    });
    const [balanceAfter] = await t.db.select().from(partnerBalances).where(eq(partnerBalances.partnerId, o.partnerId));
    expect(balanceAfter.balanceMinor).toBe(balanceBefore.balanceMinor - (7_250 - 387));
    expect(await templatesTo(o.b.email)).toEqual(expect.arrayContaining([CANCELLATION_TEMPLATE, REFUND_SENT_TEMPLATE]));

    // The ticket again: refused, nothing released twice.
    const again = await request(app)
      .post(`/api/orders/${o.orderId}/cancel`)
      .set(o.b.auth)
      .send({ ticketIds: [o.ticketIds[0]] })
      .expect(409);
    expect(again.body.error).toBe(M.ticketsAlreadyCancelled({ count: 1 }));
    expect(again.body.error).toBe('This ticket is already cancelled');
    const german = await request(app)
      .post(`/api/orders/${o.orderId}/cancel`)
      .set(o.b.auth)
      .set({ 'Accept-Language': 'de', 'X-Requested-With': 'XMLHttpRequest' })
      .send({ ticketIds: [o.ticketIds[0]] })
      .expect(409);
    expect(german.body.error).toBe('Dieses Ticket ist bereits storniert');

    // The whole order: only the ticket still valid is cancelled and released.
    const whole = await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200);
    expect(whole.body.status).toBe('cancelled');
    expect(whole.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([72.5, 72.5]);
    expect(await soldOf(typeId)).toBe(0);
    const [extraAfter] = await t.db.select().from(subEvents).where(eq(subEvents.id, o.sale.extraIds[0]));
    expect(extraAfter.sold).toBe(0);
    // The two halves together give back 7.75 of the 15.50 fee exactly.
    const lines = await refundLines(o.orderId);
    expect(lines.filter((l) => l.account === 'platform_fees').reduce((s, l) => s + l.amountMinor, 0)).toBe(775);

    const done = await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(409);
    expect(done.body.error).toBe(M.ticketsAlreadyCancelled({ count: 2 }));
    expect(done.body.error).toBe('These tickets are already cancelled');
    expect(await soldOf(typeId)).toBe(0);
    // Cancelled tickets are gone from the buyer's tickets and their QR codes are refused.
    const mine = await request(app).get('/api/tickets/?when=all').set(o.b.auth).expect(200);
    expect(mine.body.items.map((x: { id: string }) => x.id)).not.toContain(o.ticketIds[0]);
    await request(app).get(`/api/tickets/${o.ticketIds[0]}/qr.svg`).set(o.b.auth).expect(404);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a cancelled ticket leaves the sales figures at once, the order with its last ticket; a rebuild agrees', async () => {
    const o = await paidOrder({ extras: true });
    const figures = async () => {
      type Row = { kind: string; orders: number | null; tickets: number; revenue: string };
      const rows = rowsOf<Row>(
        await t.db.execute(sql`
        select 'totals' as kind, orders, tickets, revenue_minor::text as revenue from event_sales_totals where event_id = ${o.sale.eventId}
        union all select 'days', sum(orders)::int, sum(tickets)::int, sum(revenue_minor)::text from event_sales_days where event_id = ${o.sale.eventId}
        union all select 'partner', sum(orders)::int, sum(tickets)::int, sum(revenue_minor)::text from partner_sales_days where partner_id = ${o.partnerId}
        union all select 'types', 0, sum(tickets)::int, sum(revenue_minor)::text from ticket_type_sales_days where event_id = ${o.sale.eventId}`),
      );
      return Object.fromEntries(
        rows.map((r) => [r.kind, [Number(r.orders ?? 0), Number(r.tickets ?? 0), Number(r.revenue ?? 0)]]),
      );
    };
    const rebuilt = async () => {
      await t.db.execute(sql`select sales_days_rebuild()`);
      return figures();
    };
    const partnerBefore = (await figures()).partner;
    // Two tickets of 125.00 with a 20.00 extra each: 290.00 paid; list prices 250.00 per type.
    const paid = await figures();
    expect(paid.totals).toEqual([1, 2, 29_000]);
    expect(paid.days).toEqual([1, 2, 29_000]);
    expect(paid.types).toEqual([0, 2, 25_000]);

    await request(app)
      .post(`/api/orders/${o.orderId}/cancel`)
      .set(o.b.auth)
      .send({ ticketIds: [o.ticketIds[0]] })
      .expect(200);
    const partly = await figures();
    expect(partly.totals).toEqual([1, 1, 14_500]);
    expect(partly.days).toEqual([1, 1, 14_500]);
    expect(partly.types).toEqual([0, 1, 12_500]);
    expect(partly.partner).toEqual([partnerBefore[0], partnerBefore[1] - 1, partnerBefore[2] - 14_500]);
    expect(await rebuilt()).toEqual(partly);

    await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200);
    const gone = await figures();
    expect(gone.totals).toEqual([0, 0, 0]);
    expect(gone.days).toEqual([0, 0, 0]);
    expect(gone.types).toEqual([0, 0, 0]);
    expect(gone.partner).toEqual([partnerBefore[0] - 1, partnerBefore[1] - 2, partnerBefore[2] - 29_000]);
    // The rebuild drops rows of nothing; the figures read the same.
    const again = await rebuilt();
    expect(again.totals ?? [0, 0, 0]).toEqual([0, 0, 0]);
    expect(again.days).toEqual([0, 0, 0]);
  });

  it('outside every period: the seats are released and nothing is refunded', async () => {
    const o = await paidOrder({ startsInDays: 2 });
    const res = await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(await soldOf(o.sale.ticketTypeIds[0])).toBe(0);
    expect(gateway.refundCalls).toHaveLength(0);
    expect(await templatesTo(o.b.email)).toContain(CANCELLATION_TEMPLATE);
    expect(await templatesTo(o.b.email)).not.toContain(REFUND_SENT_TEMPLATE);
  });

  it('is refused once the event has started and for an unpaid order', async () => {
    const o = await paidOrder();
    await t.db
      .update(events)
      .set({ startAt: new Date(t.clock.now.getTime() - 60_000) })
      .where(eq(events.id, o.sale.eventId));
    const started = await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(409);
    expect(started.body.error).toBe(M.eventStarted);
    const b = await buyer();
    const { orderId } = await pendingOrder(b);
    const unpaid = await request(app).post(`/api/orders/${orderId}/cancel`).set(b.auth).send({}).expect(409);
    expect(unpaid.body.error).toBe(M.orderNotPaid);
    const empty = await request(app)
      .post(`/api/orders/${orderId}/cancel`)
      .set(b.auth)
      .send({ ticketIds: [] })
      .expect(400);
    expect(empty.body.fields).toEqual({ ticketIds: M.ticketIdsEmpty });
  });
});

describe('a refund that fails', () => {
  it('stays failed with its next attempt, and the worker sends it with the same key, paid once', async () => {
    const o = await paidOrder({ card: TEST_CARDS.refundFailsOnce });
    const res = await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200);
    const [refund] = res.body.refunds;
    expect(refund).toMatchObject({ status: 'failed', amount: 125, nextAttemptAt: expect.any(String) });
    expect(await refundLines(o.orderId)).toHaveLength(0);
    expect(await templatesTo(o.b.email)).not.toContain(REFUND_SENT_TEMPLATE);

    // Support sees it waiting, with its attempts and the provider's words; partners and buyers may not list refunds.
    const adminAuth = await bearerFor(app, (await createAdmin(t.db)).email);
    const waitingIds = async (status: string) =>
      (await request(app).get(`/api/admin/refunds?status=${status}&pageSize=100`).set(adminAuth).expect(200)).body
        .items;
    const waiting = (await waitingIds('waiting')).find((r: { id: string }) => r.id === refund.id);
    expect(waiting).toMatchObject({
      orderId: o.orderId,
      buyerEmail: o.b.email,
      status: 'failed',
      amount: 125,
      attempts: 1,
      failureMessage: expect.any(String),
      event: { id: o.sale.eventId },
      partner: { id: o.partnerId },
    });
    await request(app).get('/api/admin/refunds').set(o.b.auth).expect(403);
    const late = await request(app).get('/api/admin/refunds?status=late').set(adminAuth).expect(400);
    expect(late.body.fields).toEqual({ status: M.refundFilter });

    // Not due yet: nothing is sent.
    const payouts = gateway.inner.payouts.count;
    expect(await service().sendDue()).toBe(0);
    t.clock.advance(31_000);
    expect(await service().sendDue()).toBe(1);
    expect(gateway.refundCalls.map((c) => c.idempotencyKey)).toEqual([refund.id, refund.id]);
    expect(gateway.inner.payouts.count).toBe(payouts + 1);
    const read = await request(app).get(`/api/orders/${o.orderId}`).set(o.b.auth).expect(200);
    expect(read.body.refunds[0]).toMatchObject({
      status: 'refunded',
      refundedAt: t.clock.now.toISOString(),
      nextAttemptAt: null,
    });
    expect(await refundLines(o.orderId)).toHaveLength(3);
    expect((await templatesTo(o.b.email)).filter((x) => x === REFUND_SENT_TEMPLATE)).toHaveLength(1);
    // Paid back: no longer waiting, listed as refunded.
    expect((await waitingIds('waiting')).map((r: { id: string }) => r.id)).not.toContain(refund.id);
    expect((await waitingIds('refunded')).map((r: { id: string }) => r.id)).toContain(refund.id);
  });

  it('paid by the gateway but the answer lost: sent again under its key, paid and written once', async () => {
    const o = await paidOrder();
    // The provider pays, then the connection drops before its answer arrives.
    const lossy = new OrderRefunds(
      {
        db: t.db,
        gateway: {
          name: 'simulated',
          charge: (r) => gateway.charge(r),
          refund: async (r) => {
            await gateway.inner.refund(r);
            throw new Error('socket hang up');
          },
          chargeSavedCard: (r) => gateway.chargeSavedCard(r),
        },
        now: () => t.clock.now,
        logger: createLogger('silent'),
        config: t.config,
      },
      { kind: 'attendee', personId: o.b.personId },
    );
    const payouts = gateway.inner.payouts.count;
    await lossy.cancel(o.orderId, {});
    const [failed] = await refundsOf(o.orderId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(gateway.inner.payouts.count).toBe(payouts + 1);
    t.clock.advance(31_000);
    // Two workers at once: one claims it.
    await Promise.all([service().sendDue(), service().sendDue()]);
    await service().send(failed.id);
    const [refund] = await refundsOf(o.orderId);
    expect(refund).toMatchObject({ status: 'refunded' });
    expect(gateway.inner.payouts.count).toBe(payouts + 1);
    expect(await refundLines(o.orderId)).toHaveLength(3);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('the refund worker', () => {
  it('runs beside the API and sends a failed refund once it is due', async () => {
    const o = await paidOrder();
    gateway.failRefunds = 1;
    await request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}).expect(200);
    expect((await refundsOf(o.orderId))[0].status).toBe('failed');
    t.clock.advance(31_000);
    const worker = await runBackgroundWork(
      t,
      [refundWorkerFactory],
      workerDepsFor(t, { config: { ...t.config, refundPollMs: 50 }, paymentGateway: gateway }),
    );
    try {
      const [{ status }] = await readUntil(
        () => refundsOf(o.orderId),
        ([row]) => row.status === 'refunded',
      );
      expect(status).toBe('refunded');
    } finally {
      await worker.stop();
    }
    expect((await refundsOf(o.orderId))[0]).toMatchObject({ attempts: 2 });
  });
});

describe('a refund whose request died before the gateway answered', () => {
  it('is taken over by the worker after its lease and paid once', async () => {
    const o = await paidOrder();
    // The process stops right after the cancelling transaction committed: the gateway never answers.
    const dying = new OrderRefunds(
      {
        db: t.db,
        gateway: {
          name: 'simulated',
          charge: (r) => gateway.charge(r),
          refund: () => new Promise(() => undefined),
          chargeSavedCard: (r) => gateway.chargeSavedCard(r),
        },
        now: () => t.clock.now,
        logger: createLogger('silent'),
        config: t.config,
      },
      { kind: 'attendee', personId: o.b.personId },
    );
    void dying.cancel(o.orderId, {});
    const rows = await readUntil(
      () => refundsOf(o.orderId),
      (list) => list.length > 0,
      { everyMs: 20 },
    );
    expect(rows).toEqual([expect.objectContaining({ status: 'requested', attempts: 0 })]);
    const read = await request(app).get(`/api/orders/${o.orderId}`).set(o.b.auth).expect(200);
    expect(read.body.refunds[0]).toMatchObject({ status: 'requested', refundedAt: null });
    // Within its lease the worker leaves it to the request.
    expect(await service().sendDue()).toBe(0);
    t.clock.advance(61_000);
    const payouts = gateway.inner.payouts.count;
    expect(await service().sendDue()).toBe(1);
    expect(await service().sendDue()).toBe(0);
    const [refund] = await refundsOf(o.orderId);
    expect(refund).toMatchObject({ status: 'refunded', attempts: 1 });
    expect(gateway.inner.payouts.count).toBe(payouts + 1);
    expect(await refundLines(o.orderId)).toHaveLength(3);
    expect((await templatesTo(o.b.email)).filter((x) => x === REFUND_SENT_TEMPLATE)).toHaveLength(1);
    expect(await checkLedger(t.db)).toMatchObject({ ok: true, unbalancedTransactions: [], partnerMismatches: [] });
  });
});

describe('the emails', () => {
  it('say what was cancelled and what comes back, then that the refund was sent', async () => {
    const o = await paidOrder();
    await request(app)
      .post(`/api/orders/${o.orderId}/cancel`)
      .set(o.b.auth)
      .send({ ticketIds: [o.ticketIds[0]] })
      .expect(200);
    const mails = await outboxTo(t, o.b.email);
    const confirmed = mails.find((m) => m.template === CANCELLATION_TEMPLATE)!;
    expect(confirmed.subject).toBe('Cancellation confirmed for Future of Logistics Summit');
    expect(confirmed.text).toContain('We have cancelled 1 ticket of order');
    expect(confirmed.text).toContain('A refund of $62.50 is on its way');
    const sent = mails.find((m) => m.template === REFUND_SENT_TEMPLATE)!;
    expect(sent.subject).toBe('Refund sent: $62.50 for Future of Logistics Summit');
    // No card number (the order id, a UUID, may hold a run of digits of its own).
    expect(sent.text.replaceAll(o.orderId, '')).not.toMatch(/\d{12,}/);
  });
});

describe('the partner refunds', () => {
  it("the policy's amount by default, any amount up to what remains, on its own orders only", async () => {
    const o = await paidOrder({ startsInDays: 45 });
    const partner = await o.partnerAuth();
    const url = `/api/partner/orders/${o.orderId}/refund`;
    const noReason = await request(app).post(url).set(partner).send({ amount: 10 }).expect(400);
    expect(noReason.body.fields).toEqual({ reason: M.reasonRequired });
    const decimals = await request(app).post(url).set(partner).send({ amount: 10.005, reason: 'x' }).expect(400);
    expect(decimals.body.fields).toEqual({ amount: amountDecimalsMessage('USD') });
    const tooMuch = await request(app).post(url).set(partner).send({ amount: 250.01, reason: 'Goodwill' }).expect(409);
    expect(tooMuch.body.error).toBe(M.amountTooHigh({ max: '$250.00' }));

    // One ticket at the policy's 100 %.
    const one = await request(app)
      .post(url)
      .set(partner)
      .send({ reason: 'Attendee asked us by phone', ticketIds: [o.ticketIds[0]] })
      .expect(200);
    expect(one.body.refunds).toEqual([
      expect.objectContaining({
        amount: 125,
        requestedBy: 'partner',
        reason: 'Attendee asked us by phone',
        status: 'refunded',
      }),
    ]);
    // The other ticket with a chosen amount, then a further goodwill refund of what remains.
    t.clock.advance(1_000);
    await request(app)
      .post(url)
      .set(partner)
      .send({ amount: 50, reason: 'Half', ticketIds: [o.ticketIds[1]] })
      .expect(200);
    const more = await request(app).post(url).set(partner).send({ amount: 75.01, reason: 'Rest' }).expect(409);
    expect(more.body.error).toBe(M.amountTooHigh({ max: '$75.00' }));
    t.clock.advance(1_000);
    const rest = await request(app).post(url).set(partner).send({ amount: 75, reason: 'Rest' }).expect(200);
    expect(rest.body.status).toBe('cancelled');
    expect(rest.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([125, 50, 75]);
    const nothing = await request(app).post(url).set(partner).send({ reason: 'Again' }).expect(409);
    expect(nothing.body.error).toBe(M.nothingToRefund);
    // The whole fee came back with the whole amount.
    const fees = (await refundLines(o.orderId)).filter((l) => l.account === 'platform_fees');
    expect(fees.reduce((s, l) => s + l.amountMinor, 0)).toBe(2 * (625 + 50));

    const stranger = await paidOrder();
    await request(app)
      .post(`/api/partner/orders/${stranger.orderId}/refund`)
      .set(partner)
      .send({ reason: 'Not mine' })
      .expect(404);
    expect(await refundsOf(stranger.orderId)).toHaveLength(0);
  });
});

describe('support refunds', () => {
  it('any order, written to the audit log with the reason', async () => {
    const o = await paidOrder({ startsInDays: 3 });
    const admin = await createAdmin(t.db);
    const auth = await bearerFor(app, admin.email);
    const res = await request(app)
      .post(`/api/admin/orders/${o.orderId}/refund`)
      .set(auth)
      .send({ amount: 30, reason: 'Double booking', ticketIds: [o.ticketIds[0]] })
      .expect(200);
    expect(res.body.refunds).toEqual([
      expect.objectContaining({ amount: 30, requestedBy: 'admin', status: 'refunded' }),
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, o.orderId));
    expect(entry).toMatchObject({
      action: 'order.refund',
      entityType: 'order',
      actorPersonId: admin.personId,
      summary: expect.stringContaining('Double booking'),
    });
    await request(app).post(`/api/admin/orders/${o.orderId}/refund`).set(o.b.auth).send({ reason: 'x' }).expect(403);
  });
});

describe('racing cancellations', () => {
  it('100 cancels of one order and a partner refund refund exactly once; seats released once; the ledger holds', async () => {
    const o = await paidOrder({ tickets: 3, startsInDays: 45 });
    const typeId = o.sale.ticketTypeIds[0];
    const partner = await o.partnerAuth();
    const payouts = gateway.inner.payouts.count;
    const cancels = Array.from({ length: 100 }, () =>
      request(app).post(`/api/orders/${o.orderId}/cancel`).set(o.b.auth).send({}),
    );
    const partnerRefund = request(app)
      .post(`/api/partner/orders/${o.orderId}/refund`)
      .set(partner)
      .send({ reason: 'Event moved' });
    const results = await Promise.all([...cancels.slice(0, 50), partnerRefund, ...cancels.slice(50)]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100);
    const rows = await refundsOf(o.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountMinor: 3 * 12_500, status: 'refunded' });
    expect(gateway.inner.payouts.count).toBe(payouts + 1);
    expect(await soldOf(typeId)).toBe(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(order.status).toBe('cancelled');
    expect(await refundLines(o.orderId)).toHaveLength(3);
    const check = await checkLedger(t.db);
    expect(check).toMatchObject({ ok: true, unbalancedTransactions: [], partnerMismatches: [] });
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.orderId, o.orderId), eq(tickets.status, 'cancelled')));
    expect(n).toBe(3);
  }, 60_000);
});

describe('cancellations that arrive together', () => {
  it('go in one transaction per batch; each answers as it would alone, a refused one changes nothing', async () => {
    const [a, b, c, d] = [await paidOrder(), await paidOrder({ tickets: 3 }), await paidOrder(), await paidOrder()];
    let transactions = 0;
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction') {
          return (fn: Parameters<typeof target.transaction>[0]) => {
            transactions += 1;
            return target.transaction(fn);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const queue = new CancellationQueue({
      db,
      gateway,
      now: () => t.clock.now,
      logger: createLogger('silent'),
      config: t.config,
    });
    const attendee = (o: { b: { personId: number } }) => ({ kind: 'attendee' as const, personId: o.b.personId });
    const payouts = gateway.inner.payouts.count;
    const soldBefore = await soldOf(b.sale.ticketTypeIds[0]);
    const answers = await Promise.all([
      queue.cancel({ owner: attendee(a), orderId: a.orderId, request: {} }),
      // These wait for the first and go together:
      queue.cancel({
        owner: attendee(b),
        orderId: b.orderId,
        request: { ticketIds: [b.ticketIds[0], b.ticketIds[2]] },
      }),
      queue.cancel({ owner: attendee(a), orderId: c.orderId, request: {} }), // another buyer's order
      queue.cancel({ owner: attendee(c), orderId: c.orderId, request: { ticketIds: [d.ticketIds[0]] } }), // not its ticket
      queue.cancel({ owner: attendee(d), orderId: d.orderId, request: {} }),
      queue.cancel({ owner: attendee(d), orderId: d.orderId, request: {} }), // the same order again: next round
    ]);
    const statusOf = (s: (typeof answers)[number]) =>
      s.ok ? s.value.status : ((s.error as { status?: number }).status ?? 'thrown');
    expect(answers.map(statusOf)).toEqual(['cancelled', 'paid', 404, 400, 'cancelled', 409]);
    // One alone, then the other five in two rounds (d's second request after its first).
    expect(transactions).toBeLessThanOrEqual(2 + 3);
    expect(transactions).toBeGreaterThanOrEqual(1 + 2);

    // b: two of its three tickets cancelled and refunded (the 50 % period), its seats given back.
    const bView = answers[1].ok ? answers[1].value : null;
    expect(bView?.tickets.filter((x) => x.status === 'cancelled')).toHaveLength(2);
    expect(await soldOf(b.sale.ticketTypeIds[0])).toBe(soldBefore - 2);
    expect(await refundsOf(b.orderId)).toEqual([expect.objectContaining({ amountMinor: 12_500, status: 'refunded' })]);
    // c was refused twice and is untouched.
    expect(await refundsOf(c.orderId)).toEqual([]);
    const [cOrder] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect(cOrder.status).toBe('paid');
    expect(await soldOf(c.sale.ticketTypeIds[0])).toBe(2);
    // a and d refunded once each; three refunds paid by the gateway; emails for each.
    expect((await refundsOf(d.orderId)).map((r) => r.status)).toEqual(['refunded']);
    expect(gateway.inner.payouts.count).toBe(payouts + 3);
    for (const o of [a, b, d]) {
      expect(await templatesTo(o.b.email)).toEqual(
        expect.arrayContaining([CANCELLATION_TEMPLATE, REFUND_SENT_TEMPLATE]),
      );
      expect(await refundLines(o.orderId)).toHaveLength(3);
    }
    expect(await templatesTo(c.b.email)).not.toContain(CANCELLATION_TEMPLATE);
    expect(await checkLedger(t.db)).toMatchObject({ ok: true, unbalancedTransactions: [], partnerMismatches: [] });
  }, 60_000);
});
