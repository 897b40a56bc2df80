// The partner's insights and order summaries at scale: one partner with 10,000 events and 1,000,000
// paid orders (about 2,000,000 tickets) over a year, on PostgreSQL. Each shape runs the read model the
// route runs (PartnerInsights.insights, PartnerOrders.summaries, PartnerEventReads.list: the SQL, the
// rows mapped to the answer) from this process through the same driver, in a closed loop, and reports
// p50 and p95. The search shapes ask the events list and the registrations with texts of one and two
// characters, common ones and ones that match nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres \
//     npx tsx --tsconfig apps/api/tsconfig.json tools/bench/partner-benchmark.ts [--shapes all|search]
//
// DATABASE_URL names a server where the benchmark may create (and afterwards drop, unless --keep) its
// own database. Figures are recorded in docs/performance.md, "Partner insights and registrations".
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ZInsightsQuery, ZPartnerEventsQuery, ZPartnerOrdersQuery } from '@pavilion/domain';
import {
  type Database,
  rowsOf,
  PartnerInsights,
  PartnerOrders,
  PartnerEventReads,
} from '../../apps/api/src/testing/scripts';
import { runBenchmark } from './harness';
import { closedLoop, timedStep } from './load';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    /** Reuse a database made by an earlier --keep run (its name) instead of seeding. */
    reuse: { type: 'string' },
    explain: { type: 'boolean', default: false },
    /** all, or search: only the search shapes. */
    shapes: { type: 'string', default: 'all' },
  },
});

const EVENTS = Number(args.events);
const ORDERS = Number(args.orders);
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const CONCURRENCY = Number(args.concurrency);

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const dayBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

