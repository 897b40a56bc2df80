// Money under races: requests sent at the same moment, for real, on every path where money and seats
// move (payment, the buyer's cancel, the partner's and support's refunds, the event's cancellation,
// hold expiry). PGlite has one connection, so its transactions never interleave; the tests that need
// two transactions at once run when DATABASE_URL names a PostgreSQL server (CI). The payment that lands
// while its event is cancelled interleaves across the gateway call, so it runs on both.
import { PAYMENT_MESSAGES } from '@pavilion/domain';
import request from 'supertest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { events, ledgerEntries, orders, partnerMembers, persons, refunds, tickets, ticketTypes } from '../../db/schema';
import { bearerFor, createAdmin } from '@pavilion/api-testing/harness';
import {
  appWithGateway,
  attendeeTicket,
  CountingGateway,
  createSaleEvent,
  useCheckout,
} from '@pavilion/api-testing/checkout';
import type { ChargeRequest, ChargeResult, RefundRequest, RefundResult } from '../../platform/payments';
import { expireDueOrders } from '../orders';
import { checkLedger } from '../ledger';
import { rowsOf } from '../../db/raw-sql';
import { retriedTransactions } from '../../platform/locks';

/**
 * A gateway whose charges take as long as the test says, per call, and whose refunds can be made to
 * answer together: each waits until `refundsTogether` have arrived (or a second has passed), so the
 * transactions that record them run at the same moment.
 */
class SlowChargeGateway extends CountingGateway {
  chargeDelayMs: () => number = () => 0;
  refundsTogether = 0;
  private waiting: Array<() => void> = [];
  override async charge(req: ChargeRequest): Promise<ChargeResult> {
    await new Promise((resolve) => setTimeout(resolve, this.chargeDelayMs()));
    return super.charge(req);
  }
  override async refund(req: RefundRequest): Promise<RefundResult> {
    if (this.refundsTogether > 1) {
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        if (this.waiting.length >= this.refundsTogether) this.waiting.splice(0).forEach((go) => go());
        else setTimeout(resolve, 1_000);
      });
    }
    return super.refund(req);
  }
}

// Many buyers from one address: the checkout's rate limits per address would refuse them.
const { t, gateway, app, buyer, pay } = useCheckout({ CHECKOUT_RATE_LIMITS: 'false' }, new SlowChargeGateway());
/** A second instance of the API on the same database: its own cancellation queue, its own pool. */
let other: ReturnType<typeof appWithGateway>;
/** Ten instances, for requests that one instance's cancellation queue would put in turn. */
let instances: Array<ReturnType<typeof appWithGateway>>;
beforeAll(() => {
  other = appWithGateway(t, gateway);
  instances = [app, other, ...Array.from({ length: 8 }, () => appWithGateway(t, gateway))];
});
beforeEach(() => {
  gateway.chargeDelayMs = () => 0;
  gateway.refundsTogether = 0;
});

const onPostgres = Boolean(process.env.DATABASE_URL);
const racingOnPostgres = onPostgres ? describe : describe.skip;
const REASON = 'The venue withdrew its booking for that week';

async function partnerAuthOf(eventId: number) {
  const [member] = await t.db
    .select({ email: persons.email })
    .from(events)
    .innerJoin(partnerMembers, eq(partnerMembers.partnerId, events.partnerId))
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(eq(events.id, eventId));
  return bearerFor(app, member.email);
}

/** An event 40 days away, 125.00 a ticket, with `paid` orders of `tickets` tickets each (paid through the API). */
async function eventWithOrders(paid: number, ticketsEach = 2, quantity = 200) {
  const sale = await createSaleEvent(t.db, t.clock.now, {
    ticketTypes: [{ quantity, priceMinor: 12_500 }],
    startsInDays: 40,
  });
  const typeId = sale.ticketTypeIds[0];
  const buyers = await Promise.all(Array.from({ length: paid }, () => buyer()));
  const placed = [];
  for (const b of buyers) {
    const res = await request(app)
      .post('/api/orders/')
      .set(b.auth)
      .send({ eventId: sale.eventId, tickets: Array.from({ length: ticketsEach }, () => attendeeTicket(typeId)) })
      .expect(201);
    placed.push({ b, orderId: res.body.id as string });
  }
  for (const p of placed) expect((await pay(p.b.auth, p.orderId)).status).toBe(200);
  const ticketRows = placed.length
    ? await t.db
        .select({ id: tickets.id, orderId: tickets.orderId })
        .from(tickets)
        .where(
          inArray(
            tickets.orderId,
            placed.map((p) => p.orderId),
          ),
        )
        .orderBy(tickets.position)
    : [];
  return {
    sale,
    typeId,
    orders: placed.map((p) => ({
      ...p,
      ticketIds: ticketRows.filter((r) => r.orderId === p.orderId).map((r) => r.id),
    })),
    partner: await partnerAuthOf(sale.eventId),
  };
}

