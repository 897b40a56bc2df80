import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  formatIsoDay,
  SPONSORSHIP_MESSAGES as M,
  SPONSORSHIP_PRICE_MAX,
  ZSponsorship,
  ZSponsorshipOffer,
  ZSponsorshipPage,
  NOT_FOUND,
} from '@pavilion/domain';
import { auditLog, events, ledgerEntries, partnerBalances, sponsorshipPrices } from '../../db/schema';
import { bearerFor, createAdmin, useTestContext } from '@pavilion/api-testing/harness';
import { createSaleEvent } from '@pavilion/api-testing/checkout';
import { checkLedger } from '../ledger';
import { activeSponsoredEventIds } from './active';

const t = useTestContext();
const DAY = 86_400_000;
const dayOf = (at: Date, plusDays = 0) => new Date(at.getTime() + plusDays * DAY).toISOString().slice(0, 10);

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearerFor(t.app, (await createAdmin(t.db)).email);
});

/** An approved, published event starting in `startsInDays` (one day long), with its partner's Bearer header. */
async function partnerEvent(opts: Parameters<typeof createSaleEvent>[2] = {}) {
  const sale = await createSaleEvent(t.db, t.clock.now, opts);
  return { ...sale, auth: await bearerFor(t.app, sale.partnerEmail) };
}

const buy = (sale: { eventId: number; auth: Record<string, string> }, firstDay: string, lastDay: string) =>
  request(t.app).post(`/api/partner/events/${sale.eventId}/sponsorships`).set(sale.auth).send({ firstDay, lastDay });

const offerOf = async (sale: { eventId: number; auth: Record<string, string> }) =>
  ZSponsorshipOffer.parse(
    (await request(t.app).get(`/api/partner/events/${sale.eventId}/sponsorship-offer`).set(sale.auth).expect(200)).body,
  );

const listOf = async (sale: { eventId: number; auth: Record<string, string> }, query: Record<string, string> = {}) =>
  ZSponsorshipPage.parse(
    (
      await request(t.app)
        .get(`/api/partner/events/${sale.eventId}/sponsorships`)
        .query(query)
        .set(sale.auth)
        .expect(200)
    ).body,
  );

const setPrice = (pricePerDay: number) =>
  request(t.app).put('/api/admin/sponsorship-price').set(admin).send({ pricePerDay });

const balanceOf = async (partnerId: number) =>
  (
    await t.db
      .select()
      .from(partnerBalances)
      .where(and(eq(partnerBalances.partnerId, partnerId), eq(partnerBalances.currency, 'USD')))
  )[0]?.balanceMinor ?? 0;

describe('the price per day', () => {
  it('is not set at first, so nothing can be bought; the administrator sets it (audited)', async () => {
    const sale = await partnerEvent();
    const none = await request(t.app).get('/api/admin/sponsorship-price').set(admin).expect(200);
    expect(none.body).toEqual({ price: null });
    const refused = await buy(sale, dayOf(t.clock.now), dayOf(t.clock.now, 2));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(M.noPrice);

    const bad = await setPrice(0.001);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ pricePerDay: M.pricePerDay({ max: SPONSORSHIP_PRICE_MAX }) });
    const set = await setPrice(25).expect(200);
    expect(set.body.price).toMatchObject({ pricePerDay: 25, currency: 'USD' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'sponsorship.price-changed'));
    expect(entry).toMatchObject({ entityType: 'platform', before: null, after: { pricePerDay: 25 } });

    // Only administrators.
    await request(t.app).put('/api/admin/sponsorship-price').set(sale.auth).send({ pricePerDay: 1 }).expect(403);
  });
});

