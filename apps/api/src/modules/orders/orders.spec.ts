import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, ZCreatedOrder, ZOrdersPage } from '@pavilion/domain';
import { orders, subEvents, ticketSubEvents, tickets, ticketTypes } from '../../db/schema';
import {
  bearerFor,
  createAdmin,
  createAttendee,
  createPartnerUser,
  createTestContext,
  useTestContext,
} from '@pavilion/api-testing/harness';
import { startBackgroundWorkers } from '../../workers';
import { createLogger } from '../../platform/logger';
import { attendeeTicket, createSaleEvent } from '@pavilion/api-testing/checkout';
import { expireDueOrders, holdSeats } from './holds';

const t = useTestContext();

const MINUTE = 60_000;

async function buyer() {
  const a = await createAttendee(t.db);
  return { ...a, auth: await bearerFor(t.app, a.email) };
}

const post = (auth: Record<string, string>, body: object) => request(t.app).post('/api/orders/').set(auth).send(body);

async function typeRow(id: number) {
  const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row;
}

async function countOrders(eventId: number) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.eventId, eventId));
  return Number(row.n);
}

describe('POST /api/orders/', () => {
  it('creates a pending order that holds its seats for 15 minutes', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [{ priceMinor: 25_000, quantity: 10 }],
      extras: [{ priceMinor: 5_000, capacity: 5 }, { priceMinor: 0 }],
    });
    const [typeId] = sale.ticketTypeIds;
    const [workshop, dinner] = sale.extraIds;
    const res = await post(b.auth, {
      eventId: sale.eventId,
      tickets: [
        attendeeTicket(typeId, { subEventIds: [workshop, dinner] }),
        attendeeTicket(typeId, { subEventIds: [dinner] }),
      ],
    });
    expect(res.status).toBe(201);
    expect(ZCreatedOrder.strict().parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      holdExpiresAt: new Date(t.clock.now.getTime() + 15 * MINUTE).toISOString(),
      // Major units on the wire: 2 x $250.00 + $50.00.
      total: 550,
      currency: 'USD',
      promoCode: null,
    });
    expect(await typeRow(typeId)).toMatchObject({ held: 2, sold: 0 });
    const extras = await t.db
      .select({ id: subEvents.id, held: subEvents.held })
      .from(subEvents)
      .where(eq(subEvents.eventId, sale.eventId));
    // Only the extra with a capacity is counted.
    expect(extras.find((e) => e.id === workshop)?.held).toBe(1);
    expect(extras.find((e) => e.id === dinner)?.held).toBe(0);
    const rows = await t.db.select().from(tickets).where(eq(tickets.orderId, res.body.id));
    expect(rows).toHaveLength(2);
    const links = await t.db
      .select()
      .from(ticketSubEvents)
      .where(
        sql`${ticketSubEvents.ticketId} in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
    expect(links).toHaveLength(3);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.id));
    expect(order).toMatchObject({ status: 'pending', personId: b.personId, totalMinor: 55_000, buyerEmail: b.email });
  });

  it('stores each order of the one-statement path as sent, when orders of the same shape follow each other', async () => {
    // One ticket type with free and uncapped extras: the path whose statement is prepared once per shape.
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [{ priceMinor: 12_000, quantity: 10 }],
      extras: [{ priceMinor: 0 }, { priceMinor: 3_500 }],
    });
    const [typeId] = sale.ticketTypeIds;
    const [talk, lunch] = sale.extraIds;
    for (const round of [1, 2]) {
      const b = await buyer();
      const sent = [
        attendeeTicket(typeId, { subEventIds: [talk, lunch], company: `First Co ${round}`, jobTitle: `Lead ${round}` }),
        attendeeTicket(typeId, { subEventIds: [lunch], company: `Second Co ${round}`, jobTitle: `Analyst ${round}` }),
      ];
      const res = await post(b.auth, { eventId: sale.eventId, tickets: sent });
      expect(res.status).toBe(201);
      expect(res.body.total).toBe(310);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.id));
      expect(order).toMatchObject({
        personId: b.personId,
        eventId: sale.eventId,
        status: 'pending',
        totalMinor: 31_000,
        buyerEmail: b.email,
        currency: 'USD',
      });
      const rows = await t.db.select().from(tickets).where(eq(tickets.orderId, res.body.id)).orderBy(tickets.position);
      expect(
        rows.map((r) => [
          r.position,
          r.firstName,
          r.surname,
          r.email,
          r.company,
          r.jobTitle,
          r.priceMinor,
          r.ticketTypeId,
          r.eventId,
        ]),
      ).toEqual(
        sent.map((s, i) => [i, s.firstName, s.surname, s.email, s.company, s.jobTitle, 12_000, typeId, sale.eventId]),
      );
      const links = await t.db
        .select({
          ticketId: ticketSubEvents.ticketId,
          subEventId: ticketSubEvents.subEventId,
          priceMinor: ticketSubEvents.priceMinor,
        })
        .from(ticketSubEvents)
        .where(
          sql`${ticketSubEvents.ticketId} in (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        );
      expect(
        links.sort((a, b) => `${a.ticketId}${a.subEventId}`.localeCompare(`${b.ticketId}${b.subEventId}`)),
      ).toEqual(
        [
          { ticketId: rows[0].id, subEventId: talk, priceMinor: 0 },
          { ticketId: rows[0].id, subEventId: lunch, priceMinor: 3_500 },
          { ticketId: rows[1].id, subEventId: lunch, priceMinor: 3_500 },
        ].sort((a, b) => `${a.ticketId}${a.subEventId}`.localeCompare(`${b.ticketId}${b.subEventId}`)),
      );
      expect(await typeRow(typeId)).toMatchObject({ held: 2 * round, sold: 0 });
    }
  });

  it('validates with the domain schema and creates nothing on bad input', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const res = await post(b.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(sale.ticketTypeIds[0], { firstName: '', email: 'not-an-email', company: ' ' })],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields).toMatchObject({
      'tickets.0.firstName': MESSAGES.firstNameRequired,
      'tickets.0.email': MESSAGES.emailInvalid,
      'tickets.0.company': MESSAGES.companyRequired,
    });
    const none = await post(b.auth, { eventId: sale.eventId, tickets: [] });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ tickets: MESSAGES.noTicketsSelected });
    expect(await countOrders(sale.eventId)).toBe(0);
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 0 });
  });

  it('refuses a zero byte in any attendee field with a message on the field, and keeps nothing', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const [typeId] = sale.ticketTypeIds;
    for (const field of ['firstName', 'surname', 'email', 'company', 'jobTitle']) {
      const value = field === 'email' ? 'ada\u0000@example.com' : 'Ada\u0000Byte';
      const res = await post(b.auth, {
        eventId: sale.eventId,
        tickets: [attendeeTicket(typeId), attendeeTicket(typeId, { [field]: value })],
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', fields: { [`tickets.1.${field}`]: MESSAGES.zeroByte } });
    }
    expect(await countOrders(sale.eventId)).toBe(0);
    expect(await typeRow(typeId)).toMatchObject({ held: 0, sold: 0 });
  });

  it('refuses ticket types and extras of another event with a message on the field', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now);
    const other = await createSaleEvent(t.db, t.clock.now, { extras: [{ capacity: 3 }] });
    const res = await post(b.auth, {
      eventId: sale.eventId,
      tickets: [
        attendeeTicket(other.ticketTypeIds[0]),
        attendeeTicket(sale.ticketTypeIds[0], { subEventIds: [other.extraIds[0]] }),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'tickets.0.ticketTypeId': 'This ticket type is not part of this event',
      'tickets.1.subEventIds': 'This extra is not part of this event',
    });
    expect(await countOrders(sale.eventId)).toBe(0);
  });

  it('answers 404 for events the public cannot see, and 409 once an event has started', async () => {
    const b = await buyer();
    const pending = await createSaleEvent(t.db, t.clock.now, { status: 'PENDING' });
    const hidden = await createSaleEvent(t.db, t.clock.now, { published: false });
    for (const sale of [pending, hidden]) {
      const res = await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] });
      expect(res.status).toBe(404);
    }
    const missing = await post(b.auth, { eventId: 999_999, tickets: [attendeeTicket(1)] });
    expect(missing.status).toBe(404);
    const started = await createSaleEvent(t.db, t.clock.now, { startsInDays: -0.5 });
    const res = await post(b.auth, { eventId: started.eventId, tickets: [attendeeTicket(started.ticketTypeIds[0])] });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Tickets for this event are no longer on sale');
  });

  it('sells a ticket type only within its sales dates', async () => {
    const b = await buyer();
    const now = t.clock.now.getTime();
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [
        { name: 'Early Bird', salesEndAt: new Date(now - MINUTE) },
        { name: 'Late Pass', salesStartAt: new Date(now + 60 * MINUTE) },
        { name: 'Open Pass', salesStartAt: new Date(now - MINUTE), salesEndAt: new Date(now + 60 * MINUTE) },
      ],
    });
    const [early, late, open] = sale.ticketTypeIds;
    const ended = await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(early)] });
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ error: 'Sales for Early Bird have ended', ticketTypeId: early });
    const notYet = await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(open), attendeeTicket(late)] });
    expect(notYet.status).toBe(409);
    expect(notYet.body).toMatchObject({ error: 'Late Pass is not on sale yet', ticketTypeId: late });
    expect(await typeRow(open)).toMatchObject({ held: 0 });
    await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(open)] }).expect(201);
    // Once its sales open, the late pass can be bought.
    t.clock.advance(61 * MINUTE);
    await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(late)] }).expect(201);
  });

  it('says how many remain when there are not enough, and keeps nothing of a refused order', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [
        { name: 'Standard Pass', quantity: 3 },
        { name: 'VIP', quantity: 50 },
      ],
    });
    const [standard, vip] = sale.ticketTypeIds;
    await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(standard), attendeeTicket(standard)] }).expect(
      201,
    );
    const tooMany = await post(b.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(vip), attendeeTicket(standard), attendeeTicket(standard)],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      code: 'CONFLICT',
      error: 'Only 1 ticket left for Standard Pass',
      ticketTypeId: standard,
      remaining: 1,
    });
    await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(standard)] }).expect(201);
    const soldOut = await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(standard)] });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ error: 'Standard Pass is sold out', remaining: 0 });
    expect(await typeRow(standard)).toMatchObject({ quantity: 3, held: 3, sold: 0 });
    // The VIP seat of the refused order was not kept.
    expect(await typeRow(vip)).toMatchObject({ held: 0 });
    expect(await countOrders(sale.eventId)).toBe(2);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.eventId, sale.eventId));
    expect(Number(n)).toBe(3);
  });

  it('holds extras with a capacity by the same rule', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, {
      extras: [{ name: 'Port Tour', capacity: 2, priceMinor: 1_000 }],
    });
    const [typeId] = sale.ticketTypeIds;
    const [tour] = sale.extraIds;
    await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(typeId, { subEventIds: [tour] })] }).expect(
      201,
    );
    const two = await post(b.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(typeId, { subEventIds: [tour] }), attendeeTicket(typeId, { subEventIds: [tour] })],
    });
    expect(two.status).toBe(409);
    expect(two.body).toMatchObject({ error: 'Only 1 place left for Port Tour', subEventId: tour, remaining: 1 });
    await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(typeId, { subEventIds: [tour] })] }).expect(
      201,
    );
    const full = await post(b.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(typeId, { subEventIds: [tour] })],
    });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ error: 'Port Tour is full', remaining: 0 });
    // The ticket seats of the refused orders were given back.
    expect(await typeRow(typeId)).toMatchObject({ held: 2 });
    const [extra] = await t.db.select().from(subEvents).where(eq(subEvents.id, tour));
    expect(extra).toMatchObject({ capacity: 2, held: 2 });
  });

  it('refuses an order mixing currencies', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ currency: 'USD' }, { currency: 'EUR' }] });
    const res = await post(b.auth, {
      eventId: sale.eventId,
      tickets: sale.ticketTypeIds.map((id) => attendeeTicket(id)),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('All tickets of an order must be priced in the same currency');
  });

  it('caps the seats one person may hold at once for an event (50 by default), with a 409 that says how many', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 1000 }, { quantity: 1000 }] });
    const other = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 1000 }] });
    const [standard, vip] = sale.ticketTypeIds;
    const order = (n: number, typeId = standard, eventId = sale.eventId) =>
      post(b.auth, { eventId, tickets: Array.from({ length: n }, () => attendeeTicket(typeId)) });

    const tooMany = await order(51);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      code: 'CONFLICT',
      error: 'You can hold at most 50 tickets for this event at a time',
      limit: 50,
      held: 0,
      requested: 51,
    });
    const first = await order(30);
    expect(first.status).toBe(201);
    // Across ticket types and orders, what the person already holds counts.
    const more = await order(25, vip);
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({
      error:
        'You can hold at most 50 tickets for this event at a time, and your unpaid orders already hold 30. Pay for them first, or choose at most 20.',
      limit: 50,
      held: 30,
      requested: 25,
    });
    await order(20, vip).expect(201);
    expect((await order(1)).status).toBe(409);
    // Another event, and another person, are not affected.
    await order(50, other.ticketTypeIds[0], other.eventId).expect(201);
    const someoneElse = await buyer();
    await post(someoneElse.auth, {
      eventId: sale.eventId,
      tickets: Array.from({ length: 50 }, () => attendeeTicket(standard)),
    }).expect(201);
    // Nothing of the refused orders was kept.
    expect(await typeRow(standard)).toMatchObject({ held: 80 });
    expect(await typeRow(vip)).toMatchObject({ held: 20 });
    // Once the holds end (or are paid), the person may hold again.
    t.clock.advance(16 * MINUTE);
    await order(50).expect(201);
  });

  it('keeps to the cap when one person sends several orders at once', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 1000 }] });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(b.auth, {
          eventId: sale.eventId,
          tickets: Array.from({ length: 20 }, () => attendeeTicket(sale.ticketTypeIds[0])),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 40 });
  });

  it('takes the cap from MAX_HELD_TICKETS_PER_PERSON', async () => {
    const own = await createTestContext({ MAX_HELD_TICKETS_PER_PERSON: '3' });
    try {
      const a = await createAttendee(own.db);
      const auth = await bearerFor(own.app, a.email);
      const sale = await createSaleEvent(own.db, own.clock.now);
      const send = (n: number) =>
        request(own.app)
          .post('/api/orders/')
          .set(auth)
          .send({
            eventId: sale.eventId,
            tickets: Array.from({ length: n }, () => attendeeTicket(sale.ticketTypeIds[0])),
          });
      await send(2).expect(201);
      const refused = await send(2).expect(409);
      expect(refused.body.error).toBe(
        'You can hold at most 3 tickets for this event at a time, and your unpaid orders already hold 2. Pay for them first, or choose at most 1.',
      );
      await send(1).expect(201);
    } finally {
      await own.close();
    }
  });

  it('lets only attendees order', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now);
    const body = { eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] };
    await request(t.app).post('/api/orders/').send(body).expect(401);
    const partner = await createPartnerUser(t.db);
    await post(await bearerFor(t.app, partner.email), body).expect(403);
    const admin = await createAdmin(t.db);
    await post(await bearerFor(t.app, admin.email), body).expect(403);
  });
});

