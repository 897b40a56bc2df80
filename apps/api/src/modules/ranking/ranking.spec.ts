// The ranking: card clicks counted once per visitor and day (bots and non-public events not at all), and
// each upcoming public event's factors and score as the worker computes them, shown to administrators.
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { RANKING_WEIGHTS, ZAdminEventDetail } from '@pavilion/domain';
import { rowsOf } from '../../db/raw-sql';
import { bearerFor, createAdmin } from '@pavilion/api-testing/harness';
import { createSaleEvent, useCheckout } from '@pavilion/api-testing/checkout';
import { computeRankFactors, rankFactorsOf } from './service';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const DAY = 86_400_000;

const { t, app, ...steps } = useCheckout();

const clicksOf = async (eventId: number) =>
  Number(
    rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select coalesce(sum(clicks), 0)::int as n from event_click_days where event_id = ${eventId}`,
      ),
    )[0]?.n,
  );
const click = (eventId: number, userAgent?: string) => {
  const req = request(app).post(`/api/events/${eventId}/click`);
  return userAgent ? req.set('User-Agent', userAgent) : req;
};

describe('POST /api/events/{id}/click', () => {
  it('counts a visitor once a day, another visitor too, and a bot or a missing user agent not at all', async () => {
    const { eventId } = await createSaleEvent(t.db, t.clock.now);
    await click(eventId, BROWSER).expect(204);
    await click(eventId, BROWSER).expect(204);
    await click(eventId, OTHER_BROWSER).expect(204);
    await click(eventId, 'Googlebot/2.1 (+http://www.google.com/bot.html)').expect(204);
    await click(eventId).expect(204);
    expect(await clicksOf(eventId)).toBe(2);

    t.clock.advance(DAY);
    await click(eventId, BROWSER).expect(204);
    expect(await clicksOf(eventId)).toBe(3);
  });

  it('answers 404 for an event the marketplace does not show, and counts nothing', async () => {
    const pending = await createSaleEvent(t.db, t.clock.now, { status: 'PENDING' });
    const res = await click(pending.eventId, BROWSER).expect(404);
    expect(res.body.error).toBe('Event not found');
    await click(999_999, BROWSER).expect(404);
    expect(await clicksOf(pending.eventId)).toBe(0);
  });
});

describe('the ranking worker', () => {
  it('writes views, clicks, bookings, net bookings and the commission, and the score they make', async () => {
    const buyer = await steps.buyer();
    const { orderId, sale } = await steps.pendingOrder(buyer, { tickets: 2 });
    await steps.pay(buyer.auth, orderId).expect(200);
    const { eventId } = sale;
    await request(app).get(`/api/events/${eventId}`).set('User-Agent', BROWSER).expect(200);
    await request(app).get(`/api/events/${eventId}`).set('User-Agent', OTHER_BROWSER).expect(200);
    await click(eventId, BROWSER).expect(204);

    const round = await computeRankFactors(t.db, t.clock.now);
    expect(round.changed).toBeGreaterThanOrEqual(1);
    const factors = await rankFactorsOf(t.db, eventId);
    // The default platform fee is 5 %.
    expect(factors).toMatchObject({ views: 2, clicks: 1, bookings: 1, netBookings: 2, commissionPercent: 5 });
    expect(factors!.score).toBeCloseTo(
      RANKING_WEIGHTS.views * Math.log(3) +
        RANKING_WEIGHTS.clicks * Math.log(2) +
        RANKING_WEIGHTS.bookings * Math.log(2) +
        RANKING_WEIGHTS.netBookings * Math.log(3) +
        RANKING_WEIGHTS.commission * 5,
      9,
    );

    // Nothing changed: nothing is written again, and the time stays that of the last change.
    t.clock.advance(60_000);
    const again = await computeRankFactors(t.db, t.clock.now);
    expect(again.changed).toBe(0);
    expect((await rankFactorsOf(t.db, eventId))?.computedAt).toBe(factors!.computedAt);

    // A partner's own fee rate is its commission.
    const [{ partnerId }] = rowsOf<{ partnerId: number }>(
      await t.db.execute(sql`select partner_id as "partnerId" from events where id = ${eventId}`),
    );
    await t.db.execute(
      sql`insert into platform_fee_rates (partner_id, percent_basis_points, fixed_per_ticket) values (${partnerId}, 1200, 0)`,
    );
    await computeRankFactors(t.db, t.clock.now);
    expect((await rankFactorsOf(t.db, eventId))?.commissionPercent).toBe(12);
  });

  it('counts only the window and removes the events that left the marketplace', async () => {
    const { eventId } = await createSaleEvent(t.db, t.clock.now, { startsInDays: 60 });
    await click(eventId, BROWSER).expect(204);
    await computeRankFactors(t.db, t.clock.now);
    expect((await rankFactorsOf(t.db, eventId))?.clicks).toBe(1);

    t.clock.advance(31 * DAY);
    await computeRankFactors(t.db, t.clock.now);
    expect((await rankFactorsOf(t.db, eventId))?.clicks).toBe(0);

    await t.db.execute(sql`update events set published = false where id = ${eventId}`);
    const round = await computeRankFactors(t.db, t.clock.now);
    expect(round.removed).toBeGreaterThanOrEqual(1);
    expect(await rankFactorsOf(t.db, eventId)).toBeNull();
  });

  it('copies every score to the projection slice by slice, each transaction saying it writes scores alone', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createSaleEvent(t.db, t.clock.now, { startsInDays: 40 + i })).eventId);
    const list = sql.raw(`array[${ids.join(',')}]`);
    await t.db.execute(sql`update event_search set rank_score = -1 where event_id = any(${list})`);
    const [{ last }] = rowsOf<{ last: number }>(
      await t.db.execute(sql`select coalesce(max(id), 0)::int as last from event_search_changes`),
    );
    await computeRankFactors(t.db, t.clock.now, { idsASlice: 2 });
    const [copied] = rowsOf<{ differ: number; minus: number }>(
      await t.db.execute(sql`select count(*) filter (where s.rank_score <> f.score)::int as differ,
        count(*) filter (where s.rank_score = -1)::int as minus
        from event_search s join event_rank_factors f on f.event_id = s.event_id`),
    );
    expect(copied).toEqual({ differ: 0, minus: 0 });
    const [logged] = rowsOf<{ rows: number; scoresOnly: number; transactions: number }>(
      await t.db.execute(sql`select count(*)::int as rows, count(*) filter (where scores_only)::int as "scoresOnly",
        count(distinct xid::text)::int as transactions
        from event_search_changes where id > ${last} and event_id = any(${list})`),
    );
    // Four consecutive ids span at least two slices of two.
    expect(logged.rows).toBe(4);
    expect(logged.scoresOnly).toBe(4);
    expect(logged.transactions).toBeGreaterThanOrEqual(2);
    // The setting does not outlive the round: a write after it is logged as a whole row.
    await t.db.execute(sql`update event_search set rank_score = -2 where event_id = ${ids[0]}`);
    const [after] = rowsOf<{ scoresOnly: boolean }>(
      await t.db.execute(sql`select scores_only as "scoresOnly" from event_search_changes order by id desc limit 1`),
    );
    expect(after.scoresOnly).toBe(false);
  });

  it("shows the factors on the console's event detail", async () => {
    const { eventId } = await createSaleEvent(t.db, t.clock.now);
    const admin = await createAdmin(t.db);
    const auth = await bearerFor(app, admin.email);
    const before = ZAdminEventDetail.parse(
      (await request(app).get(`/api/admin/events/${eventId}`).set(auth).expect(200)).body,
    );
    expect(before.ranking).toBeNull();

    await computeRankFactors(t.db, t.clock.now);
    const after = ZAdminEventDetail.parse(
      (await request(app).get(`/api/admin/events/${eventId}`).set(auth).expect(200)).body,
    );
    expect(after.ranking).toMatchObject({ views: 0, clicks: 0, bookings: 0, netBookings: 0, commissionPercent: 5 });
    expect(after.ranking!.score).toBeCloseTo(RANKING_WEIGHTS.commission * 5, 9);
  });
});