describe("a partner's sponsorship", () => {
  beforeAll(async () => {
    await t.db.delete(sponsorshipPrices);
    await setPrice(25).expect(200);
  });

  it('is charged days x price per day from the balance, in the transaction of its row, once', async () => {
    const sale = await partnerEvent({ startsInDays: 10 });
    const before = await balanceOf(sale.partnerId);
    const offer = await offerOf(sale);
    expect(offer).toEqual({
      price: { pricePerDay: 25, currency: 'USD', updatedAt: expect.any(String) },
      today: dayOf(t.clock.now),
      eventLastDay: dayOf(t.clock.now, 11),
    });
    expect(await listOf(sale)).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });

    const res = await buy(sale, dayOf(t.clock.now), dayOf(t.clock.now, 2));
    expect(res.status).toBe(201);
    const bought = ZSponsorship.parse(res.body);
    expect(bought).toMatchObject({ days: 3, pricePerDay: 25, amount: 75, currency: 'USD', status: 'active' });

    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.sponsorshipId, bought.id));
    expect(lines.map((l) => [l.kind, l.account, l.amountMinor, l.partnerId]).sort()).toEqual([
      ['sponsorship', 'partner_payable', 7_500, sale.partnerId],
      ['sponsorship', 'sponsorship_fees', -7_500, null],
    ]);
    expect(await balanceOf(sale.partnerId)).toBe(before - 7_500);
    expect((await checkLedger(t.db)).ok).toBe(true);

    const later = await buy(sale, dayOf(t.clock.now, 5), dayOf(t.clock.now, 6));
    expect(later.status).toBe(201);
    expect(later.body.status).toBe('scheduled');
    const again = await listOf(sale);
    expect(again.items.map((s) => s.id)).toEqual([later.body.id, bought.id]);
    expect(again.total).toBe(2);
  });

  it('lists the event’s sponsorships a page at a time, sorted, and narrowed by their status today', async () => {
    const sale = await partnerEvent({ startsInDays: 30 });
    const ids: number[] = [];
    for (const from of [0, 3, 6])
      ids.push((await buy(sale, dayOf(t.clock.now, from), dayOf(t.clock.now, from + 1)).expect(201)).body.id);
    const other = await partnerEvent({ startsInDays: 30 });
    await buy(other, dayOf(t.clock.now), dayOf(t.clock.now)).expect(201);

    const first = await listOf(sale, { pageSize: '2' });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    const second = await listOf(sale, { pageSize: '2', page: '2' });
    expect(second.items.map((s) => s.id)).toEqual([ids[0]]);
    const byDayUp = await listOf(sale, { sort: 'firstDay', direction: 'asc' });
    expect(byDayUp.items.map((s) => s.id)).toEqual(ids);

    const active = await listOf(sale, { status: 'active' });
    expect(active.items.map((s) => s.id)).toEqual([ids[0]]);
    expect(active.total).toBe(1);
    const scheduled = await listOf(sale, { status: 'scheduled' });
    expect(scheduled.items.map((s) => s.id)).toEqual([ids[2], ids[1]]);

    const bad = await request(t.app)
      .get(`/api/partner/events/${sale.eventId}/sponsorships`)
      .query({ status: 'soon', pageSize: '0' })
      .set(sale.auth);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['pageSize', 'status']);
    expect(bad.body.fields.status).toBe(M.statusInvalid);
  });

  it('refuses overlapping days, days past or after the event, and more than 30 days, in words', async () => {
    const sale = await partnerEvent({ startsInDays: 60 });
    await buy(sale, dayOf(t.clock.now, 3), dayOf(t.clock.now, 7)).expect(201);
    const overlap = await buy(sale, dayOf(t.clock.now, 7), dayOf(t.clock.now, 9));
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toBe(
      M.overlap({ firstDay: formatIsoDay(dayOf(t.clock.now, 3)), lastDay: formatIsoDay(dayOf(t.clock.now, 7)) }),
    );

    const past = await buy(sale, dayOf(t.clock.now, -1), dayOf(t.clock.now, 1));
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ firstDay: M.firstDayPast({ today: formatIsoDay(dayOf(t.clock.now)) }) });
    const long = await buy(sale, dayOf(t.clock.now, 10), dayOf(t.clock.now, 40));
    expect(long.body.fields).toEqual({ lastDay: M.tooLong });
    const reversed = await buy(sale, dayOf(t.clock.now, 10), dayOf(t.clock.now, 9));
    expect(reversed.body.fields).toEqual({ lastDay: M.lastBeforeFirst });
    const bad = await buy(sale, '2030-02-30', 'soon');
    expect(bad.body.fields).toEqual({ firstDay: M.firstDayInvalid, lastDay: M.lastDayInvalid });

    const short = await partnerEvent({ startsInDays: 2 });
    const afterEnd = await buy(short, dayOf(t.clock.now), dayOf(t.clock.now, 4));
    expect(afterEnd.status).toBe(400);
    expect(afterEnd.body.fields).toEqual({
      lastDay: M.afterEventEnd({ lastDay: formatIsoDay(dayOf(t.clock.now, 3)) }),
    });
    // Only the first purchase was charged.
    const charged = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.partnerId, sale.partnerId), eq(ledgerEntries.kind, 'sponsorship')));
    expect(charged.map((l) => l.amountMinor)).toEqual([12_500]);
    expect(await balanceOf(short.partnerId)).toBe(0);
  });

  it("answers 404 for another partner's event, and refuses an event not public, cancelled or over", async () => {
    const mine = await partnerEvent();
    const theirs = await partnerEvent();
    const other = await request(t.app)
      .post(`/api/partner/events/${theirs.eventId}/sponsorships`)
      .set(mine.auth)
      .send({ firstDay: dayOf(t.clock.now), lastDay: dayOf(t.clock.now) });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(NOT_FOUND.event);
    await request(t.app).get(`/api/partner/events/${theirs.eventId}/sponsorships`).set(mine.auth).expect(404);
    const offer = await request(t.app).get(`/api/partner/events/${theirs.eventId}/sponsorship-offer`).set(mine.auth);
    expect(offer.status).toBe(404);
    expect(offer.body.error).toBe(NOT_FOUND.event);

    const pending = await partnerEvent({ status: 'PENDING' });
    expect((await buy(pending, dayOf(t.clock.now), dayOf(t.clock.now))).body.error).toBe(M.eventNotPublic);
    const hidden = await partnerEvent({ published: false });
    expect((await buy(hidden, dayOf(t.clock.now), dayOf(t.clock.now))).body.error).toBe(M.eventNotPublic);

    const cancelled = await partnerEvent();
    await t.db.update(events).set({ cancelledAt: t.clock.now }).where(eq(events.id, cancelled.eventId));
    expect((await buy(cancelled, dayOf(t.clock.now), dayOf(t.clock.now))).body.error).toBe(M.eventCancelled);

    const over = await partnerEvent();
    await t.db
      .update(events)
      .set({ startAt: new Date(t.clock.now.getTime() - 2 * DAY), endAt: new Date(t.clock.now.getTime() - DAY) })
      .where(eq(events.id, over.eventId));
    const refused = await buy(over, dayOf(t.clock.now), dayOf(t.clock.now));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(M.eventOver);
  });
});

