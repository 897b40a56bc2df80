// Cancellations under load against the built API on PostgreSQL: buyers of one event cancel their
// orders at a steady rate (open loop), then again while the API is killed with SIGKILL and started
// once more, after which the refund worker must finish every refund the kill interrupted. The
// simulated payment provider writes each refund it pays to its journal (as a real provider keeps its
// idempotency keys), so "paid once" is checked against what the provider paid, not only our rows.
//
//   node apps/api/build.mjs
//   DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres \
//     npx tsx --tsconfig apps/api/tsconfig.json tools/bench/refund-benchmark.ts --out /tmp/refunds.json
//
// DATABASE_URL names a server where the benchmark may create (and afterwards drop) its own database.
// The API listens on 127.0.0.1 only. Figures are recorded in docs/performance.md, "Cancellations".
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import {
  cancellationPolicies,
  cancellationPolicyPeriods,
  checkLedger,
  countries,
  orders,
  payments,
  readRefundJournal,
  recordSale,
  rowsOf,
  simulatedRefundJournal,
  tickets,
  type Database,
} from '@pavilion/api-testing/scripts';
import { peakRssMiB, sleep } from './api-process';
import {
  apiRunOptions,
  benchApi,
  HttpClient,
  insertBuyers,
  insertEvent,
  insertPartner,
  insertTicketType,
  machine,
  positiveIntegers,
  runBenchmark,
  sessionToken,
  tally,
  type Answer,
} from './harness';
import { openLoop, percentile } from './load';

