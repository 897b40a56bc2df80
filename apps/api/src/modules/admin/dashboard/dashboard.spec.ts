import request from 'supertest';
import { eq } from 'drizzle-orm';
import { ZAdminDashboard } from '@pavilion/domain';
import { attendees, eventVersions, partners, partnerVettingUpdates } from '../../../db/schema';
import { createPartnerUser, useTestContext } from '@pavilion/api-testing/harness';
import { adminHeader, createEvent, paidOrder } from '@pavilion/api-testing/fixtures/admin';
import { buckets } from './read-model';

const t = useTestContext();
let admin: Awaited<ReturnType<typeof adminHeader>>;
const DAY = 86_400_000;
beforeAll(async () => {
  // Wednesday noon, so business days are easy to count.
  t.clock.now = new Date('2030-05-15T12:00:00Z');
  admin = await adminHeader(t);
});

const read = async (query = '') => {
  const res = await request(t.app).get(`/api/admin/dashboard${query}`).set(admin.auth);
  expect(res.status).toBe(200);
  return ZAdminDashboard.parse(res.body);
};
const daysAgo = (n: number) => new Date(t.clock.now.getTime() - n * DAY);

describe('GET /api/admin/dashboard', () => {
  it('counts partners and events by status and the public events', async () => {
    const { partnerId } = await createPartnerUser(t.db);
    await createEvent(t.db, t.clock.now, partnerId, { status: 'APPROVED' });
    await createEvent(t.db, t.clock.now, partnerId, { status: 'REJECTED' });
    const { partnerId: suspended } = await createPartnerUser(t.db, { currentVettingStatus: 'SUSPENDED' });
    await createEvent(t.db, t.clock.now, suspended, { status: 'APPROVED' });
    const d = await read();
    expect(d.partners.byStatus).toMatchObject({ APPROVED: 1, SUSPENDED: 1 });
    expect(d.events.byStatus).toMatchObject({ APPROVED: 2, REJECTED: 1 });
    expect(d.events.public).toBe(1);
  });

  it('adds up paid orders and revenue per currency per day, zeros included, and new sign-ups', async () => {
    const { partnerId } = await createPartnerUser(t.db);
    const usd = await createEvent(t.db, t.clock.now, partnerId, { currency: 'USD' });
    const eur = await createEvent(t.db, t.clock.now, partnerId, { currency: 'EUR' });
    await paidOrder(t.db, usd, { createdAt: daysAgo(0), priceMinor: 10_050, ticketCount: 2 });
    await paidOrder(t.db, usd, { createdAt: daysAgo(2), priceMinor: 5_000 });
    await paidOrder(t.db, eur, { createdAt: daysAgo(2), priceMinor: 7_000, currency: 'EUR' });
    await paidOrder(t.db, usd, { createdAt: daysAgo(45), priceMinor: 99_999 });
    const d = await read('?range=30d');
    expect(d.interval).toBe('day');
    expect(d.from).toBe('2030-04-16');
    expect(d.to).toBe('2030-05-15');
    const usdSeries = d.sales.find((s) => s.currency === 'USD')!;
    expect(usdSeries).toMatchObject({ orders: 2, revenue: 251 });
    expect(usdSeries.points).toHaveLength(30);
    expect(usdSeries.points.at(-1)).toEqual({ period: '2030-05-15', orders: 1, revenue: 201 });
    expect(usdSeries.points.at(-2)).toEqual({ period: '2030-05-14', orders: 0, revenue: 0 });
    expect(d.sales.find((s) => s.currency === 'EUR')).toMatchObject({ orders: 1, revenue: 70 });
    // The buyers' sign-ups were stamped now by the database; the partners' too.
    await t.db.update(attendees).set({ createdAt: daysAgo(1) });
    expect((await read()).signUps.attendees).toBeGreaterThanOrEqual(4);
    const year = await read('?range=365d');
    expect(year.interval).toBe('month');
    expect(year.sales.find((s) => s.currency === 'USD')?.orders).toBe(3);
  });

  it('lists waiting partners and event versions oldest first, with business days against the promise', async () => {
    const late = await createPartnerUser(t.db, {
      name: 'Late Ltd',
      currentVettingStatus: 'PENDING',
      createdAt: daysAgo(9),
    });
    await t.db
      .insert(partnerVettingUpdates)
      .values({ partnerId: late.partnerId, status: 'PENDING', comment: 'Received', createdAt: daysAgo(7) });
    await createPartnerUser(t.db, { name: 'Fresh Ltd', currentVettingStatus: 'PENDING', createdAt: daysAgo(1) });
    const e = await createEvent(t.db, t.clock.now, late.partnerId, { name: 'Waiting Event', status: 'PENDING' });
    await t.db
      .update(eventVersions)
      .set({ createdAt: daysAgo(2) })
      .where(eq(eventVersions.id, e.versionId));
    const d = await read();
    expect(d.queues.partners.map((p) => [p.name, p.businessDays, p.state])).toEqual([
      // Waiting since its resubmission 7 days ago (a Wednesday): 5 business days.
      ['Late Ltd', 5, 'overdue'],
      ['Fresh Ltd', 1, 'onTrack'],
    ]);
    expect(d.queues.eventVersions).toEqual([
      expect.objectContaining({
        eventId: e.eventId,
        eventVersionId: e.versionId,
        eventName: 'Waiting Event',
        partnerName: 'Late Ltd',
        businessDays: 2,
        state: 'due',
        firstVersion: true,
      }),
    ]);
    await t.db.update(partners).set({ currentVettingStatus: 'APPROVED' }).where(eq(partners.id, late.partnerId));
    expect((await read()).queues.partners.map((p) => p.name)).toEqual(['Fresh Ltd']);
  });

  it('refuses an unknown range', async () => {
    const res = await request(t.app).get('/api/admin/dashboard?range=7d').set(admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.fields.range).toBe('Range must be one of: 30d, 90d, 365d');
  });
});

describe('buckets', () => {
  it('are days, Monday weeks or months from the first', () => {
    const from = new Date('2030-05-01T00:00:00Z');
    const to = new Date('2030-05-15T00:00:00Z');
    expect(buckets(from, to, 'week')).toEqual(['2030-04-29', '2030-05-06', '2030-05-13']);
    expect(buckets(from, new Date('2030-07-02T00:00:00Z'), 'month')).toEqual([
      '2030-05-01',
      '2030-06-01',
      '2030-07-01',
    ]);
    expect(buckets(from, new Date('2030-05-03T00:00:00Z'), 'day')).toEqual(['2030-05-01', '2030-05-02', '2030-05-03']);
  });
});