/** One partner, its events, ticket types and paid orders with tickets, written in bulk. */
async function seed(db: Database): Promise<number> {
  const [{ id: partnerId }] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into partners (name, email, current_vetting_status)
                         values ('Bench Events Ltd', 'bench.partner@example.com', 'APPROVED') returning id`),
  );
  const [{ id: personId }] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into persons (email, first_name, surname) values ('bench.buyer@example.com', 'Bench', 'Buyer') returning id`,
    ),
  );
  const [{ id: policyId }] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into cancellation_policies (partner_id, name) values (${partnerId}, 'Standard') returning id`,
    ),
  );
  await timedStep(`${EVENTS} events`, () =>
    db.execute(sql`
      insert into events (partner_id, name, tagline, description, website_url, attendance_type, start_at, end_at,
                          duration_id, status, time_zone, ticket_currency)
      select ${partnerId}, 'Bench event ' || g, 'A tagline', 'A description', 'https://bench.example', 1,
             now() + ((g % 730) - 365) * interval '1 day', now() + ((g % 730) - 365) * interval '1 day' + interval '8 hours',
             1, case when g % 10 < 8 then 'APPROVED' else 'PENDING' end::vetting_status, 'UTC',
             (array['USD','EUR','GBP'])[1 + g % 3]
      from generate_series(1, ${EVENTS}) g`),
  );
  await timedStep('ticket types (2 per event)', () =>
    db.execute(sql`
      insert into ticket_types (event_id, name, price_minor, currency, quantity, cancellation_policy_id, position)
      select e.id, case when p = 0 then 'Standard' else 'VIP' end, case when p = 0 then 25000 else 90000 end,
             e.ticket_currency, 1000, ${policyId}, p
      from events e cross join generate_series(0, 1) p where e.partner_id = ${partnerId}`),
  );
  // Orders and tickets in bulk with the triggers off (the per-day sales are counted once afterwards,
  // as the migration does for existing orders); partner, ticket count and refund terms set as the
  // triggers would.
  await db.execute(sql`set session_replication_role = replica`);
  await timedStep(`${ORDERS} paid orders`, () =>
    db.execute(sql`
      insert into orders (person_id, event_id, partner_id, ticket_count, status, currency, total_minor, hold_expires_at,
                          paid_at, buyer_first_name, buyer_surname, buyer_email, created_at, updated_at)
      select ${personId}, ev.ids[k], ${partnerId}, 1 + (g % 3), 'paid', ev.currencies[k], (1 + (g % 3)) * 25000,
             t, t, 'Buyer', 'No ' || g, 'buyer' || g || '@example.com', t, t
      from (select array_agg(id order by id) as ids, array_agg(ticket_currency order by id) as currencies
            from events where partner_id = ${partnerId}) ev
      cross join generate_series(1, ${ORDERS}) g
      cross join lateral (select 1 + ((g::bigint * 7919) % ${EVENTS})::int as k,
                                 now() - ((g::bigint * 104729) % (365 * 86400)) * interval '1 second' as t) x`),
  );
  await timedStep('tickets', () =>
    db.execute(sql`
      insert into tickets (order_id, event_id, ticket_type_id, price_minor, currency, first_name, surname, email, company, job_title, position,
                           refund_terms)
      select o.id, o.event_id, tt.id, 25000, o.currency, 'Guest', 'No ' || n, 'guest' || n || '@example.com', 'Acme', 'Planner', n,
             ticket_type_refund_terms(tt.id)
      from orders o cross join lateral generate_series(1, o.ticket_count) n
      join ticket_types tt on tt.event_id = o.event_id and tt.position = 0
      where o.partner_id = ${partnerId}`),
  );
  await db.execute(sql`set session_replication_role = origin`);
  await timedStep('sold counts', () =>
    db.execute(sql`
      update ticket_types tt set sold = least(tt.quantity, c.n)
      from (select ticket_type_id, count(*)::int n from tickets group by 1) c where c.ticket_type_id = tt.id`),
  );
  await timedStep('per-day sales', () => db.execute(sql`select sales_days_rebuild()`));
  await timedStep('page views (30 days per event, a year for the partner)', async () => {
    await db.execute(sql`
      insert into event_view_days (event_id, day, partner_id, views)
      select e.id, current_date - d, ${partnerId}, 1 + (e.id + d) % 40
      from events e cross join generate_series(0, 29) d where e.partner_id = ${partnerId}`);
    await db.execute(sql`
      insert into partner_view_days (partner_id, day, views)
      select ${partnerId}, current_date - d, 20000 + d from generate_series(0, 364) d`);
  });
  await timedStep('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return partnerId;
}

interface Shape {
  name: string;
  run: (i: number) => Promise<unknown>;
}

runBenchmark(
  {
    database: { create: 'pavilion_partner_bench', reuse: args.reuse, migrate: true },
    poolSize: Math.max(4, CONCURRENCY * 3),
    keep: args.keep,
  },
  async ({ name, db }) => {
    let partnerId: number;
    if (!args.reuse) {
      console.log(`Seeding ${name}:`);
      partnerId = await seed(db);
    } else {
      [{ id: partnerId }] = rowsOf<{ id: number }>(
        await db.execute(sql`select id from partners where email = 'bench.partner@example.com'`),
      );
    }
    const eventIds = rowsOf<{ id: number }>(
      await db.execute(sql`select id from events where partner_id = ${partnerId} order by id`),
    ).map((r) => r.id);
    const [{ n: orderCount }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int n from orders where partner_id = ${partnerId} and status = 'paid'`),
    );
    const [{ n: ticketCount }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int n from tickets`));
    console.log(`Partner ${partnerId}: ${eventIds.length} events, ${orderCount} paid orders, ${ticketCount} tickets`);
    const insights = new PartnerInsights(db, partnerId);
    const orders = new PartnerOrders(db, partnerId);
    const pick = (i: number) => eventIds[(i * 7919) % eventIds.length];
    const summaries = (q: Record<string, string>) => orders.summaries(ZPartnerOrdersQuery.parse(q));
    const shapes: Shape[] = [
      {
        name: 'insights, all events, 30 days',
        run: () => insights.insights(ZInsightsQuery.parse({ from: dayBefore(29), to: today })),
      },
      {
        name: 'insights, all events, 365 days',
        run: () => insights.insights(ZInsightsQuery.parse({ from: dayBefore(364), to: today })),
      },
      {
        name: 'insights, one event, 90 days',
        run: (i) =>
          insights.insights(ZInsightsQuery.parse({ eventId: String(pick(i)), from: dayBefore(89), to: today })),
      },
      { name: 'summaries, newest first', run: () => summaries({}) },
      { name: 'summaries, page 500 (of 20)', run: () => summaries({ page: '500' }) },
      { name: 'summaries, oldest first, page 3', run: () => summaries({ direction: 'asc', page: '3' }) },
      { name: 'summaries, by total desc', run: () => summaries({ sort: 'totalPrice', direction: 'desc' }) },
      { name: 'summaries, by tickets asc', run: () => summaries({ sort: 'numberOfTickets' }) },
      { name: 'summaries, by event name', run: () => summaries({ sort: 'eventName' }) },
      { name: 'summaries, one event', run: (i) => summaries({ eventId: String(pick(i)) }) },
      { name: 'summaries, last 7 days', run: () => summaries({ from: dayBefore(6), to: today }) },
      { name: 'summaries, buyer email search', run: (i) => summaries({ q: `buyer${1000 + i}@` }) },
    ];
    // Buyers' addresses are buyer<N>@example.com (searched from their start); events are 'Bench event <N>'
    // (searched anywhere in the name).
    const eventList = new PartnerEventReads(db, partnerId, () => new Date());
    const partnerEvents = (q: Record<string, string>) => eventList.list(ZPartnerEventsQuery.parse(q));
    const searches: Shape[] = [
      { name: 'summaries, q 1 char (every order)', run: () => summaries({ q: 'b' }) },
      { name: 'summaries, q 1 char, no match', run: () => summaries({ q: 'x' }) },
      { name: 'summaries, q 2 chars (every order)', run: () => summaries({ q: 'bu' }) },
      { name: 'summaries, q 2 chars, no match', run: () => summaries({ q: 'zz' }) },
      { name: 'summaries, q common (buyer12: 11,111)', run: () => summaries({ q: 'buyer12' }) },
      { name: 'summaries, q no match', run: () => summaries({ q: 'nobody' }) },
      { name: 'summaries, q 1 char, by total', run: () => summaries({ q: 'b', sort: 'totalPrice' }) },
      { name: 'events, q 1 char (every event)', run: () => partnerEvents({ q: 'e' }) },
      { name: 'events, q 1 char, no match', run: () => partnerEvents({ q: 'x' }) },
      { name: 'events, q 2 chars', run: () => partnerEvents({ q: '12' }) },
      { name: 'events, q 2 chars, no match', run: () => partnerEvents({ q: 'zq' }) },
      { name: 'events, q common (event 1: 1,111)', run: () => partnerEvents({ q: 'event 1' }) },
      { name: 'events, q no match', run: () => partnerEvents({ q: 'nothing' }) },
      { name: 'events, q 1 char, by tickets sold', run: () => partnerEvents({ q: 'e', sort: 'ticketsSold' }) },
    ];
    console.log(
      `\n${REQUESTS} requests per shape after ${WARMUP} warm-up, ${CONCURRENCY} at a time; ${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)}`,
    );
    console.log('| Shape | p50 ms | p95 ms | per second |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const shape of args.shapes === 'search' ? searches : [...shapes, ...searches]) {
      const r = await closedLoop(shape.run, { requests: REQUESTS, warmup: WARMUP, concurrency: CONCURRENCY });
      const answer = (await shape.run(0)) as { total?: number; totalIsEstimate?: boolean };
      const total =
        answer && 'total' in answer ? ` (total ${answer.totalIsEstimate ? 'about ' : ''}${answer.total})` : '';
      console.log(`| ${shape.name}${total} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} |`);
    }
    if (args.explain) {
      for (const [label, q] of [
        [
          'newest first',
          sql`explain analyze select o.id from orders o join events e on e.id = o.event_id where o.partner_id = ${partnerId} and o.status = 'paid' order by o.paid_at desc nulls last, o.id desc limit 20 offset 0`,
        ],
        [
          'by event name',
          sql`explain analyze select o.id from orders o join events e on e.id = o.event_id where o.partner_id = ${partnerId} and o.status = 'paid' order by e.name asc nulls last, o.paid_at asc nulls last, o.id asc limit 20 offset 0`,
        ],
      ] as const) {
        console.log(`\n${label}:`);
        for (const row of rowsOf<Record<string, string>>(await db.execute(q))) console.log(Object.values(row)[0]);
      }
    }
  },
);
