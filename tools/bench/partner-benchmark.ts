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
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ZInsightsQuery, ZPartnerEventsQuery, ZPartnerOrdersQuery } from '@pavilion/domain';
import {
  type Database,
  rowsOf,
  PartnerInsights,
  PartnerOrders,
  PartnerEventReads,
} from '@pavilion/api-testing/scripts';
import { shapeTable, timedStep, type Shape } from './load';
import {
  insertEventsInBulk,
  insertPaidOrdersInBulk,
  onePartnerOptions,
  onePartnerSizes,
  runOnePartnerBenchmark,
  type BenchPartner,
  withTriggersOff,
} from './partner-seed';

const { values: args } = parseArgs({
  options: {
    ...onePartnerOptions({ requests: 300, warmup: 30 }),
    explain: { type: 'boolean', default: false },
    /** all, or search: only the search shapes. */
    shapes: { type: 'string', default: 'all' },
  },
});

const { events: EVENTS, orders: ORDERS, load: LOAD } = onePartnerSizes(args);

const DAY = 86_400_000;
const PARTNER: BenchPartner = {
  name: 'Bench Events Ltd',
  email: 'bench.partner@example.com',
  buyerEmail: 'bench.buyer@example.com',
};
const today = new Date().toISOString().slice(0, 10);
const dayBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

/** The partner's events, ticket types and paid orders with tickets, written in bulk. */
async function seed(db: Database, { partnerId, personId }: { partnerId: number; personId: number }): Promise<void> {
  const [{ id: policyId }] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into cancellation_policies (partner_id, name) values (${partnerId}, 'Standard') returning id`,
    ),
  );
  await timedStep(`${EVENTS} events`, () =>
    insertEventsInBulk(
      db,
      partnerId,
      EVENTS,
      sql`case when g % 10 < 8 then 'APPROVED' else 'PENDING' end::vetting_status`,
    ),
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
  await withTriggersOff(db, async (tx) => {
    await timedStep(`${ORDERS} paid orders over the last year`, () =>
      insertPaidOrdersInBulk(tx, { partnerId, personId, count: ORDERS, events: EVENTS, daysAgo: 365, days: 365 }),
    );
    await timedStep('tickets', () =>
      tx.execute(sql`
        insert into tickets (order_id, event_id, ticket_type_id, price_minor, currency, first_name, surname, email, company, job_title, position,
                             refund_terms)
        select o.id, o.event_id, tt.id, 25000, o.currency, 'Guest', 'No ' || n, 'guest' || n || '@example.com', 'Acme', 'Planner', n,
               ticket_type_refund_terms(tt.id)
        from orders o cross join lateral generate_series(1, o.ticket_count) n
        join ticket_types tt on tt.event_id = o.event_id and tt.position = 0
        where o.partner_id = ${partnerId}`),
    );
  });
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
}

runOnePartnerBenchmark(
  {
    name: 'partner',
    partner: PARTNER,
    poolSize: Math.max(4, LOAD.concurrency * 3),
    reuse: args.reuse,
    keep: args.keep,
  },
  seed,
  async ({ db, partnerId }) => {
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
    await shapeTable(args.shapes === 'search' ? searches : [...shapes, ...searches], LOAD, (answer) => {
      const list = answer as { total?: number; totalIsEstimate?: boolean };
      return list && 'total' in list ? ` (total ${list.totalIsEstimate ? 'about ' : ''}${list.total})` : '';
    });
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
