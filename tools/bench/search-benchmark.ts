// Event search benchmark: starts the built API (node apps/api/build.mjs) as its own process (api-process.ts) on a loopback
// port against DATABASE_URL, drives POST /api/events/filtered over HTTP (keep-alive, small concurrency)
// with a realistic mix of query shapes, then runs the same SQL (the service's own query builder) directly
// from this process, and prints p50/p95 and requests per second for both. Seed first with
// tools/bench/seed-events.ts.
//
//   DATABASE_URL=postgres://... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/search-benchmark.ts
//     [--requests 300] [--concurrency <CPUs>] [--seconds 20] [--rate 100] [--rate-seconds 5] [--shape keyword]
//     [--warm-pass 300]
//     [--explain] [--port 3299] [--bundle dist/apps/api]
//     [--node-flags="--cpu-prof --cpu-prof-dir=/tmp/prof"]
//
// --explain prints EXPLAIN (ANALYZE, BUFFERS) of each shape's statement instead of timing it.
//
// Random combinations instead of the fixed shapes (apps/api/testing/search-combinations.ts): one to four filters of any
// kind, a keyword from event names in three requests of ten, every sort and direction, pages 1-5;
// `--random-warmup` requests (another stream of the same seed) and then `--random` measured ones, both
// with `--concurrency` in flight. It prints p50/p95/p99/max, requests a second and CPU per request, p95
// by sort, by kind of filter and by number of filters, and the ten slowest requests with their bodies,
// each asked twice more to show whether it is slow every time. `--random-out` writes every measured
// request (body, milliseconds, total) as JSON lines.
//
//   DATABASE_URL=... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/search-benchmark.ts \
//     --random 5000 [--seed 1] [--random-warmup 500] [--random-out /tmp/search-random.jsonl]
//
// The plans of the slowest of such a file (or of any JSON lines of request bodies), read from this
// process with the statement the endpoint runs; `--generic` plans them as a prepared statement's generic
// plan (plan_cache_mode = force_generic_plan), which the API's prepared texts may use after five runs:
//
//   DATABASE_URL=... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/search-benchmark.ts \
//     --explain --bodies /tmp/search-random.jsonl [--slowest 10] [--generic]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_MAX_RESULTS, ZEventFilter, type TEventFilterInput } from '@pavilion/domain';
import {
  FILTER_KINDS,
  loadCatalogue,
  randomRequest,
  readKeyword,
  wordIdsOf,
  rowsOf,
  computeRankFactors,
  createSession,
  refreshEventDerived,
  Random,
  searchAnswer,
  searchAnswerStatement,
  sizeRanksOf,
  tokenShares,
  type Database,
  type RandomRequest,
} from '@pavilion/api-testing/scripts';
import { backendPids, cpuMs } from './api-process';
import { benchApi, HttpClient, runBenchmark } from './harness';
import { openLoop, percentile } from './load';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    // As many requests in flight as the machine has CPUs (the load generator runs on them too).
    concurrency: { type: 'string', default: String(cpus().length) },
    seconds: { type: 'string', default: '20' },
    /** Open loop: requests per second offered to each shape, whatever the answers, and for how long. 0 skips it. */
    rate: { type: 'string', default: '150' },
    'rate-seconds': { type: 'string', default: '5' },
    warmup: { type: 'string', default: '30' },
    'warm-pass': { type: 'string', default: '300' },
    port: { type: 'string', default: '3299' },
    pool: { type: 'string', default: '10' },
    /** Extra flags for the API's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
    'node-flags': { type: 'string', default: '' },
    shape: { type: 'string' },
    explain: { type: 'boolean', default: false },
    /** The built API to run. */
    bundle: { type: 'string', default: 'dist/apps/api' },
    /** Random combinations: this many measured requests instead of the fixed shapes (0: the shapes). */
    random: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    'random-warmup': { type: 'string', default: '500' },
    'random-out': { type: 'string' },
    /** --explain of the request bodies in this file of JSON lines (the slowest first when they carry `ms`). */
    bodies: { type: 'string' },
    slowest: { type: 'string', default: '10' },
    generic: { type: 'boolean', default: false },
    /** Every search in SQL: the API without its copy of the projection in memory (SEARCH_IN_MEMORY=false). */
    'sql-only': { type: 'boolean', default: false },
    // Production's disturbances during the random combinations (docs/performance.md, "The production stream").
    writes: { type: 'string', default: '0' },
    'ranking-at': { type: 'string', default: '-1' },
    'deep-pages': { type: 'boolean', default: false },
    'signed-in': { type: 'string', default: '0' },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
