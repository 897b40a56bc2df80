// Admin lists benchmark: starts the built API (node apps/api/build.mjs) as its own process against
// DATABASE_URL, signs in as the bench administrator, and asks GET /api/admin/events/ and
// GET /api/admin/orders/summaries for their first page and a deep page with every sort in both
// directions, then every list's search box (`q`, events, registrations and partners) with texts of
// one and two characters, common texts and texts that match nothing, over HTTP with keep-alive.
// Prints p50/p95 per case against the target (p95 <= 50 ms) and, for searches, the answer's total.
// Seed first with tools/bench/seed-events.ts (--count 100000) and tools/bench/seed-registrations.ts.
//
//   DATABASE_URL=postgres://... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/admin-benchmark.ts
//     [--requests 100] [--concurrency <CPUs>] [--port 3297] [--list events|orders|partners] [--deep 0.5]
//     [--cases all|sorts|search]
//
// --deep is where the deep page lies, as a fraction of the list (0.5: the middle, the farthest any
// page is from both ends; the last page is read from the other end).
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@pavilion/api-testing/scripts';
import { BENCH_ADMIN } from './bench-admin';
import { benchApi, bodyOf, closedLoopLoad, closedLoopOptions, HttpClient, runBenchmark } from './harness';
import { closedLoop } from './load';

const { values: args } = parseArgs({
  options: {
    ...closedLoopOptions({ requests: 100, warmup: 10, concurrency: cpus().length }),
    port: { type: 'string', default: '3297' },
    pool: { type: 'string', default: '10' },
    list: { type: 'string' },
    deep: { type: 'string', default: '0.5' },
    cases: { type: 'string', default: 'all' },
  },
});
const LOAD = closedLoopLoad(args);
const PORT = Number(args.port);
const DEEP = Number(args.deep);
const PAGE_SIZE = 20;
const TARGET_P95_MS = 50;

const api = benchApi({ name: 'admin', port: PORT, poolSize: Number(args.pool) });
const client = new HttpClient(api.base, { keepAlive: true, maxSockets: LOAD.concurrency });

/** p50 and p95 of GET `url` (closed loop, LOAD.concurrency at a time), and the last answer's page size and total. */
async function timed(url: string, token: string) {
  let items = 0;
  let total = '';
  const { p50, p95 } = await closedLoop(async () => {
    const res = await client.request('GET', url, { token });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
    const body = bodyOf<{ items: unknown[]; total: number; totalIsEstimate?: boolean }>(res);
    items = body.items.length;
    total = `${body.totalIsEstimate ? '~' : ''}${body.total}`;
  }, LOAD);
  return { p50, p95, items, total };
}

/**
 * The search texts of each list: one and two characters that match many rows and none, a common
 * longer text, a rarer one, and one that matches nothing. The bench data: event names and taglines
 * from the demo themes; buyers' addresses buyer-N@bench.pavilion.test; partners' names from the demo
 * content with addresses under bench.pavilion.test.
 */
const SEARCHES: Record<string, { label: string; q: string; extra?: string }[]> = {
  events: [
    { label: '1 char', q: 'a' },
    { label: '1 char, rare', q: 'q' },
    { label: '1 char, no match', q: '#' },
    { label: '2 chars', q: 'er' },
    { label: '2 chars, no match', q: 'zq' },
    { label: 'common', q: 'summit' },
    { label: 'rarer', q: 'hydrogen' },
    { label: 'no match', q: 'zzyzx' },
    { label: '1 char, page 50', q: 'a', extra: '&page=50' },
    { label: '1 char, by sold desc', q: 'a', extra: '&sort=ticketsSold&direction=desc' },
  ],
  orders: [
    { label: '1 char', q: 'a' },
    { label: '1 char, no match', q: 'x' },
    { label: '2 chars', q: '12' },
    { label: '2 chars, no match', q: 'an' },
    { label: 'common', q: 'buyer-42' },
    { label: 'one buyer', q: 'buyer-4242@' },
    { label: 'no match', q: 'nobody' },
    { label: '1 char, page 50', q: 'a', extra: '&page=50' },
    { label: '1 char, by email asc', q: 'a', extra: '&sort=purchaserEmail&direction=asc' },
  ],
  partners: [
    { label: '1 char', q: 'a' },
    { label: '2 chars', q: 'an' },
    { label: 'common', q: 'bench' },
    { label: 'no match', q: 'zzyzx' },
  ],
};

