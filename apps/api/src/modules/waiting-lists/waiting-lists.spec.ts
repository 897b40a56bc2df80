import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  ORDER_MESSAGES,
  WAITING_LIST_MESSAGES as M,
  ZWaitingListPlace,
  ZWaitingListPlaces,
} from '@pavilion/domain';
import {
  emailOutbox,
  events,
  orders,
  ticketTypes,
  waitingListPlaces,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema';
import { withLocale } from '../../platform/i18n';
import { bearerFor } from '@pavilion/api-testing/harness';
import { attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { mailTo } from '@pavilion/api-testing/mail';
import { ENGLISH_REQUEST, expectGerman, onlyOf, speaksGerman } from '@pavilion/api-testing/mail-language';
import { expireDueOrders } from '../orders';
import { expireDueOffers } from './seats';

const { t, app, buyer, pay } = useCheckout();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const join = (auth: Record<string, string>, body: object) =>
  request(app).post('/api/waiting-lists').set(auth).send(body);
const mine = (auth: Record<string, string>) => request(app).get('/api/waiting-lists').set(auth);
const order = (auth: Record<string, string>, body: object) => request(app).post('/api/orders/').set(auth).send(body);

async function typeRow(id: number) {
  const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row;
}

async function placeRow(id: number) {
  const [row] = await t.db.select().from(waitingListPlaces).where(eq(waitingListPlaces.id, id));
  return row;
}

async function placesOf(typeId: number) {
  return t.db.select().from(waitingListPlaces).where(eq(waitingListPlaces.ticketTypeId, typeId));
}

async function offerEmails(to: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'waiting-list-offer')));
}

/** A ticket type of `quantity` seats, all held by one pending order of another buyer. */
async function soldOut(quantity = 2, opts: { startsInDays?: number } = {}) {
  const sale = await createSaleEvent(t.db, t.clock.now, {
    ticketTypes: [{ quantity, name: 'Standard Pass' }],
    startsInDays: opts.startsInDays,
  });
  const [typeId] = sale.ticketTypeIds;
  const holder = await buyer();
  const placed = await order(holder.auth, {
    eventId: sale.eventId,
    tickets: Array.from({ length: quantity }, () => attendeeTicket(typeId)),
  }).expect(201);
  return { sale, typeId, holder, orderId: placed.body.id as string };
}

describe("the attendee's places", () => {
  it('come a page at a time in the order they were joined, with their total', async () => {
    const me = await buyer();
    const lists = [await soldOut(), await soldOut(), await soldOut()];
    for (const [i, { typeId }] of lists.entries()) {
      t.clock.advance(MINUTE * (i + 1));
      await join(me.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201);
    }
    const first = await request(app).get('/api/waiting-lists?pageSize=2').set(me.auth).expect(200);
    expect(ZWaitingListPlaces.parse(first.body)).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((p: { ticketTypeId: number }) => p.ticketTypeId)).toEqual([
      lists[0].typeId,
      lists[1].typeId,
    ]);
    const second = await request(app).get('/api/waiting-lists?pageSize=2&page=2').set(me.auth).expect(200);
    expect(second.body.items.map((p: { ticketTypeId: number }) => p.ticketTypeId)).toEqual([lists[2].typeId]);
    const bad = await request(app).get('/api/waiting-lists?pageSize=0').set(me.auth).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Page size must be a whole number from 1 to 100');
  });
});

