// One partner at scale, written in bulk for the benchmarks that read a partner's data (finances,
// partner insights and registrations): the partner, the one buyer who placed every order, its events
// (half past, half to come, in three currencies) and paid orders spread over them. Such a benchmark
// times what it reads in a closed loop, on a database of its own.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type DbOrTx } from '@pavilion/api-testing/scripts';
import {
  closedLoopLoad,
  closedLoopOptions,
  insertPartner,
  positiveIntegers,
  reusableDatabaseOptions,
  runBenchmark,
  type BenchDatabase,
} from './harness';

/**
 * The options of a benchmark of one partner at scale: how many events and paid orders it seeds,
 * --keep and --reuse to run again on a database it kept, and its closed loop's load with the
 * benchmark's defaults.
 */
export const onePartnerOptions = (loop: { requests: number; warmup: number }) =>
  ({
    events: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '1000000' },
    ...reusableDatabaseOptions,
    ...closedLoopOptions(loop),
  }) as const;

/** The events and orders to seed and the closed loop's load, from those options; exits 2 unless they are whole numbers. */
export function onePartnerSizes(args: {
  events: string;
  orders: string;
  requests: string;
  warmup: string;
  concurrency: string;
}) {
  const sizes = { events: Number(args.events), orders: Number(args.orders), load: closedLoopLoad(args) };
  positiveIntegers(sizes.events, sizes.orders);
  return sizes;
}

/**
 * Runs a benchmark of one partner at scale on a database of its own, pavilion_<name>_bench (migrated,
 * the reference data seeded; dropped at the end unless kept), or on one an earlier run kept (`reuse`):
 * the partner found or seeded (seededPartner), then the scenario with the partner's id.
 */
export function runOnePartnerBenchmark(
  {
    name,
    partner,
    poolSize,
    reuse,
    keep,
  }: { name: string; partner: BenchPartner; poolSize: number; reuse?: string; keep: boolean },
  seed: (db: Database, ids: { partnerId: number; personId: number }) => Promise<void>,
  scenario: (bench: BenchDatabase & { partnerId: number }) => Promise<void>,
): Promise<void> {
  return runBenchmark(
    { database: { create: `pavilion_${name}_bench`, reuse, migrate: true }, poolSize, keep },
    async (bench) => {
      const partnerId = await seededPartner(bench.db, { database: bench.name, reuse }, partner, (ids) =>
        seed(bench.db, ids),
      );
      await scenario({ ...bench, partnerId });
    },
  );
}

/** The partner a benchmark measures and the one buyer of all its orders. */
export interface BenchPartner {
  name: string;
  email: string;
  buyerEmail: string;
}

/**
 * The id of the partner the benchmark measures. On a new database the partner (approved) and its
 * buyer are inserted and `seed` writes the rest from their ids; on one an earlier run kept (--reuse,
 * the database's name), the partner that run seeded, found by its email.
 */
async function seededPartner(
  db: Database,
  { database, reuse }: { database: string; reuse?: string },
  partner: BenchPartner,
  seed: (ids: { partnerId: number; personId: number }) => Promise<void>,
): Promise<number> {
  if (reuse) {
    const [{ id }] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from partners where email = ${partner.email}`),
    );
    return id;
  }
  console.log(`Seeding ${database}:`);
  const ids = await insertPartnerAndBuyer(db, partner, partner.buyerEmail);
  await seed(ids);
  return ids.partnerId;
}

/** The partner, approved, and the buyer of all its orders; their ids. */
async function insertPartnerAndBuyer(
  db: Database,
  partner: { name: string; email: string },
  buyerEmail: string,
): Promise<{ partnerId: number; personId: number }> {
  const partnerId = await insertPartner(db, partner.name, partner.email);
  const [{ id: personId }] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into persons (email, first_name, surname) values (${buyerEmail}, 'Bench', 'Buyer') returning id`,
    ),
  );
  return { partnerId, personId };
}

/**
 * `count` events of the partner, event g on day g % 730 - 365 from today (half of them past), eight
 * hours long, in USD, EUR and GBP in turn. `status` is their vetting status as an SQL expression of g.
 */
export function insertEventsInBulk(db: Database, partnerId: number, count: number, status: SQL = sql`'APPROVED'`) {
  return db.execute(sql`
    insert into events (partner_id, name, tagline, description, website_url, attendance_type, start_at, end_at,
                        duration_id, status, time_zone, ticket_currency)
    select ${partnerId}, 'Bench event ' || g, 'A tagline', 'A description', 'https://bench.example', 1,
           now() + ((g % 730) - 365) * interval '1 day', now() + ((g % 730) - 365) * interval '1 day' + interval '8 hours',
           1, ${status}, 'UTC', (array['USD','EUR','GBP'])[1 + g % 3]
    from generate_series(1, ${count}) g`);
}

/**
 * Runs `write` with the triggers off, for rows written in bulk that set themselves what the triggers
 * would (or that nothing measured reads); in one transaction, so the setting and the writes share a
 * connection of the pool.
 */
export function withTriggersOff<T>(db: Database, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    return write(tx);
  });
}

/**
 * `count` paid orders of the buyer over the partner's events (order g for event 1 + g * 7919 % events,
 * in its currency), each of 1 to 3 tickets at 250.00, paid at moments spread over `days` days from
 * `daysAgo` days ago, with the partner and ticket count the triggers would set. Written as they are:
 * run it with the triggers off (withTriggersOff).
 */
export function insertPaidOrdersInBulk(
  tx: DbOrTx,
  {
    partnerId,
    personId,
    count,
    events,
    daysAgo,
    days,
  }: { partnerId: number; personId: number; count: number; events: number; daysAgo: number; days: number },
) {
  return tx.execute(sql`
    insert into orders (person_id, event_id, partner_id, ticket_count, status, currency, total_minor, hold_expires_at,
                        paid_at, buyer_first_name, buyer_surname, buyer_email, created_at, updated_at)
    select ${personId}, ev.ids[k], ${partnerId}, 1 + (g % 3), 'paid', ev.currencies[k], (1 + (g % 3)) * 25000,
           t, t, 'Buyer', 'No ' || g, 'buyer' || g || '@example.com', t, t
    from (select array_agg(id order by id) as ids, array_agg(ticket_currency order by id) as currencies
          from events where partner_id = ${partnerId}) ev
    cross join generate_series(1, ${count}) g
    cross join lateral (select 1 + ((g::bigint * 7919) % ${events})::int as k,
                               now() - ${daysAgo} * interval '1 day'
                                 + ((g::bigint * 104729) % (${days} * 86400)) * interval '1 second' as t) x`);
}
