// GET /api/orders/ as a list: paging, every sort, the status filter, the search and owner scoping.
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { ZOrdersPage, type TOrder } from '@pavilion/domain';
import { orders, tickets } from '../../db/schema';
import { bearerFor, createAttendee, useTestContext } from '@pavilion/api-testing/harness';
import { createSaleEvent } from '@pavilion/api-testing/checkout';

const t = useTestContext();

const MINUTE = 60_000;

interface Placed {
  id: string;
  label: string;
}

/** An order row as the checkout would have left it, with one ticket. */
async function insertOrder(
  personId: number,
  sale: { eventId: number; ticketTypeIds: number[] },
  label: string,
  o: {
    status: 'pending' | 'paid' | 'expired' | 'cancelled';
    total: number;
    createdAgoMin: number;
    holdLeftMin?: number;
  },
): Promise<Placed> {
  const id = randomUUID();
  const createdAt = new Date(t.clock.now.getTime() - o.createdAgoMin * MINUTE);
  await t.db.insert(orders).values({
    id,
    personId,
    eventId: sale.eventId,
    status: o.status,
    currency: 'USD',
    totalMinor: o.total,
    holdExpiresAt: new Date(t.clock.now.getTime() + (o.holdLeftMin ?? -1) * MINUTE),
    paidAt: o.status === 'paid' ? createdAt : null,
    buyerFirstName: 'Ada',
    buyerSurname: 'Lovelace',
    buyerEmail: 'ada@example.com',
    createdAt,
    updatedAt: createdAt,
  });
  await t.db.insert(tickets).values({
    orderId: id,
    eventId: sale.eventId,
    ticketTypeId: sale.ticketTypeIds[0],
    priceMinor: o.total,
    currency: 'USD',
    firstName: 'Lin',
    surname: label,
    email: 'lin@example.com',
    company: 'Acme',
    jobTitle: 'Buyer',
  });
  return { id, label };
}

let owner: { auth: Record<string, string> };
let stranger: { auth: Record<string, string> };
let placed: Record<string, Placed>;
let strangersOrder: Placed;

beforeAll(async () => {
  const a = await createAttendee(t.db);
  const b = await createAttendee(t.db);
  owner = { auth: await bearerFor(t.app, a.email) };
  stranger = { auth: await bearerFor(t.app, b.email) };
  const harbour = await createSaleEvent(t.db, t.clock.now, { name: 'Harbour Logistics Forum', startsInDays: 10 });
  const summit = await createSaleEvent(t.db, t.clock.now, { name: 'Aviation Summit', startsInDays: 40 });
  const expo = await createSaleEvent(t.db, t.clock.now, { name: 'Cold Chain Expo', startsInDays: 20 });
  // Created 50, 40, 30, 20, 10 minutes ago; totals and events chosen so every sort gives another order.
  placed = {
    paid: await insertOrder(a.personId, summit, 'paid', { status: 'paid', total: 30_000, createdAgoMin: 50 }),
    held: await insertOrder(a.personId, harbour, 'held', {
      status: 'pending',
      total: 10_000,
      createdAgoMin: 10,
      holdLeftMin: 5,
    }),
    lapsed: await insertOrder(a.personId, expo, 'lapsed', {
      status: 'pending',
      total: 50_000,
      createdAgoMin: 20,
      holdLeftMin: -5,
    }),
    expired: await insertOrder(a.personId, harbour, 'expired', { status: 'expired', total: 20_000, createdAgoMin: 40 }),
    cancelled: await insertOrder(a.personId, summit, 'cancelled', {
      status: 'cancelled',
      total: 40_000,
      createdAgoMin: 30,
    }),
  };
  strangersOrder = await insertOrder(b.personId, harbour, 'stranger', {
    status: 'paid',
    total: 5_000,
    createdAgoMin: 5,
  });
});

async function list(query: Record<string, string | number>, auth = owner.auth) {
  const res = await request(t.app).get('/api/orders/').query(query).set(auth);
  expect(res.status).toBe(200);
  return ZOrdersPage.parse(res.body);
}

const labels = (items: TOrder[]) => items.map((o) => Object.values(placed).find((p) => p.id === o.id)?.label ?? o.id);

