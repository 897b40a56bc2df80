// Each upcoming public event's ranking factors over the last RANKING_WINDOW_DAYS and the score they make
// with RANKING_WEIGHTS (libs/domain, search/ranking.ts), written to event_rank_factors by one statement:
// page views (event_view_days), card clicks (event_click_days), bookings (orders paid in the window),
// net bookings (the tickets the window's sales still hold once cancellations and refunds are taken off,
// event_sales_days) and the commission (the partner's percentage fee rate, else the default rate). A row
// is rewritten only when a factor changed, so `computed_at` is when its figures last changed; the rows of
// events that left the search projection (started, cancelled, unpublished) are removed. Each score is
// then copied to the projection's row (event_search.rank_score), which the recommended sort orders by.
import { eq, sql } from 'drizzle-orm';
import { RANKING_WEIGHTS, RANKING_WINDOW_DAYS, type TEventRankFactors } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { eventRankFactors } from '../../db/schema';

const DAY_MS = 86_400_000;

export interface RankRound {
  /** Rows written because a factor changed (or the event is new to the ranking). */
  changed: number;
  /** Rows removed because their event left the search projection. */
  removed: number;
}

/** Event ids whose projection rows one transaction of a round rescores. */
export const RESCORED_IDS_A_SLICE = 5_000;
/** After each slice a round pauses this many times as long as the slice took. */
const PAUSE_PER_SLICE_TIME = 2;

export async function computeRankFactors(
  db: DbOrTx,
  now: Date,
  { idsASlice = RESCORED_IDS_A_SLICE }: { idsASlice?: number } = {},
): Promise<RankRound> {
  const from = new Date(now.getTime() - RANKING_WINDOW_DAYS * DAY_MS);
  const fromDay = from.toISOString().slice(0, 10);
  const w = RANKING_WEIGHTS;
  const [row] = rowsOf<{ changed: number; removed: number }>(
    await db.execute(sql`
      with views as (
        select event_id, sum(views)::int as n from event_view_days where day >= ${fromDay}::date group by event_id
      ), clicks as (
        select event_id, sum(clicks)::int as n from event_click_days where day >= ${fromDay}::date group by event_id
      ), bookings as (
        select event_id, count(*)::int as n from orders
        where paid_at >= ${from.toISOString()}::timestamptz group by event_id
      ), net as (
        select event_id, greatest(sum(tickets), 0)::int as n from event_sales_days
        where day >= ${fromDay}::date group by event_id
      ), fee as (
        select (select percent_basis_points from platform_fee_rates where partner_id is null) as default_bps
      ), factors as (
        select s.event_id,
               coalesce(v.n, 0) as views, coalesce(c.n, 0) as clicks,
               coalesce(b.n, 0) as bookings, coalesce(n.n, 0) as net_bookings,
               coalesce(r.percent_basis_points, fee.default_bps, 0) as bps
        from event_search s
        join events e on e.id = s.event_id
        cross join fee
        left join platform_fee_rates r on r.partner_id = e.partner_id
        left join views v on v.event_id = s.event_id
        left join clicks c on c.event_id = s.event_id
        left join bookings b on b.event_id = s.event_id
        left join net n on n.event_id = s.event_id
        where s.start_at > ${now.toISOString()}::timestamptz
      ), written as (
        insert into event_rank_factors as f
          (event_id, views, clicks, bookings, net_bookings, commission_basis_points, score, computed_at)
        select event_id, views, clicks, bookings, net_bookings, bps,
               ${w.views}::float8 * ln(1 + views) + ${w.clicks}::float8 * ln(1 + clicks)
             + ${w.bookings}::float8 * ln(1 + bookings) + ${w.netBookings}::float8 * ln(1 + net_bookings)
             + ${w.commission}::float8 * bps / 100.0,
               ${now.toISOString()}::timestamptz
        from factors
        on conflict (event_id) do update set
          views = excluded.views, clicks = excluded.clicks, bookings = excluded.bookings,
          net_bookings = excluded.net_bookings, commission_basis_points = excluded.commission_basis_points,
          score = excluded.score, computed_at = excluded.computed_at
        where (f.views, f.clicks, f.bookings, f.net_bookings, f.commission_basis_points)
          is distinct from (excluded.views, excluded.clicks, excluded.bookings, excluded.net_bookings,
                            excluded.commission_basis_points)
        returning 1
      ), removed as (
        delete from event_rank_factors f
        where not exists (
          select 1 from event_search s where s.event_id = f.event_id and s.start_at > ${now.toISOString()}::timestamptz)
        returning 1
      )
      select (select count(*) from written)::int as changed, (select count(*) from removed)::int as removed`),
  );
  // Separate statements: the one above cannot see what it wrote. Rows left as they are when equal.
  // By slices of event ids, one transaction each, pausing twice as long as each took: after the platform
  // fee changes every row is rewritten (each with its indexes), and the round takes at most a third of
  // one database connection's time meanwhile; a short transaction holds its rows' locks briefly, so an
  // event's own write waits for it a little. Each transaction says it writes scores alone
  // (pavilion.scores_only, read by the projection's change log), so the API's copy reads the new scores
  // instead of every row again; the setting is put back at once, should the caller's transaction write
  // more.
  const [range] = rowsOf<{ low: number | null; high: number | null }>(
    await db.execute(sql`select min(event_id) as low, max(event_id) as high from event_rank_factors`),
  );
  const low = Number(range?.low ?? 0);
  const high = Number(range?.high ?? -1);
  for (let from = low; from <= high; from += idsASlice) {
    const began = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pavilion.scores_only', 'on', true)`);
      await tx.execute(sql`update event_search s set rank_score = f.score from event_rank_factors f
        where f.event_id = s.event_id and s.rank_score <> f.score
          and s.event_id >= ${from} and s.event_id < ${from + idsASlice}`);
      await tx.execute(sql`select set_config('pavilion.scores_only', 'off', true)`);
    });
    if (from + idsASlice <= high)
      await new Promise((resolve) => setTimeout(resolve, PAUSE_PER_SLICE_TIME * (Date.now() - began)));
  }
  return { changed: row?.changed ?? 0, removed: row?.removed ?? 0 };
}

/** The event's factors as last computed, or null when it has none (not public, or not yet scored). */
export async function rankFactorsOf(db: DbOrTx, eventId: number): Promise<TEventRankFactors | null> {
  const [row] = await db.select().from(eventRankFactors).where(eq(eventRankFactors.eventId, eventId));
  if (!row) return null;
  return {
    views: row.views,
    clicks: row.clicks,
    bookings: row.bookings,
    netBookings: row.netBookings,
    commissionPercent: row.commissionBasisPoints / 100,
    score: row.score,
    computedAt: row.computedAt.toISOString(),
  };
}