/** What must hold after any interleaving: the books balance, no order of a cancelled event is kept, seats add up. */
async function expectConsistent(eventId: number, typeId: number) {
  const check = await checkLedger(t.db);
  expect(check).toMatchObject({ ok: true, keptOrdersOfCancelledEvents: [], feeBackMismatches: [] });
  const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
  const [{ valid }] = rowsOf<{ valid: number }>(
    await t.db.execute(sql`
      select count(*)::int as valid from tickets t join orders o on o.id = t.order_id
      where t.ticket_type_id = ${typeId} and t.status = 'valid' and o.status = 'paid'`),
  );
  expect(type.sold).toBe(Number(valid));
  const [{ pending }] = rowsOf<{ pending: number }>(
    await t.db.execute(sql`
      select count(*)::int as pending from tickets t join orders o on o.id = t.order_id
      where t.ticket_type_id = ${typeId} and o.status = 'pending'`),
  );
  expect(type.held).toBe(Number(pending));
  const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
  if (event.cancelledAt) {
    // Every order of a cancelled event that was ever paid got all of it back.
    const kept = rowsOf<{ id: string }>(
      await t.db.execute(sql`
        select o.id from orders o join payments p on p.order_id = o.id and p.status = 'succeeded'
        where o.event_id = ${eventId}
          and p.amount_minor > (select coalesce(sum(r.amount_minor), 0) from refunds r where r.order_id = o.id)`),
    );
    expect(kept).toEqual([]);
  }
}

describe('a payment that lands as its event is cancelled', () => {
  it('is refunded in full and answers 409 in words; the cancellation and the books agree', async () => {
    const { sale, typeId, partner } = await eventWithOrders(1);
    const late = await buyer();
    const res = await request(app)
      .post('/api/orders/')
      .set(late.auth)
      .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId), attendeeTicket(typeId)] })
      .expect(201);
    const orderId = res.body.id as string;
    // The charge takes 400 ms: the event is cancelled while the gateway is charging the card.
    gateway.chargeDelayMs = () => 400;
    const key = 'late-payment-of-a-cancelled-event';
    const paying = pay(late.auth, orderId, undefined, key).then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const cancelled = await request(app)
      .post(`/api/partner/events/${sale.eventId}/cancel`)
      .set(partner)
      .send({ reason: REASON });
    const paid = await paying;
    expect(cancelled.status).toBe(200);
    expect(paid.status).toBe(409);
    expect(paid.body.error).toBe(PAYMENT_MESSAGES.chargedForCancelledEvent);
    // Asked again, with the attempt's key or without one, the answer is the same: nothing is charged again.
    const charges = gateway.calls.length;
    for (const again of [
      await pay(late.auth, orderId, undefined, key),
      await pay(late.auth, orderId, undefined, null),
    ]) {
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(PAYMENT_MESSAGES.chargedForCancelledEvent);
    }
    expect(gateway.calls.length).toBe(charges);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('cancelled');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ amountMinor: 25_000, status: 'refunded' });
    const mine = await t.db.select().from(tickets).where(eq(tickets.orderId, orderId));
    expect(mine.map((x) => x.status)).toEqual(['cancelled', 'cancelled']);
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(lines.filter((l) => l.account === 'gateway').reduce((s, l) => s + l.amountMinor, 0)).toBe(0);
    await expectConsistent(sale.eventId, typeId);
  }, 30_000);
});

racingOnPostgres('payments racing an event cancellation (PostgreSQL)', () => {
  it('every payment ends refunded or never charged, whatever the timing', async () => {
    const { sale, typeId, partner } = await eventWithOrders(2);
    const late = await Promise.all(Array.from({ length: 16 }, () => buyer()));
    const pending = [];
    for (const b of late) {
      const res = await request(app)
        .post('/api/orders/')
        .set(b.auth)
        .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId)] })
        .expect(201);
      pending.push({ b, orderId: res.body.id as string });
    }
    // Charges finish spread over 0-300 ms, the cancellation lands in the middle of them.
    gateway.chargeDelayMs = () => Math.floor(Math.random() * 300);
    const payments = pending.map((p) => pay(p.b.auth, p.orderId).then((r) => r));
    await new Promise((resolve) => setTimeout(resolve, 120));
    const cancelled = await request(other)
      .post(`/api/partner/events/${sale.eventId}/cancel`)
      .set(partner)
      .send({ reason: REASON });
    const answers = await Promise.all(payments);
    expect(cancelled.status).toBe(200);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const stillPaid = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.eventId, sale.eventId), eq(orders.status, 'paid')));
    expect(stillPaid).toEqual([]);
    await expectConsistent(sale.eventId, typeId);
  }, 60_000);
});