describe('GET /api/orders/ as a list', () => {
  it('answers the owner’s orders newest first, in the list envelope', async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(labels(page.items)).toEqual(['held', 'lapsed', 'cancelled', 'expired', 'paid']);
    // Each item is the whole order, as GET /api/orders/{id}/ answers it.
    const one = await request(t.app).get(`/api/orders/${placed.paid.id}/`).set(owner.auth).expect(200);
    expect(page.items.find((o) => o.id === placed.paid.id)).toEqual(one.body);
  });

  it('pages without overlap or gaps, and past the end answers no items with the total', async () => {
    const all = labels((await list({})).items);
    const pages = [];
    for (const pageNo of [1, 2, 3]) {
      const page = await list({ page: pageNo, pageSize: 2 });
      expect(page).toMatchObject({ total: 5, page: pageNo, pageSize: 2 });
      pages.push(...labels(page.items));
    }
    expect(pages).toEqual(all);
    const beyond = await list({ page: 4, pageSize: 2 });
    expect(beyond).toMatchObject({ items: [], total: 5 });
  });

  it('sorts by creation, total and event start, either way', async () => {
    const sorted = async (sort: string, direction: string) => labels((await list({ sort, direction })).items);
    expect(await sorted('createdAt', 'asc')).toEqual(['paid', 'expired', 'cancelled', 'lapsed', 'held']);
    expect(await sorted('total', 'asc')).toEqual(['held', 'expired', 'paid', 'cancelled', 'lapsed']);
    expect(await sorted('total', 'desc')).toEqual(['lapsed', 'cancelled', 'paid', 'expired', 'held']);
    // Harbour (10 days), Expo (20), Summit (40); orders of one event by creation.
    expect(await sorted('eventStart', 'asc')).toEqual(['expired', 'held', 'lapsed', 'paid', 'cancelled']);
    expect(await sorted('eventStart', 'desc')).toEqual(['cancelled', 'paid', 'lapsed', 'held', 'expired']);
  });

  it('filters by status as the attendee reads it: a pending order past its hold is expired', async () => {
    const withStatus = async (status: string) => labels((await list({ status })).items);
    expect(await withStatus('pending')).toEqual(['held']);
    expect(await withStatus('expired')).toEqual(['lapsed', 'expired']);
    expect(await withStatus('paid')).toEqual(['paid']);
    expect(await withStatus('cancelled')).toEqual(['cancelled']);
    const page = await list({ status: 'expired' });
    expect(page.total).toBe(2);
    expect(page.items.map((o) => o.status)).toEqual(['expired', 'expired']);
  });

  it('searches the event names, with % and _ taken literally', async () => {
    expect(labels((await list({ q: 'harbour' })).items)).toEqual(['held', 'expired']);
    expect((await list({ q: 'summit', status: 'paid' })).total).toBe(1);
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('never reaches another attendee’s orders', async () => {
    const mine = await list({ pageSize: 100 });
    expect(mine.items.map((o) => o.id)).not.toContain(strangersOrder.id);
    const theirs = await list({}, stranger.auth);
    expect(theirs).toMatchObject({ total: 1 });
    expect(theirs.items.map((o) => o.id)).toEqual([strangersOrder.id]);
    expect((await list({ q: 'summit' }, stranger.auth)).total).toBe(0);
  });

  it('refuses a query it cannot answer, naming what is expected', async () => {
    const bad = async (query: Record<string, string>) =>
      (await request(t.app).get('/api/orders/').query(query).set(owner.auth).expect(400)).body.fields;
    expect(await bad({ sort: 'price' })).toEqual({ sort: 'Sort must be one of: createdAt, total, eventStart' });
    expect(await bad({ pageSize: '101' })).toEqual({ pageSize: 'Page size must be a whole number from 1 to 100' });
    expect(await bad({ page: '0' })).toEqual({ page: 'Page must be a whole number from 1 to 100000' });
    expect(await bad({ status: 'refunded' })).toEqual({
      status: 'Status must be one of: pending, paid, expired, cancelled, awaiting_payment',
    });
  });
});

describe('time moves the status', () => {
  it('a held order reads expired once its hold ends', async () => {
    t.clock.advance(6 * MINUTE);
    try {
      expect(labels((await list({ status: 'pending' })).items)).toEqual([]);
      expect(labels((await list({ status: 'expired' })).items)).toEqual(['held', 'lapsed', 'expired']);
    } finally {
      t.clock.advance(-6 * MINUTE);
    }
  });
});