describe('hold expiry', () => {
  it('frees the seats of an expired hold for the next buyer (lazily, before the worker runs)', async () => {
    const first = await buyer();
    const second = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ name: 'Last Seat', quantity: 1 }] });
    const body = () => ({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] });
    const held = await post(first.auth, body()).expect(201);
    await post(second.auth, body()).expect(409);
    t.clock.advance(14 * MINUTE);
    await post(second.auth, body()).expect(409);
    t.clock.advance(2 * MINUTE);
    await post(second.auth, body()).expect(201);
    const [old] = await t.db.select().from(orders).where(eq(orders.id, held.body.id));
    expect(old.status).toBe('expired');
    expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 1, sold: 0 });
  });

  it('the sweep expires due orders once, even when two run at the same time', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [{ quantity: 10 }],
      extras: [{ capacity: 4 }],
    });
    const [typeId] = sale.ticketTypeIds;
    for (let i = 0; i < 3; i++) {
      await post(b.auth, {
        eventId: sale.eventId,
        tickets: [attendeeTicket(typeId, { subEventIds: sale.extraIds }), attendeeTicket(typeId)],
      }).expect(201);
    }
    // Orders of earlier tests may be due already; these are not.
    await expireDueOrders(t.db, t.clock.now, t.config.paymentStaleAfterMs, t.config);
    expect(await typeRow(typeId)).toMatchObject({ held: 6 });
    const later = new Date(t.clock.now.getTime() + 16 * MINUTE);
    const [a, c] = await Promise.all([
      expireDueOrders(t.db, later, t.config.paymentStaleAfterMs, t.config),
      expireDueOrders(t.db, later, t.config.paymentStaleAfterMs, t.config),
    ]);
    expect(a + c).toBeGreaterThanOrEqual(3);
    // Released once: a second release would have broken the held >= 0 check constraint.
    expect(await typeRow(typeId)).toMatchObject({ held: 0, sold: 0 });
    const [extra] = await t.db.select().from(subEvents).where(eq(subEvents.id, sale.extraIds[0]));
    expect(extra.held).toBe(0);
    const statuses = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.eventId, sale.eventId));
    expect(statuses.map((s) => s.status)).toEqual(['expired', 'expired', 'expired']);
  });

  it('runs as a background worker', async () => {
    const b = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 5 }] });
    const res = await post(b.auth, { eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] }).expect(
      201,
    );
    // The worker runs on real time: put this hold in the past.
    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(orders.id, res.body.id));
    const workers = await startBackgroundWorkers(
      {
        config: { ...t.config, holdExpiryPollMs: 50 },
        db: t.db,
        logger: createLogger('silent'),
        storage: t.storage,
      },
      t.handle.executeSql,
    );
    try {
      const deadline = Date.now() + 5000;
      let status = 'pending';
      while (status === 'pending' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        [{ status }] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, res.body.id));
      }
      expect(status).toBe('expired');
      expect(await typeRow(sale.ticketTypeIds[0])).toMatchObject({ held: 0 });
    } finally {
      await workers.stop();
    }
  });

  it('holds all lines or reports the first short one, ticket types before extras', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [{ quantity: 5 }, { quantity: 1 }],
      extras: [{ capacity: 0 }],
    });
    const [roomy, tight] = sale.ticketTypeIds;
    const lines = {
      ticketTypes: new Map([
        [tight, 2],
        [roomy, 2],
      ]),
      subEvents: new Map([[sale.extraIds[0], 1]]),
    };
    const shortage = await t.db.transaction(async (tx) => holdSeats(tx, lines));
    expect(shortage).toEqual({ kind: 'ticketType', id: tight });
    const extraShort = await t.db.transaction(async (tx) =>
      holdSeats(tx, { ticketTypes: new Map([[roomy, 1]]), subEvents: lines.subEvents }),
    );
    expect(extraShort).toEqual({ kind: 'subEvent', id: sale.extraIds[0] });
  });
});

