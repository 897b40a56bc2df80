// A partner's money at scale: one partner with 10,000 events (half of them past), 1,000,000 paid orders
// and 100,000 refunds, each written to the ledger as checkout and the refund worker write it, then paid
// out by the payout run at three moments of the year (so the partner has payouts of hundreds of
// thousands of lines each, and money still pending). Each shape runs what the route runs (Finances,
// the payouts list, a statement, its CSV and its PDF, laid out and kept) from this process through the same driver, in a closed
// loop, and reports p50 and p95. "Finances before 0027" runs the query Finances ran before what is
// owed was kept (every partner_payable line compared with every line paid out), for comparison.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres \
//     npx tsx --tsconfig apps/api/tsconfig.json tools/bench/finances-benchmark.ts [--keep] [--reuse <db>]
//
// DATABASE_URL names a server where the benchmark may create (and afterwards drop, unless --keep) its
// own database. The refund lines are the ledger's (kind refund); the refund rows the worker keeps are
// not written, since nothing measured here reads them. Figures are in docs/performance.md, "Finances
// and payouts".
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ZPayoutListQuery } from '@pavilion/domain';
import {
  type Database,
  rowsOf,
  checkLedger,
  PartnerFinances,
  PayoutRun,
  statementCsv,
  statementPdf,
  StatementPdfs,
  LocalStorage,
  SimulatedPayoutProvider,
} from '@pavilion/api-testing/scripts';
import { seedOwedAndBalances, seedRefundLines, seedSaleLines } from './ledger-seed';
import { exitUnless, positiveIntegers } from './harness';
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
    ...onePartnerOptions({ requests: 200, warmup: 20 }),
    refunds: { type: 'string', default: '100000' },
  },
});

const { events: EVENTS, orders: ORDERS, load: LOAD } = onePartnerSizes(args);
const REFUNDS = Number(args.refunds);
positiveIntegers(REFUNDS);
exitUnless(REFUNDS <= ORDERS, 'Refunds are at most the orders.');
const DAY = 86_400_000;
const PARTNER: BenchPartner = {
  name: 'Finances Bench Ltd',
  email: 'finances.partner@example.com',
  buyerEmail: 'finances.buyer@example.com',
};

