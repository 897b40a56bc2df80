import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { ZAdminOrdersPage, ZOrder, type TAdminOrderSummary } from '@pavilion/domain';
import { events, orderRegistrationCounts, orders } from '../../../db/schema';
import { createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader, createEvent, paidOrder } from '@pavilion/api-testing/fixtures/admin';

const t = useTestContext();
let admin: Awaited<ReturnType<typeof adminHeader>>;
beforeAll(async () => {
  admin = await adminHeader(t);
});

const HOUR = 3_600_000;
const page = async (query: string) => {
  const res = await request(t.app).get(`/api/admin/orders/summaries?${query}`).set(admin.auth);
  expect(res.status).toBe(200);
  return ZAdminOrdersPage.parse(res.body);
};
const emails = (p: { items: TAdminOrderSummary[] }) => p.items.map((o) => o.purchaserEmail.split('@')[0]);

describe('GET /api/admin/orders/summaries', () => {
  let eventA: Awaited<ReturnType<typeof createEvent>>;
  let eventB: Awaited<ReturnType<typeof createEvent>>;
  beforeAll(async () => {
    const { partnerId } = await createPartnerUser(t.db);
    eventA = await createEvent(t.db, t.clock.now, partnerId, { name: 'Alpha Expo', currency: 'USD' });
    eventB = await createEvent(t.db, t.clock.now, partnerId, { name: 'Beta Forum', currency: 'JPY' });
    const at = (h: number) => new Date(t.clock.now.getTime() - h * HOUR);
    await paidOrder(t.db, eventA, { createdAt: at(3), buyerEmail: 'carol@x.io', ticketCount: 2, priceMinor: 29_550 });
    await paidOrder(t.db, eventB, {
      createdAt: at(1),
      buyerEmail: 'alice@x.io',
      ticketCount: 1,
      priceMinor: 15_000,
      currency: 'JPY',
    });
    await paidOrder(t.db, eventA, { createdAt: at(2), buyerEmail: 'bob@x.io', ticketCount: 3, priceMinor: 1_000 });
  });

  it('lists paid orders newest first with the spec columns, totals in major units', async () => {
    const p = await page('');
    expect(p.total).toBe(3);
    expect(emails(p)).toEqual(['alice', 'bob', 'carol']);
    expect(p.items[0]).toMatchObject({
      eventName: 'Beta Forum',
      numberOfTickets: 1,
      totalPrice: 15000,
      currency: 'JPY',
    });
    expect(p.items[2]).toMatchObject({ eventName: 'Alpha Expo', numberOfTickets: 2, totalPrice: 591, currency: 'USD' });
  });

  it('sorts by every column, both ways, on the server', async () => {
    expect(emails(await page('sort=datetime&direction=asc'))).toEqual(['carol', 'bob', 'alice']);
    expect(emails(await page('sort=purchaserEmail&direction=asc'))).toEqual(['alice', 'bob', 'carol']);
    expect(emails(await page('sort=purchaserEmail&direction=desc'))).toEqual(['carol', 'bob', 'alice']);
    expect(emails(await page('sort=eventName&direction=desc'))[0]).toBe('alice');
    expect(emails(await page('sort=numberOfTickets&direction=asc'))).toEqual(['alice', 'carol', 'bob']);
    expect(emails(await page('sort=numberOfTickets&direction=desc'))).toEqual(['bob', 'carol', 'alice']);
    // Grouped by currency (JPY before USD), then by amount.
    expect(emails(await page('sort=totalPrice&direction=asc'))).toEqual(['alice', 'bob', 'carol']);
    expect(emails(await page('sort=totalPrice&direction=desc'))).toEqual(['carol', 'bob', 'alice']);
  });

  it('pages, finds a buyer email, narrows to one event', async () => {
    expect(emails(await page('pageSize=2&page=2'))).toEqual(['carol']);
    expect(emails(await page('q=BOB'))).toEqual(['bob']);
    const one = await page(`eventId=${eventA.eventId}`);
    expect(one.total).toBe(2);
    expect(emails(one)).toEqual(['bob', 'carol']);
  });

  it('leaves out orders that are not paid, drops one that stops being paid, and follows a renamed event', async () => {
    const { partnerId } = await createPartnerUser(t.db);
    const e = await createEvent(t.db, t.clock.now, partnerId, { name: 'Gamma Days' });
    const o = await paidOrder(t.db, e, { createdAt: t.clock.now, buyerEmail: 'dan@x.io' });
    expect((await page(`eventId=${e.eventId}`)).items[0].eventName).toBe('Gamma Days');
    await t.db.update(events).set({ name: 'Gamma Days 2026' }).where(eq(events.id, e.eventId));
    expect((await page(`eventId=${e.eventId}`)).items[0].eventName).toBe('Gamma Days 2026');
    const before = (await page('')).total;
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, o.orderId));
    expect((await page(`eventId=${e.eventId}`)).total).toBe(0);
    expect((await page('')).total).toBe(before - 1);
    // The unfiltered total is the sum of the counter's shards, which must equal the rows.
    const [{ n }] = await t.db.select({ n: sql<number>`sum(registrations)::int` }).from(orderRegistrationCounts);
    expect(n).toBe(before - 1);
  });

  it('refuses an unknown sort with the allowed ones', async () => {
    const res = await request(t.app).get('/api/admin/orders/summaries?sort=price').set(admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.fields.sort).toBe(
      'Sort must be one of: datetime, purchaserEmail, eventName, numberOfTickets, totalPrice',
    );
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it("answers any buyer's order with its tickets; 404 for an unknown id, 400 for a malformed one", async () => {
    const { partnerId } = await createPartnerUser(t.db);
    const e = await createEvent(t.db, t.clock.now, partnerId, { name: 'Receipt Expo' });
    const o = await paidOrder(t.db, e, { createdAt: t.clock.now, ticketCount: 2 });
    const res = await request(t.app).get(`/api/admin/orders/${o.orderId}`).set(admin.auth).expect(200);
    const order = ZOrder.parse(res.body);
    expect(order).toMatchObject({ id: o.orderId, purchasingUserEmail: o.buyerEmail, event: { name: 'Receipt Expo' } });
    expect(order.tickets).toHaveLength(2);
    expect(
      (await request(t.app).get('/api/admin/orders/00000000-0000-4000-8000-000000000000').set(admin.auth)).status,
    ).toBe(404);
    expect((await request(t.app).get('/api/admin/orders/12').set(admin.auth)).status).toBe(400);
  });
});