runBenchmark(
  { database: { seeded: 'seed-events.ts and seed-registrations.ts' }, poolSize: 2, api },
  async ({ db, url }) => {
    const [info] = rowsOf<{ version: string; events: number; orders: number }>(
      await db.execute(sql`select current_setting('server_version') as version,
        (select count(*)::int from event_admin_rows) as events, (select count(*)::int from order_registrations) as orders`),
    );
    console.log(`PostgreSQL ${info.version}; ${info.events} events, ${info.orders} registrations`);
    console.log(
      `Node ${process.version}; ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}); load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `${LOAD.requests} requests per case, concurrency ${LOAD.concurrency}, ${LOAD.warmup} warm-up requests, page size ${PAGE_SIZE}\n`,
    );
    await api.start(url);
    const login = await fetch(`${api.base}/api/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`bench admin cannot sign in (${login.status}): run seed-registrations.ts`);

    const lists = [
      { name: 'events', path: '/api/admin/events/', total: info.events, sorts: ['date', 'capacity', 'ticketsSold'] },
      {
        name: 'orders',
        path: '/api/admin/orders/summaries',
        total: info.orders,
        sorts: ['datetime', 'purchaserEmail', 'eventName', 'numberOfTickets', 'totalPrice'],
      },
      { name: 'partners', path: '/api/admin/partners/', total: 0, sorts: [] },
    ].filter((l) => !args.list || l.name === args.list);

    const header = `${'list'.padEnd(7)} ${'sort'.padEnd(16)} ${'dir'.padEnd(4)} ${'page'.padStart(6)} | ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} | rows`;
    console.log(header);
    console.log('-'.repeat(header.length));
    let over = 0;
    let cases = 0;
    for (const list of args.cases === 'search' ? [] : lists) {
      const deepPage = Math.max(2, Math.floor((list.total * DEEP) / PAGE_SIZE));
      for (const sort of list.sorts)
        for (const direction of ['asc', 'desc'])
          for (const page of [1, deepPage]) {
            const r = await timed(
              `${list.path}?sort=${sort}&direction=${direction}&page=${page}&pageSize=${PAGE_SIZE}`,
              token,
            );
            cases++;
            if (r.p95 > TARGET_P95_MS) over++;
            console.log(
              `${list.name.padEnd(7)} ${sort.padEnd(16)} ${direction.padEnd(4)} ${String(page).padStart(6)} | ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} | ${r.items}${r.p95 > TARGET_P95_MS ? '  over target' : ''}`,
            );
          }
    }
    if (args.cases !== 'sorts') {
      const head = `\n${'list'.padEnd(8)} ${'search'.padEnd(22)} ${'q'.padEnd(12)} | ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} | rows | total`;
      console.log(head);
      console.log('-'.repeat(head.length));
      for (const list of lists)
        for (const search of SEARCHES[list.name] ?? []) {
          const r = await timed(
            `${list.path}?q=${encodeURIComponent(search.q)}&pageSize=${PAGE_SIZE}${search.extra ?? ''}`,
            token,
          );
          cases++;
          if (r.p95 > TARGET_P95_MS) over++;
          console.log(
            `${list.name.padEnd(8)} ${search.label.padEnd(22)} ${search.q.padEnd(12)} | ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} | ${String(r.items).padStart(4)} | ${r.total}${r.p95 > TARGET_P95_MS ? '  over target' : ''}`,
          );
        }
    }
    console.log(
      `\nTarget: p95 <= ${TARGET_P95_MS} ms for every case; ${over ? `${over} of ${cases} over` : `all ${cases} met`}.`,
    );
    console.log(
      `Load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    client.close();
  },
);