describe('joining a waiting list', () => {
  it('puts a signed-in attendee in line for a sold-out ticket type and shows their place', async () => {
    const { typeId, sale } = await soldOut();
    const first = await buyer();
    const second = await buyer();
    const a = await join(first.auth, { ticketTypeId: typeId, quantity: 2 });
    expect(a.status).toBe(201);
    expect(ZWaitingListPlace.strict().parse(a.body)).toEqual(a.body);
    expect(a.body).toMatchObject({
      status: 'waiting',
      place: 1,
      quantity: 2,
      ticketTypeId: typeId,
      eventId: sale.eventId,
    });
    const b = await join(second.auth, { ticketTypeId: typeId, quantity: 1 });
    expect(b.body).toMatchObject({ status: 'waiting', place: 2 });

    const list = await mine(second.auth).expect(200);
    expect(ZWaitingListPlaces.parse(list.body)).toEqual(list.body);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: b.body.id, place: 2, ticketTypeName: 'Standard Pass' }),
    ]);

    // The first leaves: the second moves up.
    await request(app).delete(`/api/waiting-lists/${a.body.id}`).set(first.auth).expect(204);
    expect((await mine(second.auth)).body.items[0].place).toBe(1);
    // A cancelled event's list no longer shows.
    await t.db.update(events).set({ cancelledAt: t.clock.now }).where(eq(events.id, sale.eventId));
    expect((await mine(second.auth)).body.items).toEqual([]);
    await t.db.update(events).set({ cancelledAt: null }).where(eq(events.id, sale.eventId));
    // Another attendee's place is not theirs to remove.
    const other = await request(app).delete(`/api/waiting-lists/${b.body.id}`).set(first.auth);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(M.placeNotFound);
  });

  it('refuses in words, and writes nothing', async () => {
    const { typeId, sale } = await soldOut(1);
    const p = await buyer();
    const refused = async (body: object, status: number, message: string) => {
      const res = await join(p.auth, body);
      expect(res.status).toBe(status);
      expect(res.body.error).toBe(message);
    };
    await refused({ ticketTypeId: typeId, quantity: 0 }, 400, MESSAGES.ticketQuantityRange);
    await refused({ ticketTypeId: typeId, quantity: 51 }, 409, M.quantityLimit({ limit: 50 }));
    await refused({ ticketTypeId: 999_999, quantity: 1 }, 404, M.ticketTypeNotFound);

    const free = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 5, name: 'Day Pass' }] });
    await refused({ ticketTypeId: free.ticketTypeIds[0], quantity: 1 }, 409, M.seatsFree({ name: 'Day Pass' }));

    await t.db.update(ticketTypes).set({ waitingListOpen: false }).where(eq(ticketTypes.id, typeId));
    await refused({ ticketTypeId: typeId, quantity: 1 }, 409, M.listClosed({ name: 'Standard Pass' }));
    await t.db.update(ticketTypes).set({ waitingListOpen: true, onSale: false }).where(eq(ticketTypes.id, typeId));
    await refused({ ticketTypeId: typeId, quantity: 1 }, 409, M.notOnSale({ name: 'Standard Pass' }));
    await t.db.update(ticketTypes).set({ onSale: true }).where(eq(ticketTypes.id, typeId));
    await t.db.update(events).set({ cancelledAt: t.clock.now }).where(eq(events.id, sale.eventId));
    await refused({ ticketTypeId: typeId, quantity: 1 }, 409, ORDER_MESSAGES.eventCancelled);
    expect(await placesOf(typeId)).toEqual([]);
    expect(await placesOf(free.ticketTypeIds[0])).toEqual([]);

    await t.db.update(events).set({ cancelledAt: null }).where(eq(events.id, sale.eventId));
    await join(p.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201);
    await refused({ ticketTypeId: typeId, quantity: 1 }, 409, M.alreadyOnList({ name: 'Standard Pass' }));
    expect(await placesOf(typeId)).toHaveLength(1);
    expect((await request(app).post('/api/waiting-lists').send({ ticketTypeId: typeId, quantity: 1 })).status).toBe(
      401,
    );
  });

  it('refuses in the reader’s language', async () => {
    const free = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 5, name: 'Day Pass' }] });
    const p = await buyer();
    const res = await join(p.auth, { ticketTypeId: free.ticketTypeIds[0], quantity: 1 })
      .set('X-Requested-With', 'pavilion')
      .set('Accept-Language', 'de');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(withLocale('de', () => M.seatsFree({ name: 'Day Pass' })));
    expect(res.body.error).not.toBe(M.seatsFree({ name: 'Day Pass' }));
  });
});

