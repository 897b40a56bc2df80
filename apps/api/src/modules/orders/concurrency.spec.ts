// Proof under load on real PostgreSQL: 200 buyers at once for 50 seats. PGlite has one connection,
// so nothing would run concurrently there; this file runs when DATABASE_URL names a server (CI).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sessionSettings } from '../../app';
import { rowsOf } from '../../db/raw-sql';
import { attendees, orders, payments, persons, tickets, ticketTypes } from '../../db/schema';
import { createSession } from '../../platform/auth';
import { TEST_CARDS } from '../../platform/payments';
import { createTestContext, type TestContext } from '@pavilion/api-testing/harness';
import { attendeeTicket, countryId, createSaleEvent, paymentForm } from '@pavilion/api-testing/checkout';

const BUYERS = 200;
const SEATS = 50;
const onPostgres = Boolean(process.env.DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;
if (!onPostgres) {
  console.info(
    'concurrency.spec.ts skipped: set DATABASE_URL to a PostgreSQL server to run 200 concurrent buyers against 50 seats.',
  );
}

describeOnPostgres(`${BUYERS} concurrent buyers, ${SEATS} seats (PostgreSQL)`, () => {
  let t: TestContext;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // 200 buyers on one address: the order and payment rate limits per address would refuse them.
    t = await createTestContext({ CHECKOUT_RATE_LIMITS: 'false' });
    server = await new Promise<Server>((resolve) => {
      const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  async function createBuyers(n: number): Promise<string[]> {
    const people = await t.db
      .insert(persons)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `load.${i}.${randomUUID().slice(0, 8)}@example.com`,
          firstName: 'Load',
          surname: `Buyer${i}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: persons.id });
    await t.db.insert(attendees).values(people.map((p) => ({ personId: p.id })));
    const settings = sessionSettings(t.config);
    return Promise.all(people.map(async (p) => (await createSession(t.db, settings, p.id, {})).token));
  }

  it('sells exactly the seats there are: 50 orders, 150 refusals, no negative or half-made state', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [{ name: 'Standard Pass', quantity: SEATS }],
    });
    const [typeId] = sale.ticketTypeIds;
    const tokens = await createBuyers(BUYERS);

    const answers = await Promise.all(
      tokens.map(async (token) => {
        const res = await fetch(`${base}/api/orders/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ eventId: sale.eventId, tickets: [attendeeTicket(typeId)] }),
        });
        return {
          token,
          status: res.status,
          body: (await res.json()) as { id?: string; error?: string; remaining?: number },
        };
      }),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(SEATS);
    expect(refused).toHaveLength(BUYERS - SEATS);
    for (const r of refused)
      expect(r.body).toMatchObject({ error: 'Standard Pass is sold out', remaining: 0, ticketTypeId: typeId });

    const [afterHolds] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(afterHolds).toMatchObject({ quantity: SEATS, held: SEATS, sold: 0 });

    // Every buyer with an order pays at once.
    const gb = await countryId(t.db);
    const paid = await Promise.all(
      created.map(async (c) => {
        const res = await fetch(`${base}/api/orders/${c.body.id}/complete-order`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${c.token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(paymentForm(gb, t.clock.now, TEST_CARDS.succeeds)),
        });
        return res.status;
      }),
    );
    expect(paid).toEqual(Array(SEATS).fill(200));

    const [final] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(final).toMatchObject({ quantity: SEATS, held: 0, sold: SEATS });
    const orderRows = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.eventId, sale.eventId));
    expect(orderRows).toHaveLength(SEATS);
    expect(orderRows.every((o) => o.status === 'paid')).toBe(true);
    const [{ ticketCount }] = await t.db
      .select({ ticketCount: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.ticketTypeId, typeId));
    expect(Number(ticketCount)).toBe(SEATS);
    const withoutTickets = rowsOf(
      await t.db.execute(
        sql`select o.id from orders o where not exists (select 1 from tickets t where t.order_id = o.id)`,
      ),
    );
    expect(withoutTickets).toHaveLength(0);
    const [{ succeeded }] = await t.db
      .select({ succeeded: sql<number>`count(*)::int` })
      .from(payments)
      .where(
        sql`${payments.status} = 'succeeded' and ${payments.orderId} in (select id from orders where event_id = ${sale.eventId})`,
      );
    expect(Number(succeeded)).toBe(SEATS);
  });

  it('buyers of 1-4 tickets at once: the seats held are exactly those of the orders made, and no refused order would still fit', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ name: 'Crowd Pass', quantity: 100 }] });
    const [typeId] = sale.ticketTypeIds;
    const tokens = await createBuyers(BUYERS);
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const count = (i % 4) + 1;
        const res = await fetch(`${base}/api/orders/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            eventId: sale.eventId,
            tickets: Array.from({ length: count }, () => attendeeTicket(typeId)),
          }),
        });
        return { count, status: res.status, body: (await res.json()) as { remaining?: number } };
      }),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const seatsOrdered = answers.filter((a) => a.status === 201).reduce((sum, a) => sum + a.count, 0);
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(type.held).toBe(seatsOrdered);
    expect(type.held).toBeLessThanOrEqual(100);
    const [{ ticketCount }] = await t.db
      .select({ ticketCount: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.ticketTypeId, typeId));
    expect(Number(ticketCount)).toBe(seatsOrdered);
    // Seats only ever run out: a refused order asked for more than what is left now.
    const left = type.quantity - type.held - type.sold;
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.count).toBeGreaterThan(left);
      expect(refused.body.remaining).toBeLessThan(refused.count);
    }
  });

  it('orders spanning two ticket types and a capped extra neither deadlock nor oversell', async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, {
      ticketTypes: [
        { name: 'Day One', quantity: 40 },
        { name: 'Day Two', quantity: 30 },
      ],
      extras: [{ name: 'Harbour Tour', capacity: 25 }],
    });
    const [dayOne, dayTwo] = sale.ticketTypeIds;
    const tokens = await createBuyers(120);
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        // Half list the types one way round, half the other: the holds still lock in one order.
        const pair = i % 2 ? [dayOne, dayTwo] : [dayTwo, dayOne];
        const res = await fetch(`${base}/api/orders/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            eventId: sale.eventId,
            tickets: [attendeeTicket(pair[0], { subEventIds: i % 3 ? [] : sale.extraIds }), attendeeTicket(pair[1])],
          }),
        });
        return res.status;
      }),
    );
    // Any other answer (a 503 after a deadlock, a 500) is named in the failure.
    expect(answers.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const created = answers.filter((s) => s === 201).length;
    const rows = await t.db
      .select()
      .from(ticketTypes)
      .where(sql`${ticketTypes.eventId} = ${sale.eventId}`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Day Two (30 seats) is the limit: every order takes one seat of each day.
    expect(created).toBe(30);
    expect(byId.get(dayOne)).toMatchObject({ held: 30 });
    expect(byId.get(dayTwo)).toMatchObject({ held: 30 });
    const [{ ticketCount }] = await t.db
      .select({ ticketCount: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.eventId, sale.eventId));
    expect(Number(ticketCount)).toBe(60);
    const [extra] = rowsOf<{ held: number }>(
      await t.db.execute(sql`select held from sub_events where id = ${sale.extraIds[0]}`),
    );
    const [{ withTour }] = rowsOf<{ withTour: number }>(
      await t.db.execute(
        sql`select count(*)::int as "withTour" from ticket_sub_events where sub_event_id = ${sale.extraIds[0]}`,
      ),
    );
    expect(Number(extra.held)).toBe(Number(withTour));
    expect(Number(extra.held)).toBeLessThanOrEqual(25);
  });
});
