// Seeds what the admin lists benchmark reads on top of tools/bench/seed-events.ts: a capacity and
// tickets sold for every bench event, N paid orders (registrations) spread over two years across the
// bench events, and a bench administrator to sign in with.
//
//   DATABASE_URL=postgres://... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/seed-events.ts --count 100000
//   DATABASE_URL=postgres://... npx tsx --tsconfig apps/api/tsconfig.json tools/bench/seed-registrations.ts --count 1000000
//
// The orders are written in bulk with SQL, and the registrations projection beside them in the same
// shape the triggers write (the list reads only order_registrations). Orders carry no ticket rows: the
// number of tickets is the projection's, and the admin list never opens an order. Seeding again
// replaces an earlier run's orders and buyers (under @bench.pavilion.test).
import { parseArgs } from 'node:util';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, rowsOf } from '@pavilion/api-testing/scripts';

import { BENCH_ADMIN } from './bench-admin';
const BENCH_BUYERS = 'buyer-%@bench.pavilion.test';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    buyers: { type: 'string', default: '50000' },
    batch: { type: 'string', default: '100000' },
  },
});
const COUNT = Number(args.count);
const BUYERS = Number(args.buyers);
const BATCH = Number(args.batch);

async function run(db: Database, label: string, statement: ReturnType<typeof sql>) {
  const started = performance.now();
  await db.execute(statement);
  console.log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the PostgreSQL database seeded by tools/bench/seed-events.ts.');
    process.exit(2);
  }
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const db = handle.db;
  try {
    const [{ n: events }] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from events where partner_id in (select id from partners where email like '%@bench.pavilion.test')`,
      ),
    );
    if (!events) throw new Error('No bench events: run tools/bench/seed-events.ts first.');
    console.log(`${events} bench events; seeding ${COUNT} registrations from ${BUYERS} buyers`);

    await run(
      db,
      'earlier run removed',
      sql`delete from orders where person_id in (select id from persons where email like ${BENCH_BUYERS})`,
    );
    await db.execute(
      sql`delete from attendees where person_id in (select id from persons where email like ${BENCH_BUYERS})`,
    );
    await db.execute(sql`delete from persons where email like ${BENCH_BUYERS}`);

    // Capacity (maxAttendees) and tickets sold on every bench event, so both sorts spread out; a few
    // events state no capacity. Through the triggers, as any writer would.
    await run(
      db,
      'capacities set',
      sql`update events set max_attendees = case when id % 17 = 0 then null else 50 + (hashtext(id::text) & 2047) * 5 end
          where partner_id in (select id from partners where email like '%@bench.pavilion.test')`,
    );
    await run(
      db,
      'tickets sold set',
      sql`update ticket_types set sold = least(quantity, hashtext(id::text || 'sold') & 511)
          where event_id in (select id from events where partner_id in (select id from partners where email like '%@bench.pavilion.test'))`,
    );

    await run(
      db,
      `${BUYERS} buyers`,
      sql`insert into persons (email, first_name, surname, email_verified_at)
          select 'buyer-' || g || '@bench.pavilion.test', 'Buyer', 'No. ' || g, now() from generate_series(1, ${BUYERS}) g`,
    );
    await db.execute(sql`insert into attendees (person_id) select id from persons where email like ${BENCH_BUYERS}`);

    // The triggers that write one projection row per paid order are off for the bulk load; the same
    // rows are written below in one statement per batch, then the counter is rebuilt.
    await db.execute(sql`alter table orders disable trigger orders_registrations_insert`);
    await db.execute(sql`alter table order_registrations disable trigger order_registrations_count`);
    try {
      await db.execute(sql`drop table if exists bench_event_pick`);
      await db.execute(sql`create unlogged table bench_event_pick as
          select row_number() over (order by e.id) as k, e.id, e.name, e.ticket_currency as currency,
                 coalesce((select min(t.price_minor) from ticket_types t where t.event_id = e.id), 5000) as price
          from events e where e.partner_id in (select id from partners where email like '%@bench.pavilion.test')`);
      await db.execute(sql`create unique index on bench_event_pick (k)`);
      await db.execute(sql`drop table if exists bench_buyer_pick`);
      await db.execute(sql`create unlogged table bench_buyer_pick as
          select row_number() over (order by id) as k, id, email from persons where email like ${BENCH_BUYERS}`);
      await db.execute(sql`create unique index on bench_buyer_pick (k)`);
      for (let from = 1; from <= COUNT; from += BATCH) {
        const to = Math.min(COUNT, from + BATCH - 1);
        const started = performance.now();
        // Order g: an event and a buyer picked by hashes of g, 1-4 tickets, a time in the last two years;
        // its registration row from the same values, in the same statement.
        await db.execute(sql`
          with g as (
            select gen_random_uuid() as id, e.id as event_id, e.name, e.currency, e.price, b.id as person_id, b.email,
              1 + (hashtext(g::text || 't') & 3) as tickets,
              now() - ((hashtext(g::text || 'd') & 2147483647) % (730 * 86400)) * interval '1 second' as created_at
            from generate_series(${from}::int, ${to}::int) g
            join bench_event_pick e on e.k = 1 + (hashtext(g::text || 'e') & 2147483647) % ${events}
            join bench_buyer_pick b on b.k = 1 + (hashtext(g::text || 'b') & 2147483647) % ${BUYERS}
          ), o as (
            insert into orders (id, person_id, event_id, status, currency, total_minor, hold_expires_at, paid_at,
                                buyer_first_name, buyer_surname, buyer_email, created_at, updated_at)
            select id, person_id, event_id, 'paid', currency, price * tickets, created_at + interval '15 minutes',
                   created_at + interval '2 minutes', 'Buyer', 'Bench', email, created_at, created_at
            from g
          )
          insert into order_registrations (order_id, created_at, buyer_email, event_id, event_name, tickets, total_minor, currency)
          select id, created_at, email, event_id, name, tickets, price * tickets, currency from g`);
        console.log(`orders ${from}-${to} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
      await db.execute(sql`select order_registration_counts_rebuild()`);
    } finally {
      await db.execute(sql`alter table orders enable trigger orders_registrations_insert`);
      await db.execute(sql`alter table order_registrations enable trigger order_registrations_count`);
      await db.execute(sql`drop table if exists bench_event_pick`);
      await db.execute(sql`drop table if exists bench_buyer_pick`);
    }

    const hash = await bcrypt.hash(BENCH_ADMIN.password, 10);
    await db.execute(sql`insert into persons (email, first_name, surname, password_hash, is_admin, email_verified_at)
        values (${BENCH_ADMIN.email}, 'Bench', 'Admin', ${hash}, true, now())
        on conflict do nothing`);
    // Visibility maps and statistics, as autovacuum would have them on a live database.
    await run(
      db,
      'vacuum analyze',
      sql`vacuum (analyze) orders, order_registrations, event_admin_rows, events, ticket_types`,
    );
    const [stats] = rowsOf<{ registrations: number; counted: number }>(
      await db.execute(sql`select (select count(*)::int from order_registrations) as registrations,
                                  (select sum(registrations)::int from order_registration_counts) as counted`),
    );
    console.log(`done: ${stats.registrations} registrations (counter: ${stats.counted})`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