racingOnPostgres('refunds of one order from the partner and support at once (PostgreSQL)', () => {
  it('each gives back the documented share of the fee, counted on everything refunded before it', async () => {
    const {
      sale,
      typeId,
      partner,
      orders: [o],
    } = await eventWithOrders(1, 10);
    const admin = await createAdmin(t.db);
    const support = await bearerFor(app, admin.email);
    // Ten refunds of 10.37 (a share of 1,250.00 whose fee does not come out whole), half by the partner, half by support, all at
    // once on ten instances; the gateway answers them together, so all ten are recorded at once.
    gateway.refundsTogether = 10;
    const sends = Array.from({ length: 10 }, (_, i) =>
      i % 2
        ? request(instances[i])
            .post(`/api/partner/orders/${o.orderId}/refund`)
            .set(partner)
            .send({ amount: 10.37, reason: 'Goodwill' })
        : request(instances[i])
            .post(`/api/admin/orders/${o.orderId}/refund`)
            .set(support)
            .send({ amount: 10.37, reason: 'Goodwill' }),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));

    const lines = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, o.orderId))
      .orderBy(ledgerEntries.id);
    const sum = (kind: string, account: string) =>
      lines.filter((l) => l.kind === kind && l.account === account).reduce((s, l) => s + l.amountMinor, 0);
    const paid = sum('sale', 'gateway');
    const fee = -sum('sale', 'platform_fees');
    // In the order they were recorded, each refund's fee back is the cumulative rule's step.
    const refundTx = [...new Set(lines.filter((l) => l.kind === 'refund').map((l) => l.transactionId))];
    expect(refundTx).toHaveLength(10);
    let refunded = 0;
    let feeBack = 0;
    for (const id of refundTx) {
      const mine = lines.filter((l) => l.transactionId === id);
      refunded += -mine.find((l) => l.account === 'gateway')!.amountMinor;
      const step = mine.find((l) => l.account === 'platform_fees')?.amountMinor ?? 0;
      expect(step).toBe(Math.floor((fee * refunded) / paid) - feeBack);
      feeBack += step;
    }
    expect(refunded).toBe(10 * 1_037);
    await expectConsistent(sale.eventId, typeId);
  }, 60_000);
});

racingOnPostgres('everything at once on one event (PostgreSQL)', () => {
  it('cancels, refunds, payments, hold expiry and the event cancellation: no 500, no deadlock, the books hold', async () => {
    const retriedBefore = retriedTransactions();
    for (let round = 0; round < 3; round += 1) {
      const { sale, typeId, partner, orders: paid } = await eventWithOrders(12, 2);
      const admin = await createAdmin(t.db);
      const support = await bearerFor(other, admin.email);
      const late = await Promise.all(Array.from({ length: 6 }, () => buyer()));
      const held = [];
      for (const b of late) {
        const res = await request(app)
          .post('/api/orders/')
          .set(b.auth)
          .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId)] })
          .expect(201);
        held.push({ b, orderId: res.body.id as string });
      }
      // Half the holds run out as everything else happens.
      await t.db
        .update(orders)
        .set({ holdExpiresAt: new Date(t.clock.now.getTime() - 1_000) })
        .where(
          inArray(
            orders.id,
            held.slice(3).map((h) => h.orderId),
          ),
        );
      gateway.chargeDelayMs = () => Math.floor(Math.random() * 80);
      const sends: Array<Promise<{ status: number; body: unknown }>> = [];
      paid.forEach((p, i) => {
        if (i % 3 === 0) sends.push(request(app).post(`/api/orders/${p.orderId}/cancel`).set(p.b.auth).send({}));
        else if (i % 3 === 1)
          sends.push(
            request(i % 2 ? app : other)
              .post(`/api/orders/${p.orderId}/cancel`)
              .set(p.b.auth)
              .send({ ticketIds: [p.ticketIds[0]] }),
          );
        else
          sends.push(
            request(other)
              .post(`/api/admin/orders/${p.orderId}/refund`)
              .set(support)
              .send({ amount: 20, reason: 'Goodwill', ticketIds: [p.ticketIds[1]] }),
          );
        if (i % 4 === 0)
          sends.push(
            request(app)
              .post(`/api/partner/orders/${p.orderId}/refund`)
              .set(partner)
              .send({ amount: 5, reason: 'Parking' }),
          );
      });
      for (const h of held.slice(0, 3)) sends.push(pay(h.b.auth, h.orderId));
      sends.splice(
        Math.floor(sends.length / 2),
        0,
        request(round % 2 ? other : app)
          .post(`/api/partner/events/${sale.eventId}/cancel`)
          .set(partner)
          .send({ reason: REASON }),
      );
      const expiring = expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config);
      const answers = await Promise.all(sends);
      await expiring;
      const failed = answers.filter((a) => a.status >= 500);
      expect(failed.map((a) => a.body)).toEqual([]);
      for (const a of answers) expect([200, 409]).toContain(a.status);
      await expectConsistent(sale.eventId, typeId);
    }
    // Not even a deadlock that a second try would have hidden: every path takes its locks in one order.
    expect(retriedTransactions()).toBe(retriedBefore);
  }, 120_000);
});
