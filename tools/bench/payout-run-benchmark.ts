// The payout run on the day many events became payable at once: 2,500 partners, each fully onboarded
// (approved, address verified, contract signed, a payout bank account), with 10,000 events in all
// ending the same day in three currencies, 10 paid orders per event and a refund of half an order in
// twenty, all in the ledger as checkout and the refund worker write it. The run is timed as the worker
// does it: PayoutRun.round() again and again with one fixed `now` until a round schedules, pays and
// fails nothing. Then it checks that every partner got exactly one paid payout per currency of what it
// was owed, that nothing payable is left unsettled, that the ledger check holds and that the simulated
// provider paid each payout once; it exits non-zero if not.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres \
//     npx tsx --tsconfig apps/api/tsconfig.json tools/bench/payout-run-benchmark.ts \
//     [--partners 2500] [--events 10000] [--orders-per-event 10] [--keep] [--reuse <db>]
//
// DATABASE_URL names a server where the benchmark may create (and afterwards drop, unless --keep) its
// own database. --reuse runs again on a database kept by --keep: the payouts of the earlier run are
// taken back first (their lines unsettled again). Figures are in docs/performance.md, "Payout run".
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  type Database,
  rowsOf,
  checkLedger,
  currentAgreementVersions,
  payoutBlocks,
  PayoutRun,
  SimulatedPayoutProvider,
} from '@pavilion/api-testing/scripts';
import { seedOwedAndBalances, seedRefundLines, seedSaleLines } from './ledger-seed';
import { exitUnless, positiveIntegers, reusableDatabaseOptions, runBenchmark } from './harness';
import { timedStep } from './load';

const { values: args } = parseArgs({
  options: {
    partners: { type: 'string', default: '2500' },
    events: { type: 'string', default: '10000' },
    'orders-per-event': { type: 'string', default: '10' },
    'pool-size': { type: 'string', default: '10' },
    ...reusableDatabaseOptions,
  },
});

