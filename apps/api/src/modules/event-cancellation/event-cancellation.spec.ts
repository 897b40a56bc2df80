// POST /api/partner/events/{id}/cancel: the whole event cancelled, every paid order refunded in full.
import request from 'supertest';
import { and, eq, inArray } from 'drizzle-orm';
import { EVENT_CANCELLATION_MESSAGES as M, ZEventCancellation, ZEventDetail, ORDER_MESSAGES } from '@pavilion/domain';
import {
  events,
  favourites,
  ledgerEntries,
  notifications,
  orders,
  refunds,
  tickets,
  ticketTypes,
} from '../../db/schema';
import { bearerFor, createAttendee, createPartnerUser } from '@pavilion/api-testing/harness';
import { attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { outboxTo } from '@pavilion/api-testing/mail';
import { resolveAttachments } from '../../platform/mail/attachments';
import { createLogger } from '../../platform/logger';
import { checkLedger } from '../ledger';
import { RefundSender, CANCELLATION_TEMPLATE, REFUND_SENT_TEMPLATE } from '../refunds';
import { refreshEventDerived } from '../events';
import { EVENT_CANCELLED_TEMPLATE } from './emails';

const { t, gateway, app, buyer, pay } = useCheckout();

const REASON = 'The venue flooded and no other hall is free that week';

let words = 0;
/** A word no other event's name has, so the keyword search finds only this one. */
const uniqueWord = () =>
  `zq${(words += 1).toString(26).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}${'x'.repeat(3)}`;

const order = async (auth: Record<string, string>, eventId: number, ticketTypeId: number, count: number) =>
  request(app)
    .post('/api/orders/')
    .set(auth)
    .send({ eventId, tickets: Array.from({ length: count }, () => attendeeTicket(ticketTypeId)) });

/** An event 20 days away (125.00 a ticket) with three paid orders (1, 2 and 3 tickets), one unpaid hold and a saver. */
async function eventWithSales(opts: { startsInDays?: number } = {}) {
  const sale = await createSaleEvent(t.db, t.clock.now, {
    ticketTypes: [{ quantity: 20, priceMinor: 12_500 }],
    startsInDays: opts.startsInDays ?? 20,
    name: `Harbour Logistics Forum ${uniqueWord()}`,
  });
  await refreshEventDerived(t.db, [sale.eventId]);
  const [event] = await t.db.select().from(events).where(eq(events.id, sale.eventId));
  const buyers = [];
  const paidIds: string[] = [];
  for (const count of [1, 2, 3]) {
    const b = await buyer();
    const res = await order(b.auth, sale.eventId, sale.ticketTypeIds[0], count);
    expect(res.status).toBe(201);
    expect((await pay(b.auth, res.body.id)).status).toBe(200);
    buyers.push(b);
    paidIds.push(res.body.id);
  }
  const holder = await buyer();
  const hold = await order(holder.auth, sale.eventId, sale.ticketTypeIds[0], 1);
  expect(hold.status).toBe(201);
  const saver = await createAttendee(t.db);
  await t.db.insert(favourites).values({ personId: saver.personId, eventId: sale.eventId, createdAt: t.clock.now });
  return {
    sale,
    event,
    buyers,
    holder: { ...holder, orderId: hold.body.id as string },
    paidIds,
    saver,
    partnerAuth: () => bearerFor(app, sale.partnerEmail),
  };
}

const cancel = async (auth: Record<string, string>, eventId: number, body: string | object = { reason: REASON }) =>
  request(app).post(`/api/partner/events/${eventId}/cancel`).set(auth).send(body);

describe('POST /api/partner/events/{id}/cancel', () => {
  it('cancels every paid ticket, refunds each order in full and tells buyers and savers', async () => {
    const s = await eventWithSales();
    const soldBefore = (await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, s.sale.ticketTypeIds[0])))[0]
      .sold;
    expect(soldBefore).toBe(6);

    const res = await cancel(await s.partnerAuth(), s.sale.eventId);
    expect(res.status).toBe(200);
    expect(ZEventCancellation.parse(res.body)).toEqual({
      eventId: s.sale.eventId,
      cancelledAt: t.clock.now.toISOString(),
      reason: REASON,
      ordersCancelled: 3,
      ticketsCancelled: 6,
      refundTotal: 750,
      currency: 'USD',
      refundsSent: 3,
      refundsPending: 0,
    });

    // Every paid order cancelled with one refund of everything it paid, sent under its own id.
    const paid = await t.db.select().from(orders).where(inArray(orders.id, s.paidIds));
    expect(paid.map((o) => o.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const rows = await t.db.select().from(refunds).where(inArray(refunds.orderId, s.paidIds));
    expect(rows).toHaveLength(3);
    for (const o of paid) {
      const r = rows.find((x) => x.orderId === o.id)!;
      expect(r).toMatchObject({ amountMinor: o.totalMinor, status: 'refunded', requestedBy: 'partner' });
      expect(r.reason).toBe(`Event cancelled: ${REASON}`);
    }
    expect(gateway.refundCalls.map((c) => c.idempotencyKey).sort()).toEqual(rows.map((r) => r.id).sort());
    const valid = await t.db
      .select()
      .from(tickets)
      .where(and(inArray(tickets.orderId, s.paidIds), eq(tickets.status, 'valid')));
    expect(valid).toHaveLength(0);

    // The hold is not a sale: neither refunded nor cancelled here; its seat stays held until it expires.
    const [hold] = await t.db.select().from(orders).where(eq(orders.id, s.holder.orderId));
    expect(hold.status).toBe('pending');
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, s.sale.ticketTypeIds[0]));
    expect(type).toMatchObject({ sold: 0, held: 1 });

    // The ledger: one refund posting per order, and the whole ledger still balances.
    const lines = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.orderId, s.paidIds), eq(ledgerEntries.kind, 'refund')));
    expect(lines.filter((l) => l.account === 'gateway').reduce((sum, l) => sum + l.amountMinor, 0)).toBe(-75_000);
    expect((await checkLedger(t.db)).ok).toBe(true);

    // Each buyer: "event cancelled" with the reason and the amount, then "refund sent", and notifications.
    for (const [i, b] of s.buyers.entries()) {
      const mail = await outboxTo(t, b.email);
      expect(mail.map((m) => m.template)).toEqual(
        expect.arrayContaining([EVENT_CANCELLED_TEMPLATE, REFUND_SENT_TEMPLATE]),
      );
      // The event's own email replaces "cancellation confirmed".
      expect(mail.map((m) => m.template)).not.toContain(CANCELLATION_TEMPLATE);
      const cancelledMail = mail.find((m) => m.template === EVENT_CANCELLED_TEMPLATE)!;
      expect(cancelledMail.text).toContain(REASON);
      expect(cancelledMail.text).toContain(['$125.00', '$250.00', '$375.00'][i]);
      // The calendar file that takes the event out of the buyer's calendar, made at delivery.
      const [calendar] = await resolveAttachments(cancelledMail.attachments, {
        config: t.config,
        db: t.db,
        storage: t.storage,
      });
      expect(calendar.contentType).toMatch(/^text\/calendar/);
      expect(calendar.content.toString()).toContain('METHOD:CANCEL');
      expect(calendar.content.toString()).toContain('STATUS:CANCELLED');
      const bell = await t.db.select().from(notifications).where(eq(notifications.personId, b.personId));
      expect(bell.map((n) => n.subject)).toEqual(expect.arrayContaining(['Event cancelled', 'Refund sent']));
    }
    expect((await outboxTo(t, s.holder.email)).map((m) => m.template)).not.toContain(EVENT_CANCELLED_TEMPLATE);
    const saved = await t.db.select().from(notifications).where(eq(notifications.personId, s.saver.personId));
    expect(saved).toEqual([
      expect.objectContaining({ subject: 'An event you saved was cancelled', link: '/user/saved-events' }),
    ]);
  });

  it('gives a buyer who cancelled under a partial-refund period the rest of what they paid', async () => {
    // 50 % back from 30 days to the event; the event is 20 days away.
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [
        {
          quantity: 10,
          priceMinor: 12_500,
          policy: [{ percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 0 }],
        },
      ],
      startsInDays: 20,
      name: `Harbour Logistics Forum ${uniqueWord()}`,
    });
    const early = await buyer();
    const mine = await order(early.auth, sale.eventId, sale.ticketTypeIds[0], 2);
    expect((await pay(early.auth, mine.body.id)).status).toBe(200);
    const stays = await buyer();
    const theirs = await order(stays.auth, sale.eventId, sale.ticketTypeIds[0], 1);
    expect((await pay(stays.auth, theirs.body.id)).status).toBe(200);
    // The early buyer cancels the whole order and gets half back.
    const own = await request(app).post(`/api/orders/${mine.body.id}/cancel`).set(early.auth).send({}).expect(200);
    expect(own.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([125]);

    const res = await cancel(await bearerFor(app, sale.partnerEmail), sale.eventId);
    expect(res.status).toBe(200);
    // One order cancelled with its ticket, and 125.00 more for the order cancelled before.
    expect(res.body).toMatchObject({ ordersCancelled: 1, ticketsCancelled: 1, refundTotal: 250, refundsSent: 2 });
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, mine.body.id));
    expect(back.map((r) => [r.amountMinor, r.status]).sort()).toEqual([
      [12_500, 'refunded'],
      [12_500, 'refunded'],
    ]);
    // The buyer's order says the organiser cancelled the event, when and why.
    const read = await request(app).get(`/api/orders/${mine.body.id}`).set(early.auth).expect(200);
    expect(read.body.event).toMatchObject({ cancelledAt: t.clock.now.toISOString(), cancellationReason: REASON });
    const other = await request(app).get(`/api/orders/${theirs.body.id}`).set(stays.auth).expect(200);
    expect(other.body.status).toBe('cancelled');
    const mail = (await outboxTo(t, early.email)).find((m) => m.template === EVENT_CANCELLED_TEMPLATE)!;
    expect(mail.text).toContain('You had already been refunded $125.00');
    expect(mail.text).toContain('the remaining $125.00, so you get back everything you paid');
    expect(await checkLedger(t.db)).toMatchObject({ ok: true, keptOrdersOfCancelledEvents: [], feeBackMismatches: [] });
  });

  it('takes the event out of search, the home page and checkout, and its page says it was cancelled', async () => {
    const s = await eventWithSales();
    const search = () =>
      request(app)
        .post('/api/events/filtered')
        .send({ query: s.event.name.split(' ').at(-1) });
    expect((await search()).body.events.map((e: { id: number }) => e.id)).toContain(s.sale.eventId);

    expect((await cancel(await s.partnerAuth(), s.sale.eventId)).status).toBe(200);

    expect((await search()).body.events.map((e: { id: number }) => e.id)).not.toContain(s.sale.eventId);
    // Nor among the home page's events.
    const top = await request(app).get('/api/events/top/12').expect(200);
    expect(top.body.map((e: { id: number }) => e.id)).not.toContain(s.sale.eventId);

    const page = await request(app).get(`/api/events/${s.sale.eventId}`).expect(200);
    expect(ZEventDetail.parse(page.body)).toMatchObject({
      cancelled: true,
      cancelledAt: t.clock.now.toISOString(),
      cancellationReason: REASON,
    });

    // The organiser's own view says buyers cannot see it any more.
    const mine = await request(app)
      .get(`/api/partner/events/${s.sale.eventId}`)
      .set(await s.partnerAuth());
    expect(mine.body).toMatchObject({ cancelled: true, cancellationReason: REASON, isPublic: false });
    const rows = await request(app)
      .get('/api/partner/events/')
      .query({ q: s.event.name })
      .set(await s.partnerAuth());
    expect(rows.body.items).toEqual([expect.objectContaining({ id: s.sale.eventId, cancelled: true })]);

    const b = await buyer();
    const refused = await order(b.auth, s.sale.eventId, s.sale.ticketTypeIds[0], 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(ORDER_MESSAGES.eventCancelled);
    // The hold taken before cannot be paid any more.
    const late = await pay(s.holder.auth, s.holder.orderId);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(ORDER_MESSAGES.eventCancelled);

    // In the saver's list the event is unavailable.
    const saverAuth = await bearerFor(app, s.saver.email);
    const list = await request(app).get('/api/favourites').set(saverAuth).expect(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ state: 'UNAVAILABLE', event: expect.objectContaining({ id: s.sale.eventId }) }),
    ]);
  });

  it('leaves a refund the gateway refuses to the refund worker, with the event cancelled all the same', async () => {
    const s = await eventWithSales();
    gateway.failRefunds = 1;
    const res = await cancel(await s.partnerAuth(), s.sale.eventId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ordersCancelled: 3, refundsSent: 2, refundsPending: 1 });
    const rows = await t.db.select().from(refunds).where(inArray(refunds.orderId, s.paidIds));
    const failed = rows.filter((r) => r.status === 'failed');
    expect(failed).toHaveLength(1);
    expect((await t.db.select().from(events).where(eq(events.id, s.sale.eventId)))[0].cancelledAt).not.toBeNull();

    // The worker sends it again later, under the same key.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const sender = new RefundSender({
      db: t.db,
      gateway,
      now: () => t.clock.now,
      logger: createLogger('silent'),
      config: t.config,
    });
    await sender.sendDue();
    const [again] = await t.db.select().from(refunds).where(eq(refunds.id, failed[0].id));
    expect(again.status).toBe('refunded');
    expect(gateway.refundCalls.filter((c) => c.idempotencyKey === failed[0].id)).toHaveLength(2);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("answers 404 for another partner's event and 409 the second time", async () => {
    const s = await eventWithSales();
    const other = await createPartnerUser(t.db);
    const stranger = await cancel(await bearerFor(app, other.email), s.sale.eventId);
    expect(stranger.status).toBe(404);
    expect((await t.db.select().from(events).where(eq(events.id, s.sale.eventId)))[0].cancelledAt).toBeNull();
    expect((await cancel(await bearerFor(app, other.email), 999_999)).status).toBe(404);

    const auth = await s.partnerAuth();
    expect((await cancel(auth, s.sale.eventId)).status).toBe(200);
    const twice = await cancel(auth, s.sale.eventId);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(M.alreadyCancelled);
    expect(await t.db.select().from(refunds).where(inArray(refunds.orderId, s.paidIds))).toHaveLength(3);
  });

  it('refuses an event that has ended', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, { startsInDays: -3 });
    const res = await cancel(await bearerFor(app, sale.partnerEmail), sale.eventId);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(M.ended);
  });

  it('asks for a reason of 10 to 500 characters', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now);
    const auth = await bearerFor(app, sale.partnerEmail);
    for (const [body, message] of [
      [{}, M.reasonRequired],
      [{ reason: '   ' }, M.reasonRequired],
      [{ reason: 'Too bad' }, M.reasonTooShort],
      [{ reason: 'x'.repeat(501) }, M.reasonTooLong],
    ] as const) {
      const res = await cancel(auth, sale.eventId, body);
      expect(res.status).toBe(400);
      expect(res.body.fields.reason).toBe(message);
    }
    expect((await t.db.select().from(events).where(eq(events.id, sale.eventId)))[0].cancelledAt).toBeNull();
  });
});