describe('GET /api/orders/ and /api/orders/{id}/', () => {
  it("answers only the attendee's own orders, newest first", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, {
      name: 'Owner Summit',
      extras: [{ name: 'Gala Dinner', priceMinor: 9_000 }],
    });
    const first = await post(owner.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(sale.ticketTypeIds[0], { firstName: 'Lin', surname: 'Wu', subEventIds: sale.extraIds })],
    }).expect(201);
    t.clock.advance(1000);
    const second = await post(owner.auth, {
      eventId: sale.eventId,
      tickets: [attendeeTicket(sale.ticketTypeIds[0])],
    }).expect(201);
    await post(stranger.auth, { eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] }).expect(201);

    const list = await request(t.app).get('/api/orders/').set(owner.auth).expect(200);
    expect(ZOrdersPage.parse(list.body)).toEqual(list.body);
    expect(list.body.items.map((o: { id: string }) => o.id)).toEqual([second.body.id, first.body.id]);
    const one = await request(t.app).get(`/api/orders/${first.body.id}/`).set(owner.auth).expect(200);
    expect(one.body).toMatchObject({
      id: first.body.id,
      eventId: sale.eventId,
      status: 'pending',
      firstName: 'Ada',
      surname: 'Lovelace',
      purchasingUserEmail: owner.email,
      event: { id: sale.eventId, name: 'Owner Summit', imageUrl: null },
      paymentDetails: null,
      total: 340,
      currency: 'USD',
      holdExpiresAt: first.body.holdExpiresAt,
      tickets: [
        {
          ticketType: {
            id: sale.ticketTypeIds[0],
            name: 'Standard Pass 1',
            eventName: 'Owner Summit',
            price: { amount: 250, currency: { code: 'USD' } },
          },
          attendee: {
            person: { firstName: 'Lin', surname: 'Wu', companyName: 'Acme Freight', jobTitle: 'Head of Operations' },
          },
          subEvents: [{ id: sale.extraIds[0], name: 'Gala Dinner', price: 90 }],
        },
      ],
    });

    await request(t.app).get(`/api/orders/${first.body.id}/`).set(stranger.auth).expect(404);
    const strangers = await request(t.app).get('/api/orders/').set(stranger.auth).expect(200);
    expect(strangers.body.items.map((o: { id: string }) => o.id)).not.toContain(first.body.id);
    await request(t.app).get('/api/orders/00000000-0000-4000-8000-000000000000').set(owner.auth).expect(404);
    await request(t.app).get('/api/orders/12').set(owner.auth).expect(400);

    // A pending order past its hold reads as expired before the worker records it.
    t.clock.advance(16 * MINUTE);
    const expired = await request(t.app).get(`/api/orders/${second.body.id}`).set(owner.auth).expect(200);
    expect(expired.body.status).toBe('expired');
  });

  it('is for attendees only', async () => {
    await request(t.app).get('/api/orders/').expect(401);
    await request(t.app).get('/api/tickets/').expect(401);
    const partner = await createPartnerUser(t.db);
    const admin = await createAdmin(t.db);
    for (const email of [partner.email, admin.email]) {
      const auth = await bearerFor(t.app, email);
      await request(t.app).get('/api/orders/').set(auth).expect(403);
      await request(t.app).get('/api/tickets/').set(auth).expect(403);
    }
  });
});