const { values: args } = parseArgs({
  options: {
    /** Cancellations per second offered in the steady phase, and for how long. */
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    /** Orders cancelled in the phase during which the API is killed (at the same rate). */
    'crash-orders': { type: 'string', default: '1000' },
    /** The simulated provider's delay per call in the crash phase, so the kill finds refunds under way. */
    'crash-gateway-delay': { type: 'string', default: '300' },
    /** How long a refund under way is left to its request before the worker takes it over (REFUND_LEASE_MS). */
    'lease-ms': { type: 'string', default: '60000' },
    ...apiRunOptions(3471),
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const CRASH_ORDERS = Number(args['crash-orders']);
const POOL = Number(args.pool);
const PORT = Number(args.port);
const STEADY_ORDERS = RATE * SECONDS;
const ORDERS = STEADY_ORDERS + CRASH_ORDERS;
/** A refund whose request died is taken over by the worker after this lease (REFUND_LEASE_MS). */
const LEASE_MS = Number(args['lease-ms']);
const PRICE_MINOR = 24_900;

positiveIntegers(RATE, SECONDS, CRASH_ORDERS, POOL, PORT, LEASE_MS);

const api = benchApi({
  name: 'refund',
  bundle: args.bundle,
  copyBundle: true,
  port: PORT,
  poolSize: POOL,
  env: {
    // The worker looks for interrupted refunds twice a second (they become its after the lease).
    REFUND_POLL_MS: '500',
    REFUND_LEASE_MS: String(LEASE_MS),
  },
});
const journal = simulatedRefundJournal(path.join(api.workDir, 'data'));

// Fixtures: one event 60 days away whose policy gives 100 % back, and ORDERS buyers with one paid
// order of one ticket each, written as checkout writes them (pending, tickets, payment, then paid,
// with the sale in the ledger), each buyer with a session of their own.

interface Buyer {
  token: string;
  orderId: string;
}

async function createFixtures(db: Database): Promise<{ eventId: number; ticketTypeId: number; buyers: Buyer[] }> {
  const partnerId = await insertPartner(db, 'Refund Bench Ltd', 'refunds@bench.pavilion.test');
  const startAt = new Date(Date.now() + 60 * 86_400_000);
  const eventId = await insertEvent(db, {
    partnerId,
    name: 'Refund Benchmark Congress',
    tagline: 'Everyone changes their plans',
    startAt,
    endAt: new Date(startAt.getTime() + 86_400_000),
  });
  const [policy] = await db
    .insert(cancellationPolicies)
    .values({ partnerId, name: 'Flexible', freeCancellation: true })
    .returning({ id: cancellationPolicies.id });
  await db
    .insert(cancellationPolicyPeriods)
    .values({ policyId: policy.id, percentageRefund: 100, startDaysBeforeEvent: 365, endDaysBeforeEvent: 0 });
  const ticketTypeId = await insertTicketType(db, {
    eventId,
    name: 'Delegate',
    priceMinor: PRICE_MINOR,
    quantity: ORDERS,
    cancellationPolicyId: policy.id,
  });

  const [gb] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'GB'));
  const countryId = gb!.id;
  const buyers: Buyer[] = [];
  const paidAt = new Date(Date.now() - 86_400_000);
  for (let from = 0; from < ORDERS; from += 500) {
    const n = Math.min(500, ORDERS - from);
    const made = await db.transaction(async (tx) => {
      const people = await insertBuyers(tx, n, {
        domain: 'bench.pavilion.test',
        firstName: 'Bench',
        prefix: 'refund-buyer',
        from,
      });
      const made = await tx
        .insert(orders)
        .values(
          people.map((p, i) => ({
            personId: p.id,
            eventId: eventId,
            partnerId: partnerId,
            currency: 'USD' as const,
            totalMinor: PRICE_MINOR,
            holdExpiresAt: new Date(paidAt.getTime() + 15 * 60_000),
            buyerFirstName: 'Bench',
            buyerSurname: `Buyer${from + i}`,
            buyerEmail: `refund-buyer${from + i}@bench.pavilion.test`,
            createdAt: paidAt,
            updatedAt: paidAt,
          })),
        )
        .returning({ id: orders.id, personId: orders.personId });
      await tx.insert(tickets).values(
        made.map((o, i) => ({
          orderId: o.id,
          eventId: eventId,
          ticketTypeId: ticketTypeId,
          priceMinor: PRICE_MINOR,
          currency: 'USD' as const,
          firstName: 'Bench',
          surname: `Buyer${from + i}`,
          email: `refund-buyer${from + i}@bench.pavilion.test`,
          company: 'Bench Ltd',
          jobTitle: 'Tester',
          position: 0,
        })),
      );
      await tx.insert(payments).values(
        made.map((o, i) => ({
          orderId: o.id,
          idempotencyKey: `bench-${from + i}`,
          status: 'succeeded' as const,
          amountMinor: PRICE_MINOR,
          currency: 'USD' as const,
          gateway: 'simulated',
          gatewayReference: `sim_bench_${from + i}`,
          cardBrand: 'visa',
          cardLast4: '4242',
          expiryMonth: 12,
          expiryYear: paidAt.getUTCFullYear() + 2,
          cardholderName: 'Bench Buyer',
          cardholderAddress: '1 Bench Street',
          cardholderZipCode: 'EC1A 1BB',
          cardholderCountryId: countryId,
          createdAt: paidAt,
        })),
      );
      await tx.execute(
        sql`update orders set status = 'paid', paid_at = ${paidAt.toISOString()}::timestamptz where event_id = ${eventId} and status = 'pending'`,
      );
      for (const o of made) await recordSale(tx, o.id, paidAt);
      await tx.execute(sql`update ticket_types set sold = sold + ${n} where id = ${ticketTypeId}`);
      return made;
    });
    for (const o of made) {
      buyers.push({ token: await sessionToken(db, api.jwtSecret, o.personId!), orderId: o.id });
    }
  }
  return { eventId, ticketTypeId, buyers };
}

// HTTP ------------------------------------------------------------------------------------------

const client = new HttpClient(api.base);
const cancel = (buyer: Buyer): Promise<Answer> =>
  client.request('POST', `/api/orders/${buyer.orderId}/cancel`, { token: buyer.token, body: {} });

// Checks ------------------------------------------------------------------------------------------

async function invariants(db: Database, eventId: number, ticketTypeId: number) {
  const one = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n);
  const refunded = rowsOf<{ id: string; amount_minor: number }>(
    await db.execute(sql`select id::text, amount_minor from refunds where status = 'refunded'`),
  );
  const paidByProvider = readRefundJournal(journal);
  const providerKeys = new Map<string, number>();
  for (const r of paidByProvider) providerKeys.set(r.key, (providerKeys.get(r.key) ?? 0) + 1);
  const ours = new Map(refunded.map((r) => [r.id, Number(r.amount_minor)]));
  const ledger = await checkLedger(db);
  return {
    /** Orders with more than one refund (each cancels one ticket, once). */
    ordersRefundedTwice: await one(
      sql`select count(*)::int as n from (select order_id from refunds group by order_id having count(*) > 1) x`,
    ),
    /** Refunds not paid by the end (requested or failed). */
    refundsNotFinished: await one(sql`select count(*)::int as n from refunds where status <> 'refunded'`),
    /** Cancelled orders without a refund, and refunds of orders still paid. */
    cancelledWithoutRefund: await one(
      sql`select count(*)::int as n from orders o where o.event_id = ${eventId} and o.status = 'cancelled'
          and not exists (select 1 from refunds r where r.order_id = o.id)`,
    ),
    refundedButStillPaid: await one(
      sql`select count(*)::int as n from orders o where o.event_id = ${eventId} and o.status = 'paid'
          and exists (select 1 from refunds r where r.order_id = o.id)`,
    ),
    /** The ticket type's sold count against the valid tickets of paid orders (a seat released twice or never). */
    soldMismatch: Math.abs(
      (await one(sql`select sold as n from ticket_types where id = ${ticketTypeId}`)) -
        (await one(
          sql`select count(*)::int as n from tickets t join orders o on o.id = t.order_id
              where t.ticket_type_id = ${ticketTypeId} and t.status = 'valid' and o.status = 'paid'`,
        )),
    ),
    /** Keys the provider paid more than once (never, by its journal), and payments that differ from our rows. */
    providerPaidTwice: [...providerKeys.values()].filter((n) => n > 1).length,
    providerPaidNotRecorded: [...providerKeys.keys()].filter((k) => !ours.has(k)).length,
    recordedNotPaidByProvider: [...ours.keys()].filter((k) => !providerKeys.has(k)).length,
    amountMismatches: paidByProvider.filter((r) => ours.has(r.key) && ours.get(r.key) !== r.amountMinor).length,
    ledgerUnbalanced: ledger.ok ? 0 : 1,
  };
}