/** The partner's events, paid orders and refunds with their ledger lines, then three payouts. */
async function seed(db: Database, { partnerId, personId }: { partnerId: number; personId: number }): Promise<void> {
  await timedStep(`${EVENTS} events, half of them past`, () => insertEventsInBulk(db, partnerId, EVENTS));
  // Orders with the triggers off: nothing measured here reads what they keep.
  await timedStep(`${ORDERS} paid orders`, () =>
    withTriggersOff(db, (tx) =>
      insertPaidOrdersInBulk(tx, { partnerId, personId, count: ORDERS, events: EVENTS, daysAgo: 400, days: 30 }),
    ),
  );
  const ofPartner = sql`o.partner_id = ${partnerId}`;
  await timedStep('sales in the ledger (3 lines an order)', () => seedSaleLines(db, ofPartner));
  await timedStep(`${REFUNDS} refunds in the ledger`, () => seedRefundLines(db, ofPartner, REFUNDS));
  await timedStep('owed per event and balances', () => seedOwedAndBalances(db));
  await db.execute(sql`
    insert into bank_accounts (partner_id, account_name, iban, swift, country_id, currency, is_payout)
    select ${partnerId}, 'Finances Bench Ltd', 'GB82WEST12345698765432', 'WESTGB2L', c.id, cur.code, true
    from countries c cross join (values ('USD'), ('EUR'), ('GBP')) cur(code) where c.code = 'GB'`);
  await timedStep('vacuum analyze', () => db.execute(sql`vacuum analyze`));

  // The payout run at three moments: each gathers what became payable and pays it.
  for (const daysAgo of [240, 120, 1]) {
    const at = new Date(Date.now() - daysAgo * DAY);
    const run = new PayoutRun({ db, provider: new SimulatedPayoutProvider(), now: () => at });
    const scheduled = await timedStep(`payout run ${daysAgo} days ago: gathering`, () => run.schedule());
    const open = rowsOf<{ id: string }>(
      await db.execute(sql`select id::text from payouts where partner_id = ${partnerId} and status <> 'paid'`),
    );
    for (const { id } of open) await run.send(id);
    console.log(`    ${scheduled} payouts gathered, ${open.length} sent`);
  }
  await timedStep('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

runOnePartnerBenchmark(
  { name: 'finances', partner: PARTNER, poolSize: 8, reuse: args.reuse, keep: args.keep },
  seed,
  async ({ db, partnerId }) => {
    // The kept statement PDFs go to local file storage in a directory of their own, removed at the end.
    const storageDir = await mkdtemp(path.join(tmpdir(), 'pavilion-finances-bench-'));
    try {
      const [counts] = rowsOf<{ orders: number; refunds: number; lines: number; unsettled: number; payouts: number }>(
        await db.execute(sql`select
          (select count(*)::int from orders where partner_id = ${partnerId}) as orders,
          (select count(distinct transaction_id)::int from ledger_entries where kind = 'refund') as refunds,
          (select count(*)::int from ledger_entries) as lines,
          (select count(*)::int from unsettled_payables) as unsettled,
          (select count(*)::int from payouts) as payouts`),
      );
      console.log(
        `Partner ${partnerId}: ${counts.orders} paid orders, ${counts.refunds} refunds, ${counts.lines} ledger lines, ` +
          `${counts.unsettled} not yet paid out, ${counts.payouts} payouts`,
      );
      const ledger = await timedStep('ledger check', () => checkLedger(db));
      if (!ledger.ok) throw new Error(`The ledger does not balance: ${JSON.stringify(ledger).slice(0, 500)}`);

      const finances = new PartnerFinances(db, partnerId, () => new Date());
      const biggest = rowsOf<{ id: string; lines: number }>(
        await db.execute(sql`select p.id::text, count(pl.*)::int as lines from payouts p
                             join payout_lines pl on pl.payout_id = p.id
                             where p.partner_id = ${partnerId} group by p.id order by 2 desc limit 3`),
      );
      console.log(`Largest payouts: ${biggest.map((b) => `${b.lines} lines`).join(', ')}`);
      const payoutOf = (i: number) => biggest[i % biggest.length].id;
      const pdfs = new StatementPdfs(db, new LocalStorage(storageDir), partnerId, () => new Date());
      const shapes: Shape[] = [
        { name: 'Finances (balances, upcoming, open payouts, plan, blocks)', run: () => finances.finances() },
        { name: 'payouts, newest first', run: () => finances.list(ZPayoutListQuery.parse({})) },
        { name: 'payouts, by amount', run: () => finances.list(ZPayoutListQuery.parse({ sort: 'amount' })) },
        { name: 'statement of a payout', run: (i) => finances.detail(payoutOf(i)) },
        { name: 'statement as CSV', run: async (i) => statementCsv(await finances.detail(payoutOf(i))) },
        {
          name: 'statement as PDF, laid out (the first download of a paid payout)',
          run: async (i) => statementPdf(await finances.detail(payoutOf(i)), 'Benchmark Events Ltd'),
        },
        {
          name: 'statement as PDF, kept (every later download of a paid payout)',
          run: (i) => pdfs.pdf(payoutOf(i)),
        },
        {
          name: 'Finances before 0027 (the unsettled lines query alone)',
          run: () =>
            db.execute(sql`
              select l.id, l.currency, l.amount_minor, o.event_id, e.name,
                     case when o.event_id is null then l.created_at else payout_payable_at(e.end_at) end as payable_at
              from ledger_entries l
              left join orders o on o.id = l.order_id
              left join events e on e.id = o.event_id
              where l.partner_id = ${partnerId} and l.account = 'partner_payable' and l.kind <> 'payout'
                and not exists (select 1 from payout_lines pl where pl.ledger_entry_id = l.id)
              order by payable_at, l.id`),
        },
      ];
      await shapeTable(shapes, LOAD);
    } finally {
      await rm(storageDir, { recursive: true, force: true });
    }
  },
);