/** Requests of each shape in the pass over all shapes before any is measured. */
const WARM_PASS = Number(args['warm-pass']);
const PORT = Number(args.port);
const RATE = Number(args.rate);
const RATE_SECONDS = Number(args['rate-seconds']);
/** Targets at as many requests in flight as CPUs: p95 and requests a second per shape; the open loop's p95. */
const TARGET_P95_MS = 50;
const TARGET_RPS = 200;
const TARGET_OPEN_P95_MS = 100;
/** Random combinations: measured requests (0: the fixed shapes instead), the generator's seed, warm-up requests. */
const RANDOM = Number(args.random);
const SEED = Number(args.seed);
const RANDOM_WARMUP = Number(args['random-warmup']);
/** Event and ticket changes a second written during the measured random combinations (half each). */
const WRITES = Number(args.writes);
/** Seconds into the measured random combinations when the platform fee changes and a ranking round runs; negative: none. */
const RANKING_AT = Number(args['ranking-at']);
/** Pages up to 1,000 with sizes 10-100 (within the first SEARCH_MAX_RESULTS results) in a fifth of the requests. */
const DEEP_PAGES = args['deep-pages'];
/** The share of requests sent by signed-in visitors with a profile (the recommended order made personal). */
const SIGNED_IN = Number(args['signed-in']);
/** Targets of the random combinations at as many requests in flight as CPUs, in ms and requests a second. */
const RANDOM_TARGETS = { p95: 50, p99: 100, rps: 200, slowest: 250 };

/** Keywords people type: sector themes (broad and narrow), a city, an organiser, a phrase. */
const KEYWORDS = [
  'fintech',
  'hydrogen',
  'cybersecurity',
  'offshore wind',
  'london',
  'digital health',
  'payments summit',
  'meridian',
  'supply chain',
  'retail',
];

interface Shape {
  name: string;
  /** One filter per request, rotating through values so no single result is cached anywhere. */
  filter: (i: number) => TEventFilterInput;
}

async function buildShapes(db: Database): Promise<Shape[]> {
  const sectors = rowsOf<{ id: number }>(await db.execute(sql`select id from sectors order by position`)).map(
    (r) => r.id,
  );
  // Countries that events name often (a filter people would pick), most popular first.
  const countries = rowsOf<{ id: number }>(
    await db.execute(
      sql`select c as id from (select unnest(attendee_country_ids) c from events) x group by c order by count(*) desc limit 12`,
    ),
  ).map((r) => r.id);
  const pick = <T>(list: T[], i: number) => list[i % list.length];
  const keyword = (i: number) => pick(KEYWORDS, i);
  return [
    { name: 'no filter', filter: () => ({}) },
    { name: 'one filter (sector)', filter: (i) => ({ sectorIds: [pick(sectors, i)] }) },
    {
      name: 'several filters',
      filter: (i) => ({
        sectorIds: [pick(sectors, i)],
        attendeeCountryIds: [pick(countries, i)],
        attendanceTypeIds: [1, 3],
        minPrice: 50,
        maxPrice: 900,
        ticketCurrency: 'USD',
      }),
    },
    { name: 'keyword + relevance', filter: (i) => ({ query: keyword(i), sortCriteria: 'relevance' }) },
    {
      name: 'keyword + relevance desc',
      filter: (i) => ({ query: keyword(i), sortCriteria: 'relevance', sortDirection: 'desc' }),
    },
    { name: 'sort date asc', filter: (i) => ({ sortCriteria: 'date', sortDirection: 'asc', page: 1 + (i % 3) }) },
    { name: 'sort date desc', filter: (i) => ({ sortCriteria: 'date', sortDirection: 'desc', page: 1 + (i % 3) }) },
    { name: 'sort size asc', filter: (i) => ({ sortCriteria: 'size', sortDirection: 'asc', page: 1 + (i % 3) }) },
    { name: 'sort size desc', filter: (i) => ({ sortCriteria: 'size', sortDirection: 'desc', page: 1 + (i % 3) }) },
    { name: 'sort price asc', filter: (i) => ({ sortCriteria: 'price', sortDirection: 'asc', page: 1 + (i % 3) }) },
    { name: 'sort price desc', filter: (i) => ({ sortCriteria: 'price', sortDirection: 'desc', page: 1 + (i % 3) }) },
    {
      name: 'sector + sort price',
      filter: (i) => ({ sectorIds: [pick(sectors, i)], sortCriteria: 'price', sortDirection: i % 2 ? 'desc' : 'asc' }),
    },
    {
      name: 'deep page (200 of 20)',
      filter: (i) => ({ page: 200, pageSize: 20, sortDirection: i % 2 ? 'desc' : 'asc' }),
    },
  ];
}

