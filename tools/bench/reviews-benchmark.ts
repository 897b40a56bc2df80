// Reviews benchmark, against the built API (api-process.ts) on a database seeded by seed-events.ts:
// 1. The event page's reviews: one public event gets 10,000 published reviews (with subscores, over
//    the last three years) and GET /api/events/{id}/reviews is timed on its first and deep pages in
//    both sorts. Target p95 <= 25 ms.
// 2. Search with ratings on the cards: the same search shapes are timed on the database with no event
//    rated and on a copy with most events rated (their rating kept on events and the search
//    projection), one API on each, alternating blocks of requests; the ratio of the p95s must stay
//    <= 1.1. The rating sort and filter are timed beside them. The copy is dropped at the end.
//
//   DATABASE_URL=postgres://... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/reviews-benchmark.ts
//     [--requests 400] [--concurrency 2] [--port 3296]
//
// Runs again on the same database: it removes the reviews and ratings it wrote before it starts.
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '@pavilion/api-testing/scripts';
import { benchApi, closedLoopLoad, closedLoopOptions, HttpClient, runBenchmark, type Answer } from './harness';
import { closedLoop, percentile } from './load';

const { values: args } = parseArgs({
  options: {
    ...closedLoopOptions({ requests: 400, warmup: 40, concurrency: 2 }),
    port: { type: 'string', default: '3296' },
    reviews: { type: 'string', default: '10000' },
    /** page: the event page only; search: the search ratio only; all (default). */
    part: { type: 'string', default: 'all' },
  },
});
const LOAD = closedLoopLoad(args);
const REVIEWS = Number(args.reviews);
const PAGE_TARGET_P95_MS = 25;
const SEARCH_TARGET_RATIO = 1.1;
const BENCH_REVIEWER = 'Bench R.';

/** p50/p95 of `calls` (each picks its request by index), after a warm-up, `LOAD.concurrency` at a time. */
function timed(call: (i: number) => Promise<Answer>) {
  return closedLoop(async (i) => {
    const res = await call(i);
    if (res.status !== 200) throw new Error(`HTTP ${res.status} ${res.text.slice(0, 200)}`);
  }, LOAD);
}

async function clean(db: Database) {
  await db.execute(sql`delete from reviews where reviewer_name = ${BENCH_REVIEWER}`);
  await db.execute(sql`delete from event_review_summaries`);
  await db.execute(
    sql`update events set rating_average = null, review_count = 0, rating_refresh_at = null where rating_average is not null or review_count <> 0`,
  );
}

const api = benchApi({ name: 'reviews', port: Number(args.port), poolSize: 10 });
const client = new HttpClient(api.base, { keepAlive: true, maxSockets: LOAD.concurrency });

