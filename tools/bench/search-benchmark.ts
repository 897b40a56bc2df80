// Event search benchmark: starts the built API (node apps/api/build.mjs) as its own process (api-process.ts) on a loopback
// port against DATABASE_URL, drives POST /api/events/filtered over HTTP (keep-alive, small concurrency)
// with a realistic mix of query shapes, then runs the same SQL (the service's own query builder) directly
// from this process, and prints p50/p95 and requests per second for both. Seed first with
// tools/bench/seed-events.ts.
//
//   DATABASE_URL=postgres://... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/search-benchmark.ts
//     [--requests 300] [--concurrency <CPUs>] [--seconds 20] [--rate 100] [--rate-seconds 5] [--shape keyword]
//     [--warm-pass 300]
//     [--explain] [--port 3299]
//     [--node-flags="--cpu-prof --cpu-prof-dir=/tmp/prof"]
//
// --explain prints EXPLAIN (ANALYZE, BUFFERS) of each shape's statement instead of timing it.
import { loadavg, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ZEventFilter, type TEventFilterInput } from '@pavilion/domain';
import {
  readKeyword,
  rowsOf,
  searchAnswer,
  searchAnswerStatement,
  type Database,
} from '../../apps/api/src/testing/scripts';
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
  : benchApi({ name: 'search', port: PORT, poolSize: Number(args.pool), nodeFlags: args['node-flags'] });

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

runBenchmark(
  { database: { seeded: 'tools/bench/seed-events.ts' }, poolSize: Number(args.pool), api: api ?? undefined },
  async ({ url, handle }) => {
    await api?.start(url);
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
      console.log(
        `${REQUESTS} requests per shape (or ${SECONDS} s), concurrency ${CONCURRENCY}, ${WARMUP} warm-up requests, after ${WARM_PASS} of each shape`,
      );
      console.log(RATE > 0 ? `then an open loop: ${RATE} requests/s offered for ${RATE_SECONDS} s\n` : '');

      const shapes = (await buildShapes(handle.db)).filter((s) => !args.shape || s.name.includes(args.shape));
      if (args.explain) {
        for (const shape of shapes) {
          const filter = ZEventFilter.parse(shape.filter(0));
          const statement = searchAnswerStatement(filter, await readKeyword(handle.db, filter), new Date(), null);
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
