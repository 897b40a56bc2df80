// Waiting lists under races, on real PostgreSQL (PGlite has one connection, so nothing interleaves
// there): cancellations that give seats back, people joining the list, other buyers trying to buy,
// offers taken and given up, all at the same moment on two instances of the API. What must hold: never
// more seats held and sold than there are, every returned seat offered to the list (never more), and
// no offered seat bought by anyone else.
import request from 'supertest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orders, tickets, ticketTypes, waitingListPlaces } from '../../db/schema';
import { appWithGateway, attendeeTicket, createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';

// Many buyers from one address: the checkout's rate limits per address would refuse them.
const { t, gateway, app, buyer, pay } = useCheckout({ CHECKOUT_RATE_LIMITS: 'false' });
let other: ReturnType<typeof appWithGateway>;
beforeAll(() => {
  other = appWithGateway(t, gateway);
});

const onPostgres = Boolean(process.env.DATABASE_URL);
const racingOnPostgres = onPostgres ? describe : describe.skip;

const SEATS = 20;

async function typeRow(id: number) {
  const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row;
}

async function placesOf(typeId: number) {
  return t.db.select().from(waitingListPlaces).where(eq(waitingListPlaces.ticketTypeId, typeId));
}

/** Tickets of the type in pending orders whose hold has not ended: seats held by orders, not offers. */
async function heldByOrders(typeId: number) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.ticketTypeId, typeId), eq(orders.status, 'pending')));
  return Number(row.n);
}