describe('offers', () => {
  it('offers seats of an expired hold to the first in line whose quantity fits, held and emailed', async () => {
    const { typeId } = await soldOut(2);
    const wantsThree = await buyer();
    const wantsOne = await buyer();
    const wantsTwo = await buyer();
    await join(wantsThree.auth, { ticketTypeId: typeId, quantity: 3 }).expect(201);
    const one = (await join(wantsOne.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201)).body;
    await join(wantsTwo.auth, { ticketTypeId: typeId, quantity: 2 }).expect(201);

    t.clock.advance(16 * MINUTE);
    expect(
      await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config, {
        eventId: (await t.db.select({ e: ticketTypes.eventId }).from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]
          .e,
      }),
    ).toBe(1);
    // Two seats came back: three do not fit, one does; the one left does not fit two and stays free.
    const offered = await placeRow(one.id);
    expect(offered).toMatchObject({ status: 'offered' });
    expect(offered.offerExpiresAt?.toISOString()).toBe(new Date(t.clock.now.getTime() + 24 * HOUR).toISOString());
    expect(await typeRow(typeId)).toMatchObject({ quantity: 2, held: 1, sold: 0 });
    expect((await placesOf(typeId)).filter((p) => p.status === 'offered')).toHaveLength(1);

    const [mail] = await offerEmails(wantsOne.email);
    expect(mail.subject).toBe('Tickets for Future of Logistics Summit are held for you');
    expect(mail.text).toContain(`/ticket-purchase-details?tickets=${typeId}:1&offer=${one.id}`);
    expect(await offerEmails(wantsTwo.email)).toEqual([]);

    const list = await mine(wantsOne.auth);
    expect(list.body.items[0]).toMatchObject({
      status: 'offered',
      place: null,
      offerExpiresAt: offered.offerExpiresAt?.toISOString(),
    });
  });

  it('writes the offer in the German reader’s language, with the hold’s end as German writes it', async () => {
    const { sale, typeId } = await soldOut(1);
    const reader = await buyer();
    await speaksGerman(app, reader.auth);
    await join(reader.auth, { ticketTypeId: typeId, quantity: 1 }).set(ENGLISH_REQUEST).expect(201);
    t.clock.advance(16 * MINUTE);
    await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config, { eventId: sale.eventId });
    const offer = onlyOf(await mailTo(t, reader.email), 'waiting-list-offer');
    expectGerman(offer);
    expect(offer.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('turns the offer into the order’s hold at checkout, never holding twice, and nobody else takes it', async () => {
    const { typeId, sale } = await soldOut(1);
    // The organiser listens for taken offers (its endpoint as the API writes it).
    await t.db.insert(webhookEndpoints).values({
      partnerId: sale.partnerId,
      url: 'https://hooks.example.com/pavilion',
      eventTypes: ['waiting-list.offer-taken'],
      secret: 'whsec_dGVzdC1zZWNyZXQtb2YtdGhpcnR5LXR3by1ieXRlcyE=',
    });
    const waiting = await buyer();
    const place = (await join(waiting.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201)).body;
    t.clock.advance(16 * MINUTE);
    await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config, { eventId: sale.eventId });
    expect(await typeRow(typeId)).toMatchObject({ held: 1, sold: 0 });

    // Someone else cannot buy the offered seat, with or without the offer's id.
    const other = await buyer();
    const plain = await order(other.auth, { eventId: sale.eventId, tickets: [attendeeTicket(typeId)] });
    expect(plain.status).toBe(409);
    expect(plain.body.error).toBe(ORDER_MESSAGES.soldOut({ name: 'Standard Pass' }));
    const stolen = await order(other.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(typeId)],
      offerId: place.id,
    });
    expect(stolen.status).toBe(409);
    expect(stolen.body.error).toBe(M.offerNotOpen);
    // More tickets than offered: refused in words.
    const tooMany = await order(waiting.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(typeId), attendeeTicket(typeId)],
      offerId: place.id,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe(M.offerMismatch({ count: 1, name: 'Standard Pass' }));
    expect(await typeRow(typeId)).toMatchObject({ held: 1, sold: 0 });

    const taken = await order(waiting.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(typeId)],
      offerId: place.id,
    });
    expect(taken.status).toBe(201);
    expect(await typeRow(typeId)).toMatchObject({ held: 1, sold: 0 });
    expect(await placeRow(place.id)).toMatchObject({ status: 'taken', orderId: taken.body.id });
    // Written in the order's transaction, for the organiser's endpoint: the offer, its seats and the order.
    const told = await t.db.select().from(webhookMessages).where(eq(webhookMessages.partnerId, sale.partnerId));
    expect(told.map((m) => m.payload)).toEqual([
      {
        type: 'waiting-list.offer-taken',
        timestamp: expect.any(String),
        data: {
          placeId: place.id,
          eventId: sale.eventId,
          ticketTypeId: typeId,
          seats: 1,
          orderId: taken.body.id,
          takenAt: expect.any(String),
        },
      },
    ]);
    expect((await mine(waiting.auth)).body.items).toEqual([]);
    await pay(waiting.auth, taken.body.id).expect(200);
    expect(await typeRow(typeId)).toMatchObject({ held: 0, sold: 1 });
    // Used once: the same offer cannot place a second order.
    const again = await order(waiting.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(typeId)],
      offerId: place.id,
    });
    expect(again.status).toBe(409);
    expect(await t.db.select().from(orders).where(eq(orders.eventId, sale.eventId))).toHaveLength(2);
  });

  it('passes the seats the order does not need, and an offer that ran out, to the next in line', async () => {
    const { typeId, sale } = await soldOut(2);
    const a = await buyer();
    const b = await buyer();
    const c = await buyer();
    const placeA = (await join(a.auth, { ticketTypeId: typeId, quantity: 2 }).expect(201)).body;
    const placeB = (await join(b.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201)).body;
    const placeC = (await join(c.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201)).body;
    t.clock.advance(16 * MINUTE);
    await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config, { eventId: sale.eventId });
    expect(await placeRow(placeA.id)).toMatchObject({ status: 'offered', quantity: 2 });

    // A buys one of two: the other goes to B at once.
    await order(a.auth, { eventId: sale.eventId, tickets: [attendeeTicket(typeId)], offerId: placeA.id }).expect(201);
    expect(await placeRow(placeB.id)).toMatchObject({ status: 'offered' });
    expect(await typeRow(typeId)).toMatchObject({ held: 2, sold: 0 });

    // B lets the offer run out: C gets it.
    t.clock.advance(24 * HOUR + MINUTE);
    expect(await expireDueOffers(t.db, t.clock.now, t.config)).toBeGreaterThanOrEqual(1);
    expect(await placeRow(placeB.id)).toMatchObject({ status: 'expired' });
    expect(await placeRow(placeC.id)).toMatchObject({ status: 'offered' });
    expect(await offerEmails(c.email)).toHaveLength(1);
    // A's order expired meanwhile too (unpaid): its seat is free, nobody is left waiting.
    const row = await typeRow(typeId);
    expect(row.held + row.sold).toBeLessThanOrEqual(row.quantity);
  });

  it('offers seats of cancelled tickets and of a larger quantity, and no offer outlives the event’s start', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 1, name: 'Standard Pass' }] });
    const [typeId] = sale.ticketTypeIds;
    const holder = await buyer();
    const placed = await order(holder.auth, { eventId: sale.eventId, tickets: [attendeeTicket(typeId)] }).expect(201);
    await pay(holder.auth, placed.body.id).expect(200);
    const waiting = await buyer();
    const later = await buyer();
    const place = (await join(waiting.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201)).body;
    const placeLater = (await join(later.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201)).body;

    await request(app).post(`/api/orders/${placed.body.id}/cancel`).set(holder.auth).send({}).expect(200);
    expect(await placeRow(place.id)).toMatchObject({ status: 'offered' });
    expect(await typeRow(typeId)).toMatchObject({ quantity: 1, held: 1, sold: 0 });

    const partner = await bearerFor(app, sale.partnerEmail);
    await request(app)
      .patch(`/api/partner/events/${sale.eventId}/ticket-types/${typeId}`)
      .set(partner)
      .send({ quantity: 2 })
      .expect(200);
    expect(await placeRow(placeLater.id)).toMatchObject({ status: 'offered' });
    expect(await typeRow(typeId)).toMatchObject({ quantity: 2, held: 2, sold: 0 });

    // An event starting in two hours: its offers end with the start.
    const soon = await soldOut(1, { startsInDays: 2 / 24 });
    const p = await buyer();
    const soonPlace = (await join(p.auth, { ticketTypeId: soon.typeId, quantity: 1 }).expect(201)).body;
    t.clock.advance(16 * MINUTE);
    await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config, { eventId: soon.sale.eventId });
    const [{ startAt }] = await t.db
      .select({ startAt: events.startAt })
      .from(events)
      .where(eq(events.id, soon.sale.eventId));
    expect((await placeRow(soonPlace.id)).offerExpiresAt?.toISOString()).toBe(startAt.toISOString());
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitingListPlaces)
      .where(eq(waitingListPlaces.status, 'offered'));
    expect(Number(n)).toBeGreaterThan(0);
  });
});

