// Rate limits on creating orders: per account and per address, 429 with Retry-After, nothing held.
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { orders, ticketTypes } from '../../db/schema';
import { bearerFor, createAttendee, createTestContext, useTestContext } from '@pavilion/api-testing/harness';
import { attendeeTicket, createSaleEvent } from '@pavilion/api-testing/checkout';
import { ORDER_LIMITS } from './limits';

// Behind a proxy that names the address, so each test can come from its own.
const t = useTestContext({ TRUST_PROXY: 'true' });

const MESSAGE = 'Too many orders in a short time. Please wait a few minutes and try again.';

async function buyer() {
  const a = await createAttendee(t.db);
  return bearerFor(t.app, a.email);
}

const order = (auth: Record<string, string>, address: string, eventId: number, typeId: number) =>
  request(t.app)
    .post('/api/orders/')
    .set(auth)
    .set('X-Forwarded-For', address)
    .send({ eventId, tickets: [attendeeTicket(typeId)] });

async function ordersOf(eventId: number) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.eventId, eventId));
  return Number(row.n);
}

describe('order rate limits', () => {
  it(`lets one account place ${ORDER_LIMITS.perAccount.limit} orders in 10 minutes, then answers 429 and holds nothing`, async () => {
    const auth = await buyer();
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 1000 }] });
    const [typeId] = sale.ticketTypeIds;
    for (let i = 0; i < 20; i++) await order(auth, '198.51.100.1', sale.eventId, typeId).expect(201);
    const refused = await order(auth, '198.51.100.2', sale.eventId, typeId);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: MESSAGE, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await ordersOf(sale.eventId)).toBe(20);
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    expect(type.held).toBe(20);
    // Another account is not affected, and the account may order again in the next window.
    await order(await buyer(), '198.51.100.1', sale.eventId, typeId).expect(201);
    t.clock.advance(10 * 60_000);
    await order(auth, '198.51.100.1', sale.eventId, typeId).expect(201);
  });

  it(`lets one address place ${ORDER_LIMITS.perAddress.limit} orders in 10 minutes, whatever the accounts`, async () => {
    const sale = await createSaleEvent(t.db, t.clock.now, { ticketTypes: [{ quantity: 1000 }] });
    const [typeId] = sale.ticketTypeIds;
    const accounts = await Promise.all(Array.from({ length: 6 }, () => buyer()));
    let placed = 0;
    for (const auth of accounts.slice(0, 5)) {
      for (let i = 0; i < 20; i++) {
        await order(auth, '203.0.113.7', sale.eventId, typeId).expect(201);
        placed += 1;
      }
    }
    expect(placed).toBe(100);
    const refused = await order(accounts[5], '203.0.113.7', sale.eventId, typeId);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(MESSAGE);
    // The same account from another address is fine.
    await order(accounts[5], '203.0.113.8', sale.eventId, typeId).expect(201);
    expect(await ordersOf(sale.eventId)).toBe(101);
  });

  it('are off with CHECKOUT_RATE_LIMITS=false (load tests)', async () => {
    const own = await createTestContext({ CHECKOUT_RATE_LIMITS: 'false' });
    try {
      const a = await createAttendee(own.db);
      const auth = await bearerFor(own.app, a.email);
      const sale = await createSaleEvent(own.db, own.clock.now, { ticketTypes: [{ quantity: 1000 }] });
      for (let i = 0; i < 21; i++) {
        await request(own.app)
          .post('/api/orders/')
          .set(auth)
          .send({ eventId: sale.eventId, tickets: [attendeeTicket(sale.ticketTypeIds[0])] })
          .expect(201);
      }
    } finally {
      await own.close();
    }
  });
});