// Main -------------------------------------------------------------------------------------------

runBenchmark(
  { database: { create: 'pavilion_bench_refunds' }, poolSize: 5, api, keep: args.keep },
  async ({ name, url: databaseUrl, handle, version }) => {
    console.log(`database ${name} on PostgreSQL ${version}; API pool ${POOL}; work dir ${api.workDir}`);
    await api.start(databaseUrl); // migrates and seeds reference data
    const fixtureStart = performance.now();
    const { eventId, ticketTypeId, buyers } = await createFixtures(handle.db);
    console.log(`${buyers.length} paid orders in ${((performance.now() - fixtureStart) / 1000).toFixed(1)} s`);

    // 1. Steady: RATE cancellations a second for SECONDS, each a different order.
    client.fresh();
    const steadyAnswers: Answer[] = [];
    const load0 = loadavg()[0];
    const steady = await openLoop(RATE, SECONDS, async (i) => {
      const answer = await cancel(buyers[i]!);
      steadyAnswers.push(answer);
      return answer.status === 200;
    });
    const steadyResult = {
      offeredPerSecond: RATE,
      seconds: SECONDS,
      statuses: tally(steadyAnswers),
      p50Ms: Math.round(percentile(steady.latencies, 50)),
      p95Ms: Math.round(percentile(steady.latencies, 95)),
      p99Ms: Math.round(percentile(steady.latencies, 99)),
      maxInFlight: steady.maxInFlight,
      loadAverage: Number(((load0 + loadavg()[0]) / 2).toFixed(2)),
    };
    console.log(`steady: ${JSON.stringify(steadyResult)}`);

    // 2. Crash: the same rate over CRASH_ORDERS more orders; the API is killed once 30 % are sent.
    // The provider answers slowly in this phase, so the kill finds refunds under way at the gateway.
    await api.stop();
    await api.start(databaseUrl, { PAYMENT_DELAY_MS: args['crash-gateway-delay']! });
    client.fresh();
    const crashBuyers = buyers.slice(STEADY_ORDERS);
    const crashAnswers: Answer[] = [];
    let killing: Promise<void> | null = null;
    // Killed once 30 % of the phase's requests have been sent (a moment in time, not an answer: answers
    // of one batch arrive together, so counting them would kill just after a batch ended) and a refund
    // is under way at the provider, which on a loaded machine may come a moment later.
    const killWhileRefunding = async () => {
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const [{ n }] = rowsOf<{ n: number }>(
          await handle.db.execute(sql`select count(*)::int as n from refunds where status <> 'refunded'`),
        );
        if (n > 0) break;
        await sleep(10);
      }
      await api.kill();
    };
    await openLoop(RATE, CRASH_ORDERS / RATE, async (i) => {
      if (!killing && i >= CRASH_ORDERS * 0.3) killing = killWhileRefunding();
      const answer = await cancel(crashBuyers[i]!);
      crashAnswers[i] = answer;
      return false;
    });
    await killing;
    const interrupted = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from refunds where status <> 'refunded'`),
    )[0]!.n;
    console.log(
      `crash: ${JSON.stringify(tally(crashAnswers))}; refunds left unfinished by the kill: ${interrupted}; starting again`,
    );
    const restarted = performance.now();
    await api.start(databaseUrl);
    client.fresh();
    // Orders whose answer was lost are asked again, as a buyer would: already cancelled, or cancelled now.
    const lost = crashBuyers.filter((_, i) => crashAnswers[i]?.status === 'error');
    const retried = await Promise.all(lost.map((b) => cancel(b)));
    // The worker takes over each interrupted refund after its lease.
    const deadline = Date.now() + LEASE_MS + 60_000;
    let left = Infinity;
    while (Date.now() < deadline) {
      left = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from refunds where status <> 'refunded'`),
      )[0]!.n;
      if (left === 0) break;
      await sleep(500);
    }
    const crashResult = {
      orders: CRASH_ORDERS,
      statuses: tally(crashAnswers),
      interruptedRefunds: interrupted,
      retriedAfterRestart: tally(retried),
      secondsUntilWorkerFinished: left === 0 ? Number(((performance.now() - restarted) / 1000).toFixed(1)) : null,
    };
    console.log(`after restart: ${JSON.stringify(crashResult)}`);

    const checks = await invariants(handle.db, eventId, ticketTypeId);
    const report = {
      machine: machine(),
      postgres: version,
      setup: { orders: ORDERS, apiPool: POOL, apiStarts: api.starts },
      steady: steadyResult,
      crash: crashResult,
      apiPeakRssMiB: peakRssMiB(api.pid),
      invariants: checks,
    };
    console.log(JSON.stringify({ invariants: checks }, null, 2));
    const allAnswered = (steadyResult.statuses['200'] ?? 0) === STEADY_ORDERS;
    console.log(
      `\nTarget: ${RATE} cancellations/s on one event, p95 ${steadyResult.p95Ms} ms ` +
        `(<= 300 ms with every one answered 200: ${steadyResult.p95Ms <= 300 && allAnswered ? 'met' : 'NOT met'}).`,
    );
    if (args.out) writeFileSync(args.out, JSON.stringify(report, null, 2));
    if (Object.values(checks).some((n) => n !== 0) || left !== 0) {
      console.error('INVARIANTS BROKEN');
      process.exitCode = 1;
    }
  },
);