describe("the administrator's sponsorships", () => {
  it('lists them by status and ends one early, crediting the unused whole days once, audited', async () => {
    const sale = await partnerEvent({ startsInDays: 20 });
    const running = ZSponsorship.parse((await buy(sale, dayOf(t.clock.now), dayOf(t.clock.now, 4))).body);
    const coming = ZSponsorship.parse((await buy(sale, dayOf(t.clock.now, 10), dayOf(t.clock.now, 11))).body);
    const balance = await balanceOf(sale.partnerId);

    const active = await request(t.app).get('/api/admin/sponsorships').query({ status: 'active' }).set(admin);
    expect(active.status).toBe(200);
    expect(active.body.items.map((s: { id: number }) => s.id)).toContain(running.id);
    expect(active.body.items.every((s: { status: string }) => s.status === 'active')).toBe(true);
    const searched = await request(t.app)
      .get('/api/admin/sponsorships')
      .query({ status: 'scheduled', q: 'logistics', sort: 'firstDay', direction: 'asc' })
      .set(admin)
      .expect(200);
    expect(searched.body.items.map((s: { id: number }) => s.id)).toContain(coming.id);
    const badFilter = await request(t.app).get('/api/admin/sponsorships').query({ status: 'paused' }).set(admin);
    expect(badFilter.body.fields).toEqual({ status: M.statusInvalid });

    const noReason = await request(t.app)
      .post(`/api/admin/sponsorships/${running.id}/end`)
      .set(admin)
      .send({ reason: ' ' });
    expect(noReason.body.fields).toEqual({ reason: M.reasonRequired });
    // Ended on its first day: today was used, the 4 days after it are credited back (4 x 25.00).
    const ended = await request(t.app)
      .post(`/api/admin/sponsorships/${running.id}/end`)
      .set(admin)
      .send({ reason: 'Misleading event name' })
      .expect(200);
    expect(ended.body).toMatchObject({
      status: 'endedEarly',
      creditedDays: 4,
      credited: 100,
      endReason: 'Misleading event name',
    });
    expect(await balanceOf(sale.partnerId)).toBe(balance + 10_000);
    const credit = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sponsorshipId, running.id), eq(ledgerEntries.kind, 'sponsorship_credit')));
    expect(credit.map((l) => [l.account, l.amountMinor]).sort()).toEqual([
      ['partner_payable', -10_000],
      ['sponsorship_fees', 10_000],
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'sponsorship.ended'));
    expect(entry).toMatchObject({ entityType: 'sponsorship', entityId: String(running.id) });
    expect(entry.summary).toContain('Misleading event name');

    const twice = await request(t.app)
      .post(`/api/admin/sponsorships/${running.id}/end`)
      .set(admin)
      .send({ reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(M.alreadyEndedEarly);
    // A sponsorship not begun gives back every day.
    const notBegun = await request(t.app)
      .post(`/api/admin/sponsorships/${coming.id}/end`)
      .set(admin)
      .send({ reason: 'Asked by the partner' })
      .expect(200);
    expect(notBegun.body).toMatchObject({ creditedDays: 2, credited: 50 });
    expect(await balanceOf(sale.partnerId)).toBe(balance + 15_000);
    expect((await checkLedger(t.db)).ok).toBe(true);
    await request(t.app).post('/api/admin/sponsorships/999999/end').set(admin).send({ reason: 'x' }).expect(404);
    const endedList = await request(t.app).get('/api/admin/sponsorships').query({ status: 'endedEarly' }).set(admin);
    expect(endedList.body.items.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([running.id, coming.id]),
    );
    await request(t.app).get('/api/admin/sponsorships').set(sale.auth).expect(403);
  });
});