describe('the partner’s view and switch', () => {
  it('shows each list’s length, turns it off (no joins, no offers) and keeps other partners out', async () => {
    const { typeId, sale } = await soldOut(1);
    const partner = await bearerFor(app, sale.partnerEmail);
    const a = await buyer();
    const b = await buyer();
    await join(a.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201);
    await join(b.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201);
    const detail = await request(app).get(`/api/partner/events/${sale.eventId}`).set(partner).expect(200);
    expect(detail.body.ticketTypes[0].waitingList).toEqual({ open: true, waiting: 2, offered: 0 });

    const path = `/api/partner/events/${sale.eventId}/ticket-types/${typeId}/waiting-list`;
    const someoneElse = await createSaleEvent(t.db, t.clock.now);
    const intruder = await bearerFor(app, someoneElse.partnerEmail);
    expect((await request(app).put(path).set(intruder).send({ open: false })).status).toBe(404);
    expect((await typeRow(typeId)).waitingListOpen).toBe(true);
    expect((await request(app).put(path).set(partner).send({ open: 'no' })).status).toBe(400);

    const off = await request(app).put(path).set(partner).send({ open: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ open: false, waiting: 2, offered: 0 });
    const late = await buyer();
    expect((await join(late.auth, { ticketTypeId: typeId, quantity: 1 })).body.error).toBe(
      M.listClosed({ name: 'Standard Pass' }),
    );
    // Seats that come back while it is off are not offered: anyone may buy them.
    t.clock.advance(16 * MINUTE);
    await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config, { eventId: sale.eventId });
    expect(await typeRow(typeId)).toMatchObject({ held: 0, sold: 0 });
    expect((await placesOf(typeId)).map((p) => p.status)).toEqual(['waiting', 'waiting']);

    // On again: the seat still free goes to the first in line, held for them.
    await request(app).put(path).set(partner).send({ open: true }).expect(200);
    const again = await request(app).get(`/api/partner/events/${sale.eventId}`).set(partner);
    expect(again.body.ticketTypes[0].waitingList).toEqual({ open: true, waiting: 1, offered: 1 });
    expect(await typeRow(typeId)).toMatchObject({ held: 1, sold: 0 });
    expect(await offerEmails(a.email)).toHaveLength(1);
    // Turning on a list that is on offers nothing more.
    await request(app).put(path).set(partner).send({ open: true }).expect(200);
    expect(await typeRow(typeId)).toMatchObject({ held: 1, sold: 0 });
  });
});