racingOnPostgres('waiting lists under races (PostgreSQL)', () => {
  it('offers exactly the seats that come back while people join and others try to buy them', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [{ quantity: SEATS, name: 'Standard Pass' }],
    });
    const [typeId] = sale.ticketTypeIds;
    const holders = await Promise.all(Array.from({ length: SEATS }, () => buyer()));
    const paid: Array<{ auth: Record<string, string>; orderId: string }> = [];
    for (const h of holders) {
      const placed = await request(app)
        .post('/api/orders/')
        .set(h.auth)
        .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId)] })
        .expect(201);
      await pay(h.auth, placed.body.id).expect(200);
      paid.push({ auth: h.auth, orderId: placed.body.id });
    }
    expect(await typeRow(typeId)).toMatchObject({ held: 0, sold: SEATS });

    // More people already waiting (one seat each) than seats will come back, so every returned seat has a taker.
    const early = await Promise.all(Array.from({ length: SEATS + 5 }, () => buyer()));
    for (const w of early)
      await request(app).post('/api/waiting-lists').set(w.auth).send({ ticketTypeId: typeId, quantity: 1 }).expect(201);
    const late = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const others = await Promise.all(Array.from({ length: 10 }, () => buyer()));

    const instance = (i: number) => (i % 2 ? other : app);
    const answers = await Promise.all([
      ...paid.map((p, i) => request(instance(i)).post(`/api/orders/${p.orderId}/cancel`).set(p.auth).send({})),
      ...late.map((w, i) =>
        request(instance(i + 1))
          .post('/api/waiting-lists')
          .set(w.auth)
          .send({ ticketTypeId: typeId, quantity: 1 + (i % 2) }),
      ),
      ...others.map((o, i) =>
        request(instance(i))
          .post('/api/orders/')
          .set(o.auth)
          .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId)] }),
      ),
    ]);
    const cancels = answers.slice(0, SEATS);
    const joins = answers.slice(SEATS, SEATS + late.length);
    const buys = answers.slice(SEATS + late.length);
    expect(cancels.map((a) => a.status)).toEqual(cancels.map(() => 200));
    // The list was never without someone waiting for a returned seat: nobody could join "while seats are free".
    expect(joins.map((a) => a.status)).toEqual(joins.map(() => 201));
    // Every returned seat was held for the list: none was sold to someone else.
    expect(buys.map((a) => a.status)).toEqual(buys.map(() => 409));

    const row = await typeRow(typeId);
    const places = await placesOf(typeId);
    const offered = places.filter((p) => p.status === 'offered');
    const offeredSeats = offered.reduce((sum, p) => sum + p.quantity, 0);
    expect(row).toMatchObject({ quantity: SEATS, sold: 0, held: SEATS });
    // Offered seats == seats returned, each offer to the earliest in line.
    expect(offeredSeats).toBe(SEATS);
    expect(offered.map((p) => p.personId).sort()).toEqual(
      early
        .slice(0, SEATS)
        .map((w) => w.personId)
        .sort(),
    );
    expect(places.filter((p) => p.status === 'waiting')).toHaveLength(5 + late.length);
  });

  it('keeps the count while offers are taken, given up and bought around at once', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [{ quantity: SEATS, name: 'Standard Pass' }],
    });
    const [typeId] = sale.ticketTypeIds;
    // All seats held by one order that will expire.
    const holder = await buyer();
    await request(app)
      .post('/api/orders/')
      .set(holder.auth)
      .send({ eventId: sale.eventId, tickets: Array.from({ length: SEATS }, () => attendeeTicket(typeId)) })
      .expect(201);
    const waiting = await Promise.all(Array.from({ length: SEATS * 2 }, () => buyer()));
    for (const [i, w] of waiting.entries())
      await request(app)
        .post('/api/waiting-lists')
        .set(w.auth)
        .send({ ticketTypeId: typeId, quantity: 1 + (i % 3 === 0 ? 1 : 0) })
        .expect(201);
    // The hold runs out: the lazy release of an order that does not fit hands the seats to the list.
    t.clock.advance(16 * 60_000);
    const buyersAround = await Promise.all(Array.from({ length: 10 }, () => buyer()));
    const first = await Promise.all(
      buyersAround.map((o, i) =>
        request(i % 2 ? other : app)
          .post('/api/orders/')
          .set(o.auth)
          .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId)] }),
      ),
    );
    expect(first.map((a) => a.status)).toEqual(first.map(() => 409));
    let offered = (await placesOf(typeId)).filter((p) => p.status === 'offered');
    expect(offered.reduce((sum, p) => sum + p.quantity, 0)).toBe(SEATS);

    // Half take their offer (one ticket fewer when they waited for two), half give it up, others try to buy.
    const byPerson = new Map(waiting.map((w) => [w.personId, w]));
    const sends = offered.map((p, i) => {
      const w = byPerson.get(p.personId)!;
      const via = i % 2 ? other : app;
      if (i % 2 === 0)
        return request(via)
          .post('/api/orders/')
          .set(w.auth)
          .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId)], offerId: p.id });
      return request(via).delete(`/api/waiting-lists/${p.id}`).set(w.auth);
    });
    const around = buyersAround.map((o, i) =>
      request(i % 2 ? app : other)
        .post('/api/orders/')
        .set(o.auth)
        .send({ eventId: sale.eventId, tickets: [attendeeTicket(typeId)] }),
    );
    const answers = await Promise.all([...sends, ...around]);
    expect(answers.slice(0, sends.length).map((a) => a.status)).toEqual(
      offered.map((_, i) => (i % 2 === 0 ? 201 : 204)),
    );
    expect(answers.slice(sends.length).map((a) => a.status)).toEqual(around.map(() => 409));

    const row = await typeRow(typeId);
    const places = await placesOf(typeId);
    offered = places.filter((p) => p.status === 'offered');
    const offeredSeats = offered.reduce((sum, p) => sum + p.quantity, 0);
    const byOrders = await heldByOrders(typeId);
    // Every held seat is an order's or an offer's; nothing free while someone waits whose quantity fits.
    expect(row.held).toBe(byOrders + offeredSeats);
    expect(row.held + row.sold).toBeLessThanOrEqual(row.quantity);
    const free = row.quantity - row.held - row.sold;
    const stillWaiting = places.filter((p) => p.status === 'waiting');
    expect(stillWaiting.filter((p) => p.quantity <= free)).toEqual([]);
    const taken = places.filter((p) => p.status === 'taken');
    expect(taken).toHaveLength(Math.ceil(sends.length / 2));
    const orderIds = taken.map((p) => p.orderId!);
    const takenOrders = await t.db.select().from(orders).where(inArray(orders.id, orderIds));
    expect(takenOrders.every((o) => o.status === 'pending')).toBe(true);
  });
});