interface Timing {
  p50: number;
  p95: number;
  rps: number;
  n: number;
  /** CPU milliseconds per request: the API process, this process (the load generator), the PostgreSQL backends. */
  apiCpu: number;
  clientCpu: number;
  pgCpu: number;
}

/** CPU milliseconds used so far by the PostgreSQL backends serving this database. */
async function postgresCpuMs(db: Database): Promise<number> {
  return (await backendPids(db)).reduce((sum, pid) => sum + cpuMs(pid), 0);
}

// --explain reads plans only: no API.
const api = args.explain
  ? null
  : benchApi({
      name: 'search',
      port: PORT,
      poolSize: Number(args.pool),
      nodeFlags: args['node-flags'],
      bundle: args.bundle,
      env: args['sql-only'] ? { SEARCH_IN_MEMORY: 'false' } : {},
    });

/** Runs `task` with CONCURRENCY workers until REQUESTS are done or SECONDS pass; latencies in ms. */
async function drive(db: Database, task: (i: number) => Promise<void>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) await task(i);
  const latencies: number[] = [];
  let next = 0;
  const pgBefore = await postgresCpuMs(db);
  const clientBefore = process.cpuUsage();
  const apiBefore = cpuMs(api?.pid);
  const started = process.hrtime.bigint();
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (next < REQUESTS && Date.now() < deadline) {
      const i = next++;
      const t0 = process.hrtime.bigint();
      await task(i);
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const client = process.cpuUsage(clientBefore);
  const apiCpu = cpuMs(api?.pid) - apiBefore;
  const pgCpu = (await postgresCpuMs(db)) - pgBefore;
  latencies.sort((a, b) => a - b);
  const n = latencies.length;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: n / elapsed,
    n,
    apiCpu: apiCpu / n,
    clientCpu: (client.user + client.system) / 1000 / n,
    pgCpu: pgCpu / n,
  };
}

/** The answer's total, read from its tail (`..., "total" : 137, "page" : 1, "pageSize" : 20}`) without parsing the cards. */
function totalOf(text: string): number {
  const match =
    /"total"\s*:\s*(\d+)\s*,\s*(?:"totalIsEstimate"\s*:\s*true\s*,\s*)?"page"\s*:\s*\d+\s*,\s*"pageSize"\s*:\s*\d+\s*}\s*$/.exec(
      text,
    );
  if (!match) throw new Error(`unexpected answer: ${text.slice(-200)}`);
  return Number(match[1]);
}

const fmt = (n: number) => n.toFixed(1).padStart(7);

/**
 * Waits until the API's start-up work on the database is over (the ranking worker scores every upcoming
 * event as it starts: about 12 s of one core at a million events), so that the measurement sees a
 * process that has served a while, as in production, where that round comes every 10 minutes; at most
 * 90 s. Says how long it waited.
 */
async function startUpDone(db: Database) {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 2 && Date.now() - started < 90_000) {
    const [row] = rowsOf<{ busy: number }>(
      await db.execute(sql`select count(*)::int as busy from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`),
    );
    quiet = row.busy === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`The API's start-up work on the database was over after ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A measured request of the random combinations: what was asked, how long it took, what it answered, when it ended. */
interface Measured extends RandomRequest {
  ms: number;
  total: number;
  estimated: boolean;
  doneAtMs: number;
  token?: string;
}

/** Twenty signed-in visitors with a profile (sectors, a country): their bearer tokens. */
async function signedInVisitors(db: Database): Promise<string[]> {
  const domain = 'search-visitors.bench.pavilion.test';
  await db.execute(sql`delete from persons where email like ${`%@${domain}`}`);
  const sectors = rowsOf<{ id: number }>(await db.execute(sql`select id from sectors order by position`)).map((r) =>
    Number(r.id),
  );
  const countries = rowsOf<{ id: number }>(await db.execute(sql`select id from countries order by id limit 40`)).map(
    (r) => Number(r.id),
  );
  const rng = Random.derive(SEED, 'visitors');
  const tokens: string[] = [];
  for (let i = 0; i < 20; i++) {
    const [person] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into persons (email, first_name, surname, password_hash, country_id)
        values (${`visitor${i}@${domain}`}, 'Visitor', ${`Number${i}`}, 'x', ${rng.pick(countries)}) returning id`),
    );
    await db.execute(sql`insert into attendees (person_id) values (${person.id})`);
    for (const sector of new Set([rng.pick(sectors), rng.pick(sectors)]))
      await db.execute(sql`insert into person_sectors (person_id, sector_id) values (${person.id}, ${sector})`);
    tokens.push(
      (
        await createSession(
          db,
          { jwtSecret: api!.jwtSecret, ttlHours: 24, secureCookies: false },
          Number(person.id),
          {},
        )
      ).token,
    );
  }
  return tokens;
}