runBenchmark({ database: { seeded: 'seed-events.ts' }, poolSize: 2, api }, async ({ url, handle, db }) => {
  let closed = false;
  try {
    await clean(db);
    const [info] = rowsOf<{ version: string; events: number; upcoming: number }>(
      await db.execute(sql`select current_setting('server_version') as version, (select count(*)::int from events) as events,
        (select count(*)::int from event_search) as upcoming`),
    );
    console.log(`PostgreSQL ${info.version}; ${info.events} events, ${info.upcoming} in the search projection`);
    console.log(
      `Node ${process.version}; ${cpus().length} CPUs; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${LOAD.requests} requests per case, ${LOAD.concurrency} at a time, ${LOAD.warmup} warm-up\n`,
    );
    await api.start(url);

    if (args.part !== 'search') {
      // 1. One public event with 10,000 published reviews.
      const [event] = rowsOf<{ id: number; partner_id: number }>(
        await db.execute(sql`select e.id, e.partner_id from event_search s join events e on e.id = s.event_id
        order by s.start_at limit 1`),
      );
      const t0 = Date.now();
      await db.execute(sql`insert into reviews (event_id, partner_id, reviewer_name, score, venue_score, content_score,
        networking_score, staff_score, value_score, comment, status, created_at)
      select ${event.id}, ${event.partner_id}, ${BENCH_REVIEWER}, 1 + (g * 7) % 10,
        case when g % 3 = 0 then null else 1 + (g * 3) % 10 end, 1 + (g * 5) % 10, case when g % 4 = 0 then null else 1 + g % 10 end,
        1 + (g * 9) % 10, case when g % 5 = 0 then null else 1 + (g * 2) % 10 end,
        'Bench review ' || g || ': well organised, good speakers, the coffee ran out at eleven.', 'published',
        now() - (g % 1090) * interval '1 day' - g * interval '1 second'
      from generate_series(1, ${REVIEWS}) g`);
      await db.execute(sql`select refresh_event_ratings(${event.id}::int, now())`);
      await db.execute(sql`analyze reviews`);
      console.log(`Event ${event.id}: ${REVIEWS} reviews written in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);

      const pages = Math.ceil(REVIEWS / 10);
      const pageCases = [
        { name: 'newest, page 1', q: 'page=1' },
        { name: 'newest, pages 1-50', q: (i: number) => `page=${1 + (i % 50)}` },
        { name: `newest, deep (page ${pages})`, q: `page=${pages}` },
        { name: 'by score, page 1', q: 'sort=score&direction=desc' },
        { name: 'by score, pages 1-50', q: (i: number) => `sort=score&direction=desc&page=${1 + (i % 50)}` },
      ];
      console.log(`${'event page reviews'.padEnd(28)} | ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}`);
      let over = 0;
      for (const c of pageCases) {
        const r = await timed((i) =>
          client.request('GET', `/api/events/${event.id}/reviews?${typeof c.q === 'string' ? c.q : c.q(i)}`),
        );
        if (r.p95 > PAGE_TARGET_P95_MS) over++;
        console.log(
          `${c.name.padEnd(28)} | ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)}${r.p95 > PAGE_TARGET_P95_MS ? '  over target' : ''}`,
        );
      }
      console.log(`Target p95 <= ${PAGE_TARGET_P95_MS} ms: ${over ? `${over} over` : 'met'}\n`);
    }
    if (args.part === 'page') return;
    // 2. Search without ratings and with most events rated, side by side: a copy of the database has
    // 80 % of its events rated, both are rewritten (VACUUM FULL) so their tables and indexes are of the
    // same age, one API runs on each, and every shape alternates blocks of requests between the two,
    // so a change in the machine's load falls on both halves alike.
    const [sector] = rowsOf<{ id: number }>(
      await db.execute(
        sql`select unnest(sector_ids) as id from event_search group by 1 order by count(*) desc limit 1`,
      ),
    );
    const shapes = [
      { name: 'landing (date)', body: {} },
      { name: 'date, page 40', body: { page: 40 } },
      { name: 'one sector', body: { sectorIds: [sector.id] } },
      { name: 'keyword', body: { query: 'fintech' } },
      { name: 'price sort', body: { sortCriteria: 'price' } },
    ];
    await api.stop();
    await handle.close();
    closed = true;
    const source = new URL(url).pathname.slice(1);
    const ratedName = `${source}_rated`;
    // CREATE DATABASE ... TEMPLATE wants no one else on the source: ask from the server's own database.
    const serverUrl = new URL(url);
    serverUrl.pathname = '/postgres';
    const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => undefined });
    const t1 = Date.now();
    await admin.unsafe(`drop database if exists ${ratedName} with (force)`);
    await admin.unsafe(`create database ${ratedName} template ${source}`);
    await admin.end({ timeout: 5 });
    const ratedUrl = new URL(url);
    ratedUrl.pathname = `/${ratedName}`;
    const plain = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const rated = await openDatabase({ databaseUrl: ratedUrl.toString(), poolSize: 2 });
    const ratedApi = benchApi({ name: 'reviews', port: Number(args.port) + 1, poolSize: 10 });
    const ratedClient = new HttpClient(ratedApi.base, { keepAlive: true, maxSockets: LOAD.concurrency });
    try {
      await rated.db
        .execute(sql`update events set rating_average = 2 + (id * 37 % 80) / 10.0, review_count = 1 + id % 40
        where id % 5 <> 0`);
      for (const d of [plain.db, rated.db]) await d.execute(sql`vacuum full analyze events, event_search`);
      console.log(`Copied the database and rated 80% of its events in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
      await api.start(url);
      await ratedApi.start(ratedUrl.toString());
      const BLOCKS = 8;
      const sides = [
        { client, latencies: [] as number[] },
        { client: ratedClient, latencies: [] as number[] },
      ];
      const results: Record<string, { without: number; with: number }> = {};
      for (const shape of shapes) {
        for (const side of sides) {
          side.latencies = [];
          for (let i = 0; i < LOAD.warmup; i++)
            await side.client.request('POST', '/api/events/filtered', { body: shape.body });
        }
        for (let block = 0; block < BLOCKS; block++) {
          for (const side of block % 2 ? [...sides].reverse() : sides) {
            let left = Math.ceil(LOAD.requests / BLOCKS);
            await Promise.all(
              Array.from({ length: LOAD.concurrency }, async () => {
                while (left-- > 0) {
                  const t0 = process.hrtime.bigint();
                  const res = await side.client.request('POST', '/api/events/filtered', { body: shape.body });
                  side.latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
                  if (res.status !== 200) throw new Error(`HTTP ${res.status} ${res.text.slice(0, 200)}`);
                }
              }),
            );
          }
        }
        const p95 = (l: number[]) =>
          percentile(
            [...l].sort((x, y) => x - y),
            95,
          );
        results[shape.name] = { without: p95(sides[0].latencies), with: p95(sides[1].latencies) };
      }
      console.log(
        `\n${'search shape'.padEnd(18)} | ${'p95 without'.padStart(11)} ${'p95 with'.padStart(9)} ${'ratio'.padStart(6)}`,
      );
      let worst = 0;
      for (const s of shapes) {
        const { without: a, with: b } = results[s.name];
        worst = Math.max(worst, b / a);
        console.log(
          `${s.name.padEnd(18)} | ${a.toFixed(1).padStart(11)} ${b.toFixed(1).padStart(9)} ${(b / a).toFixed(2).padStart(6)}`,
        );
      }
      const sum = (k: 'without' | 'with') => Object.values(results).reduce((t, r) => t + r[k], 0);
      console.log(
        `Sum of p95s: ${sum('without').toFixed(1)} ms without, ${sum('with').toFixed(1)} ms with: ratio ${(sum('with') / sum('without')).toFixed(2)} (target <= ${SEARCH_TARGET_RATIO}); worst shape ${worst.toFixed(2)}`,
      );
      for (const s of [
        { name: 'rating sort', body: { sortCriteria: 'rating', sortDirection: 'desc' } },
        { name: 'minimum 4 stars', body: { minRating: 4 } },
      ]) {
        const r = await timed(() => ratedClient.request('POST', '/api/events/filtered', { body: s.body }));
        console.log(`${s.name.padEnd(18)} | p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
      }
    } finally {
      ratedClient.close();
      await ratedApi.stop();
      rmSync(ratedApi.workDir, { recursive: true, force: true });
      await clean(plain.db).catch(() => undefined);
      await plain.close();
      await rated.close();
      await api.stop();
      const drop = postgres(serverUrl.toString(), { max: 1, onnotice: () => undefined });
      await drop.unsafe(`drop database if exists ${ratedName} with (force)`);
      await drop.end({ timeout: 5 });
    }
    console.log(
      `\nLoad average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    return;
  } finally {
    client.close();
    await api.stop();
    if (!closed) await clean(db).catch(() => undefined);
  }
});
