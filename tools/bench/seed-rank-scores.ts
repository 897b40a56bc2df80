// Gives a seeded catalogue (seed-events.ts) the ranking factors the recommended sort needs to differ:
// page views for 60 % of the search projection's events (1 to 400 a day, skewed, on each of the last
// seven days) and card clicks for 30 % (1 to 54 a day), then one round of the ranking worker
// (computeRankFactors), then the projection's indexes rebuilt (the round rewrites most of its rows)
// and its statistics read again. Deterministic: which events and how many follow from their ids.
//
//   DATABASE_URL=postgres://... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/seed-rank-scores.ts
import { sql } from 'drizzle-orm';
import { computeRankFactors, openDatabase, rowsOf } from '@pavilion/api-testing/scripts';

const DAYS = 7;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required');
    process.exit(2);
  }
  const started = Date.now();
  const step = (what: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  ${what}`);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const db = handle.db;
  try {
    const now = new Date();
    // A share in [0, 1) from an event's id and a salt, the same on every run.
    const share = (salt: string) =>
      sql.raw(`((hashtext(s.event_id::text || '${salt}')::bigint & 1048575) / 1048576.0)`);
    await db.execute(sql`delete from event_view_days where event_id in (select event_id from event_search)`);
    await db.execute(sql`delete from event_click_days where event_id in (select event_id from event_search)`);
    await db.execute(sql`insert into event_view_days (event_id, day, partner_id, views)
      select s.event_id, (${now.toISOString()}::timestamptz - d * interval '1 day')::date, e.partner_id,
             1 + floor(399 * power(${share('v')} / 0.6, 4))::int
      from event_search s join events e on e.id = s.event_id cross join generate_series(0, ${DAYS - 1}) d
      where ${share('v')} < 0.6`);
    step('page views written');
    await db.execute(sql`insert into event_click_days (event_id, day, clicks)
      select s.event_id, (${now.toISOString()}::timestamptz - d * interval '1 day')::date,
             1 + floor(53 * power(${share('c')} / 0.3, 4))::int
      from event_search s cross join generate_series(0, ${DAYS - 1}) d
      where ${share('c')} < 0.3`);
    step('card clicks written');
    const round = await computeRankFactors(db, now);
    step(`ranking round: ${round.changed} events scored`);
    await db.execute(sql`reindex table event_search`);
    await db.execute(sql`vacuum analyze event_search`);
    await db.execute(sql`vacuum analyze event_rank_factors`);
    const [stats] = rowsOf<{ scored: number; distinct: number }>(
      await db.execute(
        sql`select count(*) filter (where rank_score > 0)::int as scored, count(distinct rank_score)::int as distinct from event_search`,
      ),
    );
    step(`done: ${stats.scored} events with a score above 0, ${stats.distinct} distinct scores`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