const PARTNERS = Number(args.partners);
const EVENTS = Number(args.events);
const ORDERS_PER_EVENT = Number(args['orders-per-event']);
const POOL_SIZE = Number(args['pool-size']);
positiveIntegers(PARTNERS, EVENTS, ORDERS_PER_EVENT, POOL_SIZE);
exitUnless(EVENTS >= PARTNERS, 'There are at least as many events as partners.');
const DAY = 86_400_000;
const GOOD_IBAN = 'GB82WEST12345698765432';
/** A round stops after this many; a run that needs more is a failure. */
const MAX_ROUNDS = 1_000;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The partners, onboarded; their events ending on one day a week before `now`; paid orders and their ledger lines. */
async function seed(db: Database, now: Date) {
  const endAt = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 7 * DAY + 18 * 3_600_000,
  );
  const onboardedAt = new Date(endAt.getTime() - 60 * DAY);
  await timedStep(`${PARTNERS} partners, onboarded`, async () => {
    await db.execute(sql`
      insert into partners (name, email, current_vetting_status, address_verified_at, email_verified_at, created_at)
      select 'Payout Bench ' || g, 'payout.partner' || g || '@example.com', 'APPROVED', ${ts(onboardedAt)}, ${ts(onboardedAt)},
             ${ts(onboardedAt)}
      from generate_series(1, ${PARTNERS}) g`);
    await db.execute(sql`
      insert into persons (email, first_name, surname)
      select 'payout.owner' || g || '@example.com', 'Bench', 'Owner ' || g from generate_series(1, ${PARTNERS}) g`);
    // What the onboarding checklist reads: the approval, the owner, the contract signed, a payout account per currency.
    await db.execute(sql`
      insert into partner_vetting_updates (partner_id, status, comment, created_at)
      select id, 'APPROVED', 'Welcome', ${ts(onboardedAt)} from partners`);
    await db.execute(sql`
      insert into partner_members (partner_id, person_id, role)
      select p.id, pe.id, 'owner' from partners p join persons pe on pe.email = replace(p.email, 'partner', 'owner')`);
    await db.execute(sql`
      insert into partner_agreements (partner_id, person_id, kind, version, signed_at)
      select partner_id, person_id, 'partner-contract', ${currentAgreementVersions()['partner-contract']}, ${ts(onboardedAt)}
      from partner_members`);
    await db.execute(sql`
      insert into bank_accounts (partner_id, account_name, iban, swift, country_id, currency, is_payout, created_at)
      select p.id, p.name, ${GOOD_IBAN}, 'WESTGB2L', c.id, cur.code, true, ${ts(onboardedAt)}
      from partners p cross join countries c cross join (values ('USD'), ('EUR'), ('GBP')) cur(code)
      where c.code = 'GB'`);
  });
  // Event g belongs to partner 1 + g % P, in the currency of its turn: a partner's events cycle through three.
  await timedStep(`${EVENTS} events ending on ${endAt.toISOString().slice(0, 10)}`, () =>
    db.execute(sql`
      insert into events (partner_id, name, tagline, description, website_url, attendance_type, start_at, end_at,
                          duration_id, status, time_zone, ticket_currency, created_at)
      select p.ids[1 + g % ${PARTNERS}], 'Bench event ' || g, 'A tagline', 'A description', 'https://bench.example', 1,
             ${ts(endAt)} - interval '8 hours', ${ts(endAt)}, 1, 'APPROVED', 'UTC',
             (array['USD','EUR','GBP'])[1 + (g / ${PARTNERS}) % 3], ${ts(onboardedAt)}
      from (select array_agg(id order by id) as ids from partners) p cross join generate_series(0, ${EVENTS - 1}) g`),
  );
  // Orders in bulk with the triggers off (nothing checked here reads what they keep); one transaction,
  // so the setting and the insert share a connection.
  await timedStep(`${EVENTS * ORDERS_PER_EVENT} paid orders`, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into orders (person_id, event_id, partner_id, ticket_count, status, currency, total_minor, hold_expires_at,
                            paid_at, buyer_first_name, buyer_surname, buyer_email, created_at, updated_at)
        select m.person_id, e.id, e.partner_id, 1 + (k % 3), 'paid', e.ticket_currency, (1 + (k % 3)) * 25000,
               t, t, 'Buyer', 'No ' || k, 'buyer' || e.id || '.' || k || '@example.com', t, t
        from events e join partner_members m on m.partner_id = e.partner_id
        cross join generate_series(1, ${ORDERS_PER_EVENT}) k
        cross join lateral (select e.end_at - interval '30 days' + k * interval '1 hour' as t) x`);
    }),
  );
  await timedStep('sales in the ledger (3 lines an order)', () => seedSaleLines(db, sql`true`));
  await timedStep('a refund of half the first order of every other event', () =>
    seedRefundLines(db, sql`o.buyer_surname = 'No 1' and o.event_id % 2 = 0`, EVENTS * ORDERS_PER_EVENT),
  );
  await timedStep('owed per event and balances', () => seedOwedAndBalances(db));
}

/** Takes back the payouts of an earlier run: their lines, ledger lines and sums are as before it. */
async function takeBackPayouts(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from payout_statement_totals`);
    await tx.execute(sql`delete from payout_lines`);
    await tx.execute(sql`delete from ledger_entries where kind = 'payout'`);
    await tx.execute(sql`delete from payouts`);
    await tx.execute(sql`truncate unsettled_payables, owed_by_event, partner_balances`);
    await tx.execute(sql`
      insert into unsettled_payables (ledger_entry_id, partner_id, currency, event_id, amount_minor, created_at)
      select l.id, l.partner_id, l.currency, o.event_id, l.amount_minor, l.created_at
      from ledger_entries l join orders o on o.id = l.order_id where l.account = 'partner_payable'`);
  });
  await seedOwedAndBalances(db);
}