describe('the events sponsored at a moment', () => {
  it('are those sponsored that UTC day, not ended early and still public, in an order that rotates hourly', async () => {
    const now = t.clock.now;
    const sales = await Promise.all([1, 2, 3, 4, 5, 6].map(() => partnerEvent({ startsInDays: 15 })));
    for (const sale of sales) await buy(sale, dayOf(now), dayOf(now, 1)).expect(201);
    const later = await partnerEvent({ startsInDays: 15 });
    await buy(later, dayOf(now, 2), dayOf(now, 3)).expect(201);
    const hidden = sales[5];
    await t.db.update(events).set({ published: false }).where(eq(events.id, hidden.eventId));

    const ids = await activeSponsoredEventIds(t.db, now);
    const expected = sales.slice(0, 5).map((s) => s.eventId);
    expect(ids.filter((id) => [...expected, later.eventId, hidden.eventId].includes(id)).sort()).toEqual(
      [...expected].sort(),
    );
    // Two days on, only the later one of these is sponsored.
    const onDay2 = await activeSponsoredEventIds(t.db, new Date(now.getTime() + 2 * DAY));
    expect(onDay2).toContain(later.eventId);
    expect(onDay2.filter((id) => expected.includes(id))).toEqual([]);

    // The same hour answers the same order; over a day's hours more than one event comes first.
    expect(await activeSponsoredEventIds(t.db, now)).toEqual(ids);
    const dayStart = Date.parse(`${dayOf(now)}T00:00:00Z`);
    const firsts = new Set<number>();
    for (let hour = 0; hour < 24; hour += 1) {
      const order = (await activeSponsoredEventIds(t.db, new Date(dayStart + hour * 3_600_000))).filter((id) =>
        expected.includes(id),
      );
      firsts.add(order[0]);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe('at the same moment', () => {
  // On PostgreSQL (DATABASE_URL) the requests' transactions run at once; PGlite runs them one by one.
  it('lets one of several overlapping purchases of an event through, and credits an early end once', async () => {
    const sale = await partnerEvent({ startsInDays: 40 });
    const tries = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => buy(sale, dayOf(t.clock.now, 1 + i), dayOf(t.clock.now, 6))),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const charged = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.partnerId, sale.partnerId), eq(ledgerEntries.kind, 'sponsorship')));
    expect(charged).toHaveLength(1);

    const bought = tries.find((r) => r.status === 201)!.body as { id: number };
    const ends = await Promise.all(
      [0, 1, 2].map(() =>
        request(t.app).post(`/api/admin/sponsorships/${bought.id}/end`).set(admin).send({ reason: 'Duplicate' }),
      ),
    );
    expect(ends.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const credits = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sponsorshipId, bought.id), eq(ledgerEntries.kind, 'sponsorship_credit')));
    expect(credits).toHaveLength(2);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