describe('a cancelled event', () => {
  it('closes its lists: every place waiting or offered ends, held seats are let go, each person told in their language', async () => {
    const { sale, typeId } = await soldOut(2);
    const first = await buyer();
    const second = await buyer();
    await request(app).put('/api/settings/language').set(second.auth).send({ language: 'de' }).expect(200);
    const offeredPlace = (await join(first.auth, { ticketTypeId: typeId, quantity: 2 }).expect(201)).body;
    const waitingPlace = (await join(second.auth, { ticketTypeId: typeId, quantity: 1 }).expect(201)).body;
    t.clock.advance(16 * MINUTE);
    await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config, { eventId: sale.eventId });
    expect(await placeRow(offeredPlace.id)).toMatchObject({ status: 'offered' });
    expect(await typeRow(typeId)).toMatchObject({ held: 2 });

    const partner = await bearerFor(app, sale.partnerEmail);
    await request(app)
      .post(`/api/partner/events/${sale.eventId}/cancel`)
      .set(partner)
      .send({ reason: 'The venue closed for repairs.' })
      .expect(200);

    expect((await placesOf(typeId)).map((p) => p.status)).toEqual(['expired', 'expired']);
    expect(await placeRow(waitingPlace.id)).toMatchObject({ status: 'expired', offerExpiresAt: null });
    // The offer's seats are let go, and offered to nobody.
    expect(await typeRow(typeId)).toMatchObject({ held: 0, sold: 0 });
    expect((await mine(first.auth)).body.items).toEqual([]);
    expect((await mine(second.auth)).body.items).toEqual([]);
    const closed = (to: string) =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'waiting-list-closed')));
    const [toFirst] = await closed(first.email);
    expect(toFirst.subject).toBe('The waiting list for Future of Logistics Summit has closed');
    expect(toFirst.text).toContain('The tickets held for you can no longer be bought.');
    expect(toFirst.text).toContain('The venue closed for repairs.');
    const [toSecond] = await closed(second.email);
    expect(toSecond.subject).toBe('Die Warteliste für Future of Logistics Summit ist geschlossen');
    expect(toSecond.text).toContain('1 Ticket der Ticketart Standard Pass');
    expect(toSecond.text).not.toContain('reservierten Tickets');
    expect(await offerEmails(second.email)).toEqual([]);
    expectGerman(onlyOf(await mailTo(t, second.email), 'waiting-list-closed'));
  });
});