runBenchmark(
  {
    database: { create: 'pavilion_payout_run_bench', reuse: args.reuse, migrate: true },
    poolSize: POOL_SIZE,
    keep: args.keep,
  },
  async ({ name, db }) => {
    const now = new Date();
    if (!args.reuse) {
      console.log(`Seeding ${name}:`);
      await seed(db, now);
    } else {
      await timedStep(`taking back the payouts of the earlier run in ${name}`, () => takeBackPayouts(db));
    }
    await timedStep('vacuum analyze', () => db.execute(sql`vacuum analyze`));

    const [before] = rowsOf<{ partners: number; events: number; orders: number; unsettled: number; payable: number }>(
      await db.execute(sql`select
        (select count(*)::int from partners) as partners,
        (select count(*)::int from events) as events,
        (select count(*)::int from orders) as orders,
        (select count(*)::int from unsettled_payables) as unsettled,
        (select count(*)::int from owed_by_event ob join events e on e.id = ob.event_id
         where ob.lines > 0 and payout_payable_at(e.end_at) <= ${now.toISOString()}::timestamptz) as payable`),
    );
    console.log(
      `${before.partners} partners, ${before.events} events (${before.payable} with money payable), ` +
        `${before.orders} paid orders, ${before.unsettled} lines not yet paid out`,
    );
    const sample = await payoutBlocks(db, 1);
    if (sample.length) throw new Error(`The first partner's payouts are blocked: ${JSON.stringify(sample)}`);

    // The run, as the worker does it: rounds back to back until one has nothing left to do.
    const provider = new SimulatedPayoutProvider();
    const run = new PayoutRun({ db, provider, now: () => now });
    const load = loadavg()[0];
    const totals = { scheduled: 0, paid: 0, failed: 0, planFeesCharged: 0 };
    let rounds = 0;
    const started = performance.now();
    for (;;) {
      const t0 = performance.now();
      const r = await run.round();
      rounds += 1;
      console.log(
        `  round ${rounds}: ${r.scheduled} scheduled, ${r.paid} paid, ${r.failed} failed ` +
          `(${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
      totals.scheduled += r.scheduled;
      totals.paid += r.paid;
      totals.failed += r.failed;
      totals.planFeesCharged += r.planFeesCharged;
      if (!r.scheduled && !r.paid && !r.failed && !r.planFeesCharged) break;
      if (rounds >= MAX_ROUNDS) throw new Error(`Still working after ${MAX_ROUNDS} rounds`);
    }
    const seconds = (performance.now() - started) / 1000;
    const [moved] = rowsOf<{ lines: number }>(await db.execute(sql`select count(*)::int as lines from payout_lines`));
    console.log(
      `\nPayout run: ${seconds.toFixed(1)} s, ${rounds} rounds, ${totals.paid} payouts paid (${totals.failed} failed), ` +
        `${moved.lines} lines moved, ${(totals.paid / seconds).toFixed(0)} payouts per second; ` +
        `pool ${POOL_SIZE}, ${cpus().length} CPUs, load ${load.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`,
    );

    // The checks.
    const problems: string[] = [];
    const [wrong] = rowsOf<{ n: number; pairs: number }>(
      await db.execute(sql`
        select count(*) filter (where p.n is distinct from 1 or p.amount is distinct from o.owed)::int as n,
               count(*)::int as pairs
        from (select partner_id, currency, -sum(amount_minor) as owed from ledger_entries
              where account = 'partner_payable' and kind <> 'payout' group by partner_id, currency) o
        full join (select partner_id, currency, count(*) as n, sum(amount_minor) as amount from payouts
                   where status = 'paid' group by partner_id, currency) p using (partner_id, currency)`),
    );
    if (wrong.n)
      problems.push(
        `${wrong.n} of ${wrong.pairs} partner-currency pairs lack exactly one paid payout of what was owed`,
      );
    const [left] = rowsOf<{ unsettled: number; open: number; paid: number; partners: number }>(
      await db.execute(sql`select
        (select count(*)::int from unsettled_payables) as unsettled,
        (select count(*)::int from payouts where status <> 'paid') as open,
        (select count(*)::int from payouts where status = 'paid') as paid,
        (select count(distinct partner_id)::int from payouts where status = 'paid') as partners`),
    );
    if (left.unsettled) problems.push(`${left.unsettled} payable lines are still unsettled`);
    if (left.open) problems.push(`${left.open} payouts are not paid`);
    if (left.partners !== before.partners) problems.push(`${left.partners} of ${before.partners} partners were paid`);
    if (left.paid !== totals.paid) problems.push(`${left.paid} payouts are paid, the rounds counted ${totals.paid}`);
    if (provider.paid.count !== totals.paid) {
      problems.push(`the provider paid ${provider.paid.count} transfers for ${totals.paid} payouts`);
    }
    const ledger = await checkLedger(db);
    if (!ledger.ok) problems.push(`the ledger check fails: ${JSON.stringify(ledger).slice(0, 500)}`);
    if (problems.length) {
      process.exitCode = 1;
      console.error(`\nFAILED:\n- ${problems.join('\n- ')}`);
    } else {
      console.log(
        `Checked: ${wrong.pairs} partner-currency pairs each paid once what was owed, nothing payable left, ` +
          `the ledger balances, the provider paid ${provider.paid.count} transfers.`,
      );
    }
  },
);