/**
 * The writes of a production day during the measured requests: WRITES event and ticket changes a second
 * (a tagline or a ticket price, each followed by the derived columns, as the product writes them, so
 * each reaches the search projection), and at RANKING_AT seconds the platform's default fee moved by
 * 0.1 % and a ranking round, which rewrites the score of nearly every event. Stopped, it says what it did.
 */
function disturb(db: Database, startedMs: number) {
  let stopped = false;
  const done = { events: 0, tickets: 0, rankingMs: -1, rankingStartedAtS: -1 };
  const writer = (async () => {
    if (WRITES <= 0) return;
    const pool = rowsOf<{ event_id: number; ticket_id: number }>(
      await db.execute(sql`select s.event_id, (select min(id) from ticket_types t where t.event_id = s.event_id) as ticket_id
        from event_search s where s.start_at > now() + interval '2 days' order by hashint4(s.event_id) limit 2000`),
    ).filter((r) => r.ticket_id !== null);
    const rng = Random.derive(SEED, 'writes');
    const gap = 1000 / WRITES;
    let due = Date.now();
    while (!stopped) {
      const row = rng.pick(pool);
      const id = Number(row.event_id);
      if ((done.events + done.tickets) % 2 === 0) {
        await db.execute(sql`update events set tagline = case when tagline like '% (revised)'
          then left(tagline, length(tagline) - 10) else tagline || ' (revised)' end where id = ${id}`);
        done.events++;
      } else {
        await db.execute(sql`update ticket_types set price_minor = price_minor + case when price_minor % 2 = 0 then 1 else -1 end
          where id = ${Number(row.ticket_id)}`);
        done.tickets++;
      }
      await refreshEventDerived(db, [id]);
      due += gap;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  const ranking = (async () => {
    if (RANKING_AT < 0) return;
    while (!stopped && Date.now() - startedMs < RANKING_AT * 1000) await new Promise((r) => setTimeout(r, 100));
    if (stopped) return;
    done.rankingStartedAtS = (Date.now() - startedMs) / 1000;
    const t0 = Date.now();
    // Up and down by turns, so that every run's round rewrites the scores.
    await db.execute(sql`update platform_fee_rates set percent_basis_points =
      percent_basis_points + case when percent_basis_points % 20 = 0 then 10 else -10 end where partner_id is null`);
    await computeRankFactors(db, new Date());
    done.rankingMs = Date.now() - t0;
  })();
  return {
    async stop() {
      stopped = true;
      await Promise.all([writer, ranking]);
      const [logged] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from event_search_changes where changed_at >= ${new Date(startedMs).toISOString()}::timestamptz`,
        ),
      );
      return { ...done, projectionChanges: Number(logged.n) };
    },
  };
}

/** The API's resident memory (VmRSS, MB) every second from `startedMs`, while sampling. */
function sampleMemory(pid: number | undefined, startedMs: number) {
  const samples: { atMs: number; mb: number }[] = [];
  const read = () => {
    if (!pid) return;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) samples.push({ atMs: Date.now() - startedMs, mb: Number(match[1]) / 1024 });
    } catch {
      // gone
    }
  };
  read();
  const timer = setInterval(read, 1000);
  return {
    samples,
    stop() {
      clearInterval(timer);
      read();
    },
  };
}

/** Count, p50, p95, p99 and max of some milliseconds. */
function spread(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/** A table row: label, n, p50, p95, p99, max. */
function spreadRow(label: string, ms: number[]): string {
  const { n, p50, p95, p99, max } = spread(ms);
  return `${label.padEnd(24)} ${String(n).padStart(5)} ${fmt(p50)} ${fmt(p95)} ${fmt(p99)} ${fmt(max)}`;
}

/**
 * The random combinations (apps/api/testing/search-combinations.ts) over HTTP: a warm-up of RANDOM_WARMUP requests, then
 * RANDOM measured ones, CONCURRENCY in flight, each request the next of its seeded stream.
 */
async function randomCombinations(
  db: Database,
  post: (body: string, token?: string) => Promise<{ status: number | 'error'; text: string }>,
) {
  const catalogue = await loadCatalogue(db, new Date());
  const visitors = SIGNED_IN > 0 ? await signedInVisitors(db) : [];
  const ask = async (request: RandomRequest & { token?: string }) => {
    const text = JSON.stringify(request.body);
    const t0 = process.hrtime.bigint();
    const res = await post(text, request.token);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${text}: ${res.text.slice(0, 200)}`);
    return { ms, total: totalOf(res.text), estimated: /"totalIsEstimate"\s*:\s*true/.test(res.text.slice(-200)) };
  };
  /** The generator's request, then deep pages and signed-in visitors as asked (each drawn from its own seeded stream). */
  const nextRequest = (label: string, i: number): RandomRequest & { token?: string } => {
    const request: RandomRequest & { token?: string } = randomRequest(catalogue, SEED, label, i);
    const rng = Random.derive(SEED, `${label}-disturbed-${i}`);
    if (DEEP_PAGES && rng.chance(0.2)) {
      const pageSize = rng.int(10, 100);
      const page = rng.int(1, Math.min(1000, Math.floor(SEARCH_MAX_RESULTS / pageSize)));
      request.body = { ...request.body, page, pageSize };
    }
    if (visitors.length > 0 && rng.chance(SIGNED_IN)) {
      request.token = rng.pick(visitors);
      // A signed-in visitor's first choice: the recommended order, personal to their profile.
      if (rng.chance(0.5)) request.body = { ...request.body, sortCriteria: 'recommended' };
    }
    return request;
  };
  const run = async (label: string, count: number, each: (m: Measured) => void) => {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const request = nextRequest(label, next++);
        each({ ...request, ...(await ask(request)), doneAtMs: Date.now() });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };
  await startUpDone(db);
  console.log(
    `Random combinations, seed ${SEED}: ${RANDOM_WARMUP} warm-up requests, then ${RANDOM} measured, ${CONCURRENCY} in flight${
      WRITES > 0 ? `; ${WRITES} event and ticket changes a second` : ''
    }${RANKING_AT >= 0 ? `; the platform fee changed and a ranking round at ${RANKING_AT} s` : ''}${
      DEEP_PAGES ? '; a fifth of the requests on pages up to 1,000 of 10-100' : ''
    }${SIGNED_IN > 0 ? `; ${Math.round(SIGNED_IN * 100)} % signed in` : ''}\n`,
  );
  await run('warm-up', RANDOM_WARMUP, () => undefined);
  const measured: Measured[] = [];
  const pgBefore = await postgresCpuMs(db);
  const clientBefore = process.cpuUsage();
  const apiBefore = cpuMs(api?.pid);
  const started = process.hrtime.bigint();
  const startedMs = Date.now();
  const disturbances = disturb(db, startedMs);
  const memory = sampleMemory(api?.pid, startedMs);
  await run('measured', RANDOM, (m) => measured.push(m));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  memory.stop();
  const disturbed = await disturbances.stop();
  const client = process.cpuUsage(clientBefore);
  const n = measured.length;
  const apiCpu = (cpuMs(api?.pid) - apiBefore) / n;
  const pgCpu = ((await postgresCpuMs(db)) - pgBefore) / n;
  const rps = n / elapsed;
  const all = spread(measured.map((m) => m.ms));

  const head = `${''.padEnd(24)} ${'n'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}`;
  console.log(head);
  console.log(
    spreadRow(
      'all',
      measured.map((m) => m.ms),
    ),
  );
  console.log(
    `\n${rps.toFixed(1)} requests a second over ${elapsed.toFixed(1)} s; CPU ms a request: API ${apiCpu.toFixed(1)}, load generator ${((client.user + client.system) / 1000 / n).toFixed(1)}, PostgreSQL ${pgCpu.toFixed(1)}`,
  );
  if (WRITES > 0 || RANKING_AT >= 0)
    console.log(
      `Writes during the run: ${disturbed.events} event and ${disturbed.tickets} ticket changes (${((disturbed.events + disturbed.tickets) / elapsed).toFixed(1)} a second), ${disturbed.projectionChanges} projection rows changed${
        disturbed.rankingMs >= 0
          ? `; the ranking round from ${disturbed.rankingStartedAtS.toFixed(0)} s took ${(disturbed.rankingMs / 1000).toFixed(1)} s`
          : ''
      }`,
    );
  // The slowest request and the API's memory in each 10 s of the measured run.
  const windows = new Map<number, { n: number; max: number; mb: number }>();
  for (const m of measured) {
    const w = Math.floor((m.doneAtMs - startedMs) / 10_000);
    const window = windows.get(w) ?? { n: 0, max: 0, mb: 0 };
    window.n++;
    window.max = Math.max(window.max, m.ms);
    windows.set(w, window);
  }
  for (const sample of memory.samples) {
    const window = windows.get(Math.floor(sample.atMs / 10_000));
    if (window) window.mb = Math.max(window.mb, sample.mb);
  }
  const over = [...windows.values()].filter((w) => w.max > RANDOM_TARGETS.slowest).length;
  console.log(
    `\nBy 10 s of the run: requests, the slowest (ms), the API's largest RSS (MB); ${over} windows with a request over ${RANDOM_TARGETS.slowest} ms`,
  );
  for (const [w, window] of [...windows].sort((a, b) => a[0] - b[0]))
    console.log(
      `${String(w * 10).padStart(4)}-${String(w * 10 + 10).padEnd(4)} s ${String(window.n).padStart(6)} ${fmt(window.max)} ${window.mb.toFixed(0).padStart(6)}`,
    );
  const rss = memory.samples.map((m) => m.mb);
  if (rss.length)
    console.log(
      `API memory (RSS): ${rss[0].toFixed(0)} MB at the start, at most ${Math.max(...rss).toFixed(0)} MB, ${rss[rss.length - 1].toFixed(0)} MB at the end`,
    );
  const group = (title: string, keyOf: (m: Measured) => string[], order?: string[]) => {
    const groups = new Map<string, number[]>();
    for (const m of measured) for (const key of keyOf(m)) (groups.get(key) ?? groups.set(key, []).get(key)!).push(m.ms);
    const keys = order ? order.filter((k) => groups.has(k)) : [...groups.keys()].sort();
    console.log(`\n${title}\n${head}`);
    for (const key of keys) console.log(spreadRow(key, groups.get(key)!));
  };
  const sorts = ['recommended', 'date', 'size', 'price', 'rating', 'relevance'];
  group('By sort (with a keyword: + keyword)', (m) => [`${m.body.sortCriteria}${m.keyword ? ' + keyword' : ''}`], [
    ...sorts,
    ...sorts.map((s) => `${s} + keyword`),
  ]);
  group(
    'By sort and direction',
    (m) => [`${m.body.sortCriteria} ${m.body.sortDirection}`],
    sorts.flatMap((s) => [`${s} asc`, `${s} desc`]),
  );
  group('By kind of filter named', (m) => [...m.kinds, ...(m.keyword ? ['keyword'] : [])], [
    ...FILTER_KINDS,
    'keyword',
  ]);
  group('By number of filters (keyword not counted)', (m) => [`${m.kinds.length}`]);
  group('By page', (m) => [(m.body.page ?? 1) <= 5 ? `page ${m.body.page ?? 1}` : 'pages 6-1,000']);
  group(
    'By depth (page × page size)',
    (m) => {
      const depth = (m.body.page ?? 1) * (m.body.pageSize ?? 20);
      return [depth <= 100 ? 'up to 100' : depth <= 1000 ? '101-1,000' : '1,001-10,000'];
    },
    ['up to 100', '101-1,000', '1,001-10,000'],
  );
  group('Signed in or not', (m) => [m.token ? 'signed in' : 'anonymous'], ['anonymous', 'signed in']);

  const slowest = [...measured].sort((a, b) => b.ms - a.ms).slice(0, 10);
  console.log('\nThe 10 slowest, each asked twice more (ms), with its total:');
  for (const m of slowest) {
    const again = [(await ask(m)).ms, (await ask(m)).ms];
    console.log(
      `${fmt(m.ms)}  again ${again.map((t) => t.toFixed(0)).join(', ')}  total ${m.total}${m.estimated ? ' (estimate)' : ''}  ${JSON.stringify(m.body)}`,
    );
  }
  if (args['random-out']) {
    writeFileSync(
      args['random-out'],
      measured
        .map((m) =>
          JSON.stringify({ ms: Math.round(m.ms * 10) / 10, total: m.total, estimated: m.estimated, body: m.body }),
        )
        .join('\n') + '\n',
    );
    console.log(`\nEvery measured request: ${args['random-out']}`);
  }
  const met = [
    all.p95 <= RANDOM_TARGETS.p95,
    all.p99 <= RANDOM_TARGETS.p99,
    rps >= RANDOM_TARGETS.rps,
    all.max < RANDOM_TARGETS.slowest,
    over === 0,
  ];
  console.log(
    `\nTargets: p95 <= ${RANDOM_TARGETS.p95} ms, p99 <= ${RANDOM_TARGETS.p99} ms, >= ${RANDOM_TARGETS.rps} requests a second, the slowest under ${RANDOM_TARGETS.slowest} ms, no 10 s with a request over it: ${
      met.every(Boolean) ? 'all met' : `${met.filter((ok) => !ok).length} of 5 short`
    }.`,
  );
}

/** A value of a statement's parameters as an SQL literal (the parameters are numbers and text). */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : value === null ? 'null' : `'${String(value).replace(/'/g, "''")}'`;

/** EXPLAIN (ANALYZE, BUFFERS) of the statement, planned as it comes or as a prepared statement's generic plan. */
async function planOf(db: Database, statement: SQL, generic: boolean): Promise<string[]> {
  const lines = (rows: unknown) => rowsOf<{ 'QUERY PLAN': string }>(rows).map((r) => r['QUERY PLAN']);
  if (!generic) return lines(await db.execute(sql`explain (analyze, buffers) ${statement}`));
  const query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(statement);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare bench_generic as ${query.sql}`));
    try {
      return lines(
        await tx.execute(
          sql.raw(`explain (analyze, buffers) execute bench_generic(${query.params.map(literal).join(', ')})`),
        ),
      );
    } finally {
      await tx.execute(sql`deallocate bench_generic`);
    }
  });
}

/** The plans of the request bodies of a file of JSON lines: bodies, or records { ms, body } (the slowest first). */
/** The chosen sizes' ranks as the search reads them for the size sort (read-model.ts). */
const sizeRanksFor = (db: Database, filter: ReturnType<typeof ZEventFilter.parse>) =>
  filter.sortCriteria === 'size' && filter.eventSizeIds?.length ? sizeRanksOf(db, filter.eventSizeIds) : null;

/** The keyword's words as numbered in search_words, as the search reads them. */
async function wordsFor(db: Database, filter: ReturnType<typeof ZEventFilter.parse>) {
  const keyword = await readKeyword(db, filter);
  return keyword ? wordIdsOf(db, keyword) : undefined;
}

async function explainBodies(db: Database, file: string) {
  let entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { ms?: number; body?: TEventFilterInput } & TEventFilterInput)
    .map((entry) => (entry.body ? { ms: entry.ms, body: entry.body } : { ms: undefined, body: entry }));
  entries.sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0));
  entries = entries.slice(0, Number(args.slowest));
  for (const { ms, body } of entries) {
    const filter = ZEventFilter.parse(body);
    const now = new Date();
    const statement = searchAnswerStatement(filter, await readKeyword(db, filter), now, null, undefined, {
      shares: await tokenShares(db),
      sizeRanks: await sizeRanksFor(db, filter),
      words: await wordsFor(db, filter),
    });
    const plan = await planOf(db, statement, args.generic);
    console.log(`== ${ms !== undefined ? `${ms} ms: ` : ''}${JSON.stringify(body)}\n${plan.join('\n')}\n`);
  }
}

runBenchmark(
  { database: { seeded: 'tools/bench/seed-events.ts' }, poolSize: Number(args.pool), api: api ?? undefined },
  async ({ url, handle }) => {
    await api?.start(url);
    // The API loads its copy of the projection as it starts; the measures begin once it answers.
    if (api) {
      const ready = await api.searchReady();
      console.log(
        `Event search answers from ${ready.search}, ready ${(ready.waitedMs / 1000).toFixed(1)} s after the API answered`,
      );
    }
    const client = new HttpClient(`http://127.0.0.1:${PORT}`, { keepAlive: true, maxSockets: CONCURRENCY });
    // The open loop opens as many connections as requests are waiting, as many browsers would.
    const openClient = new HttpClient(`http://127.0.0.1:${PORT}`, { keepAlive: true, maxSockets: 256 });
    const post = (via: HttpClient, body: string) => via.request('POST', '/api/events/filtered', { body });

    try {
      const [info] = rowsOf<{ version: string; events: number; visible: number }>(
        await handle.db.execute(
          sql`select current_setting('server_version') as version, (select count(*)::int from events) as events,
                   (select count(*)::int from events where status = 'APPROVED' and published and start_at > now()) as visible`,
        ),
      );
      console.log(
        `PostgreSQL ${info.version}; ${info.events} events, ${info.visible} approved, published and upcoming`,
      );
      console.log(
        `Node ${process.version}; ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}); load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
      if (args.explain && args.bodies) {
        await explainBodies(handle.db, args.bodies);
        return;
      }
      if (RANDOM > 0) {
        await randomCombinations(handle.db, (body, token) =>
          client.request('POST', '/api/events/filtered', { body, token }),
        );
        return;
      }
      await startUpDone(handle.db);
      console.log(
        `${REQUESTS} requests per shape (or ${SECONDS} s), concurrency ${CONCURRENCY}, ${WARMUP} warm-up requests, after ${WARM_PASS} of each shape`,
      );
      console.log(RATE > 0 ? `then an open loop: ${RATE} requests/s offered for ${RATE_SECONDS} s\n` : '');

      const shapes = (await buildShapes(handle.db)).filter((s) => !args.shape || s.name.includes(args.shape));
      if (args.explain) {
        for (const shape of shapes) {
          const filter = ZEventFilter.parse(shape.filter(0));
          const now = new Date();
          const statement = searchAnswerStatement(filter, await readKeyword(handle.db, filter), now, null, undefined, {
            shares: await tokenShares(handle.db),
            sizeRanks: await sizeRanksFor(handle.db, filter),
            words: await wordsFor(handle.db, filter),
          });
          const plan = rowsOf<{ 'QUERY PLAN': string }>(
            await handle.db.execute(sql`explain (analyze, buffers) ${statement}`),
          );
          console.log(
            `== ${shape.name}: ${JSON.stringify(shape.filter(0))}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n`,
          );
        }
        return;
      }
      const header = `${'shape'.padEnd(26)} ${'HTTP p50'.padStart(8)} ${'p95'.padStart(7)} ${'req/s'.padStart(7)} | ${'SQL p50'.padStart(7)} ${'p95'.padStart(7)} ${'q/s'.padStart(7)} | ${'ratio p50'.padStart(9)} ${'p95'.padStart(5)} | ${'CPU ms/req: api'.padStart(15)} ${'client'.padStart(6)} ${'pg'.padStart(5)} ${'SQL pg'.padStart(6)} | ${'open p50'.padStart(8)} ${'p95'.padStart(6)} | last total`;
      console.log(header);
      console.log('-'.repeat(header.length));
      // A pass over every shape first, so the shapes measured first do not pay for a cold API process
      // or cold PostgreSQL backends. The API's CPU per search falls by about half over its first few
      // thousand requests (a new process runs code V8 has not optimised yet), so the pass sends WARM_PASS
      // of each shape: the figures are those of a process that has been serving a while.
      for (const shape of shapes) {
        for (let i = 0; i < WARM_PASS; i++) {
          await post(client, JSON.stringify(shape.filter(i)));
          if (i < 50) await searchAnswer(handle.db, ZEventFilter.parse(shape.filter(i)), new Date());
        }
      }
      let failures = 0;
      let openMet = 0;
      for (const shape of shapes) {
        let lastTotal = 0;
        /** One search of the shape over `via`; its answer's total. */
        const ask = async (via: HttpClient, i: number) => {
          const res = await post(via, JSON.stringify(shape.filter(i)));
          if (res.status !== 200) throw new Error(`${shape.name}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
          return totalOf(res.text);
        };
        const httpTiming = await drive(handle.db, async (i) => {
          lastTotal = await ask(client, i);
        });
        const sqlTiming = await drive(handle.db, async (i) => {
          await searchAnswer(handle.db, ZEventFilter.parse(shape.filter(i)), new Date());
        });
        const open =
          RATE > 0
            ? (
                await openLoop(RATE, RATE_SECONDS, async (i) => {
                  await ask(openClient, i);
                  return true;
                })
              ).latencies
            : null;
        if (open && percentile(open, 95) <= TARGET_OPEN_P95_MS) openMet++;
        const ratio50 = httpTiming.p50 / sqlTiming.p50;
        const ratio95 = httpTiming.p95 / sqlTiming.p95;
        const ok = httpTiming.p95 <= TARGET_P95_MS && httpTiming.rps >= TARGET_RPS;
        if (!ok) failures++;
        console.log(
          `${shape.name.padEnd(26)} ${fmt(httpTiming.p50).padStart(8)} ${fmt(httpTiming.p95)} ${fmt(httpTiming.rps)} | ${fmt(sqlTiming.p50)} ${fmt(sqlTiming.p95)} ${fmt(sqlTiming.rps)} | ${ratio50.toFixed(2).padStart(9)} ${ratio95.toFixed(2).padStart(5)} | ${httpTiming.apiCpu.toFixed(1).padStart(15)} ${httpTiming.clientCpu.toFixed(1).padStart(6)} ${httpTiming.pgCpu.toFixed(1).padStart(5)} ${sqlTiming.pgCpu.toFixed(1).padStart(6)} | ${open ? `${fmt(percentile(open, 50)).padStart(8)} ${percentile(open, 95).toFixed(1).padStart(6)}` : '       -      -'} | ${String(lastTotal).padStart(6)}${ok ? '' : '  short of target'}`,
        );
      }
      console.log(
        `\nTargets: HTTP p95 <= ${TARGET_P95_MS} ms and >= ${TARGET_RPS} requests/s for every shape; ${failures ? `${failures} shape(s) short` : 'all met'}.`,
      );
      if (RATE > 0)
        console.log(
          `Open loop at ${RATE} requests/s: HTTP p95 <= ${TARGET_OPEN_P95_MS} ms for ${openMet} of ${shapes.length} shapes.`,
        );
      console.log(
        `Load average at the end: ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
    } finally {
      client.close();
      openClient.close();
    }
  },
);
