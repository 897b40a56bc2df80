// Event-day check-in under load against the built API on PostgreSQL: one event with 50,000 paid
// tickets, 20 scanners at the doors each scanning 10 codes a second (open loop), for 30 s. Most scans
// are the first of a ticket; about 10 % scan again a ticket checked in at least a second before, about
// 1 % are two scanners scanning one ticket at the same moment, and about 1 % are forged codes. Then
// the database is checked: every ticket scanned is checked in exactly once, by the scanner that was
// told CHECKED_IN and at the time it was told, and nothing else is.
//
//   node apps/api/build.mjs
//   DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres \
//     npx tsx --tsconfig apps/api/tsconfig.json tools/bench/check-in-benchmark.ts --out /tmp/check-in.json
//     [--tickets 50000] [--scanners 20] [--rate 10] [--seconds 30] [--keep]
//
// DATABASE_URL names a server where the benchmark may create (and afterwards drop) its own database.
// The API listens on 127.0.0.1 only. Figures are recorded in docs/performance.md, "Check-in".
// Exits 1 when a correctness check fails.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  mulberry32,
  orders,
  partnerMembers,
  persons,
  ticketCode,
  ticketCodeKey,
  tickets,
  ticketTypes,
  type Database,
} from '@pavilion/api-testing/scripts';
import { backendPids, cpuMs, peakRssMiB } from './api-process';
import {
  apiRunOptions,
  benchApi,
  exitUnless,
  HttpClient,
  insertBuyers,
  insertEvent,
  insertPartner,
  machine,
  positiveIntegers,
  runBenchmark,
  sessionToken,
} from './harness';
import { openLoop, percentile } from './load';

const { values: args } = parseArgs({
  options: {
    tickets: { type: 'string', default: '50000' },
    scanners: { type: 'string', default: '20' },
    /** Scans a second of each scanner. */
    rate: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '30' },
    /** Seed of the scan plan (which tickets, which scans repeat), so runs can be compared. */
    seed: { type: 'string', default: '1' },
    ...apiRunOptions(3481),
  },
});
const TICKETS = Number(args.tickets);
const SCANNERS = Number(args.scanners);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const POOL = Number(args.pool);
const PORT = Number(args.port);
const SEED = Number(args.seed);
const TOTAL_RATE = SCANNERS * RATE;
const SCANS = TOTAL_RATE * SECONDS;
/** A short warm-up at the same rate before the measured scans (first scans of tickets of their own). */
const WARMUP_SECONDS = 2;
const WARMUP_SCANS = TOTAL_RATE * WARMUP_SECONDS;
const RESCAN_SHARE = 0.1;
const PAIR_SHARE = 0.01;
const FORGED_SHARE = 0.01;
const TICKETS_PER_ORDER = 10;
const TARGET_P95_MS = 50;
const PRICE_MINOR = 35_000;

positiveIntegers(TICKETS, SCANNERS, RATE, SECONDS, POOL, PORT, SEED);
exitUnless(SCANNERS >= 2, 'Two scanners at least: a pair scans one ticket from two scanners.');
// Every scan may take a ticket of its own (first scans and forged codes), the warm-up's included.
exitUnless(TICKETS >= SCANS + WARMUP_SCANS, `--tickets must be at least the scans made: ${SCANS + WARMUP_SCANS}.`);

const api = benchApi({ name: 'check-in', bundle: args.bundle, copyBundle: true, port: PORT, poolSize: POOL });
const codeKey = ticketCodeKey(api.jwtSecret);

// Fixtures: one partner with an approved event happening today, two ticket types, TICKETS valid
// tickets in paid orders of TICKETS_PER_ORDER (one buyer each), and SCANNERS team members with a
// session each. Payments and ledger lines are left out: a scan reads neither.

interface ScannerSession {
  personId: number;
  name: string;
  token: string;
  /** Each scanner is a device of its own, with its own connections. */
  client: HttpClient;
}

async function createFixtures(db: Database) {
  const partnerId = await insertPartner(db, 'Door Bench Ltd', 'doors@bench.pavilion.test');
  const startAt = new Date(Date.now() - 3600_000);
  const eventId = await insertEvent(db, {
    partnerId,
    name: 'Check-in Benchmark Expo',
    tagline: 'Everyone arrives at nine',
    startAt,
    endAt: new Date(startAt.getTime() + 10 * 3600_000),
    timeZone: 'Europe/London',
  });
  const types = await db
    .insert(ticketTypes)
    .values(
      ['Delegate', 'VIP'].map((name, position) => ({
        eventId: eventId,
        name,
        priceMinor: PRICE_MINOR,
        currency: 'GBP' as const,
        quantity: TICKETS,
        position,
      })),
    )
    .returning({ id: ticketTypes.id });

  const ticketIds: string[] = [];
  const paidAt = new Date(Date.now() - 7 * 86_400_000);
  const ordersCount = Math.ceil(TICKETS / TICKETS_PER_ORDER);
  const ORDERS_PER_BATCH = 200;
  for (let from = 0; from < ordersCount; from += ORDERS_PER_BATCH) {
    const n = Math.min(ORDERS_PER_BATCH, ordersCount - from);
    const ids = await db.transaction(async (tx) => {
      const buyers = await insertBuyers(tx, n, {
        domain: 'bench.pavilion.test',
        firstName: 'Bench',
        prefix: 'door-buyer',
        from,
        attendee: false,
      });
      const sizes = buyers.map((_, i) => Math.min(TICKETS_PER_ORDER, TICKETS - (from + i) * TICKETS_PER_ORDER));
      const made = await tx
        .insert(orders)
        .values(
          buyers.map((p, i) => ({
            personId: p.id,
            eventId: eventId,
            currency: 'GBP' as const,
            totalMinor: PRICE_MINOR * sizes[i]!,
            holdExpiresAt: new Date(paidAt.getTime() + 15 * 60_000),
            buyerFirstName: 'Bench',
            buyerSurname: `Buyer${from + i}`,
            buyerEmail: `door-buyer${from + i}@bench.pavilion.test`,
            createdAt: paidAt,
            updatedAt: paidAt,
          })),
        )
        .returning({ id: orders.id });
      const inserted = await tx
        .insert(tickets)
        .values(
          made.flatMap((o, i) =>
            Array.from({ length: sizes[i]! }, (_, k) => ({
              orderId: o.id,
              eventId: eventId,
              ticketTypeId: types[k === 0 && i % 5 === 0 ? 1 : 0]!.id,
              priceMinor: PRICE_MINOR,
              currency: 'GBP' as const,
              firstName: `Guest${k}`,
              surname: `Buyer${from + i}`,
              email: `door-guest${(from + i) * TICKETS_PER_ORDER + k}@bench.pavilion.test`,
              company: 'Bench Ltd',
              jobTitle: 'Tester',
              position: k,
            })),
          ),
        )
        .returning({ id: tickets.id });
      await tx.execute(
        sql`update orders set status = 'paid', paid_at = ${paidAt.toISOString()}::timestamptz
            where event_id = ${eventId} and status = 'pending'`,
      );
      return inserted.map((t) => t.id);
    });
    ticketIds.push(...ids);
  }
  await db.execute(
    sql`update ticket_types tt set sold = (select count(*) from tickets t where t.ticket_type_id = tt.id)
        where tt.event_id = ${eventId}`,
  );

  const team = await db
    .insert(persons)
    .values(
      Array.from({ length: SCANNERS }, (_, i) => ({
        email: `door-scanner${i + 1}@bench.pavilion.test`,
        firstName: 'Scanner',
        surname: String(i + 1).padStart(2, '0'),
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: persons.id, firstName: persons.firstName, surname: persons.surname });
  await db.insert(partnerMembers).values(team.map((p) => ({ partnerId: partnerId, personId: p.id, role: 'member' })));
  const scanners: ScannerSession[] = [];
  for (const p of team) {
    scanners.push({
      personId: p.id,
      name: `${p.firstName} ${p.surname}`,
      token: await sessionToken(db, api.jwtSecret, p.id),
      client: new HttpClient(api.base),
    });
  }
  // Fresh statistics and a visibility map, as a table some days old would have.
  await db.execute(sql`vacuum analyze tickets, orders, persons, sessions, partner_members, events, ticket_types`);
  return { eventId, ticketIds, scanners };
}

// The scan plan ------------------------------------------------------------------------------------

type ScanKind = 'first' | 'rescan' | 'pair' | 'twin' | 'forged';
interface Scan {
  kind: ScanKind;
  /** Index into the seeded tickets. */
  ticket: number;
  scanner: number;
  body: string;
}

/**
 * `count` scans, scan i by scanner i mod SCANNERS (so each scans RATE a second). Fresh tickets are
 * taken in turn from `nextTicket`; a re-scan takes a ticket whose first scan was due a second or more
 * before; a pair is two scans of one fresh ticket by two scanners, sent together; a forged code names
 * a real ticket that is never scanned with its genuine code.
 */
function plan(count: number, ticketIds: string[], start: { next: number }, mixed: boolean): Scan[] {
  // Seeded, so a plan is the same from run to run.
  const rand = mulberry32(SEED + start.next);
  const scans: Scan[] = [];
  const firstScans: Array<{ at: number; ticket: number }> = [];
  const code = (ticket: number) => JSON.stringify({ code: ticketCode(codeKey, ticketIds[ticket]!) });
  for (let i = 0; i < count; i++) {
    const scanner = i % SCANNERS;
    const previous = scans[i - 1];
    if (previous?.kind === 'pair') {
      scans.push({ kind: 'twin', ticket: previous.ticket, scanner, body: previous.body });
      continue;
    }
    const r = mixed ? rand() : 1;
    const due = firstScans.findLastIndex((f) => f.at <= i - TOTAL_RATE);
    if (r < FORGED_SHARE) {
      const ticket = start.next++;
      const [prefix, id, sig] = ticketCode(codeKey, ticketIds[ticket]!).split('.');
      const forged = `${sig!.slice(0, -4)}${sig!.slice(-4).split('').reverse().join('')}`;
      const body = JSON.stringify({ code: `${prefix}.${id}.${forged === sig ? `A${sig!.slice(1)}` : forged}` });
      scans.push({ kind: 'forged', ticket, scanner, body });
    } else if (r < FORGED_SHARE + RESCAN_SHARE && due >= 0) {
      const ticket = firstScans[Math.floor(rand() * (due + 1))]!.ticket;
      scans.push({ kind: 'rescan', ticket, scanner, body: code(ticket) });
    } else {
      const pair = r < FORGED_SHARE + RESCAN_SHARE + PAIR_SHARE && i + 1 < count;
      const ticket = start.next++;
      firstScans.push({ at: i, ticket });
      scans.push({ kind: pair ? 'pair' : 'first', ticket, scanner, body: code(ticket) });
    }
  }
  return scans;
}

// HTTP ------------------------------------------------------------------------------------------

interface Answer {
  scan: Scan;
  status: number | 'error';
  /** From when the scan was due (a pair: when both of its scans were due together). */
  ms: number;
  result?: string;
  checkedInAt?: string;
  checkedInBy?: string;
  error?: string;
}

async function post(eventId: number, scanner: ScannerSession, body: string) {
  const answer = await scanner.client.request('POST', `/api/partner/events/${eventId}/check-ins`, {
    token: scanner.token,
    body,
  });
  return { status: answer.status, text: answer.status === 'error' ? (answer.code ?? '') : answer.text };
}

/** Runs `scans` in an open loop at TOTAL_RATE a second; answers in the order of the scans. */
async function run(eventId: number, scanners: ScannerSession[], scans: Scan[]) {
  const answers: Answer[] = new Array(scans.length);
  // The first scan of a pair waits for its twin's turn (one interval later), then both leave at once.
  const twinDue = new Map<number, (due: number) => void>();
  const loop = await openLoop(TOTAL_RATE, scans.length / TOTAL_RATE, async (i, due) => {
    const scan = scans[i]!;
    if (scan.kind === 'pair') due = await new Promise<number>((resolve) => twinDue.set(i + 1, resolve));
    else if (scan.kind === 'twin') twinDue.get(i)?.(due);
    const { status, text } = await post(eventId, scanners[scan.scanner]!, scan.body);
    const answer: Answer = { scan, status, ms: performance.now() - due };
    if (status === 200) {
      const body = JSON.parse(text) as { result: string; checkedInAt?: string; checkedInBy?: string };
      Object.assign(answer, { result: body.result, checkedInAt: body.checkedInAt, checkedInBy: body.checkedInBy });
    } else answer.error = status === 'error' ? text : text.slice(0, 200);
    answers[i] = answer;
    return status === 200;
  });
  return { answers, loop };
}

const round = (ms: number) => (Number.isNaN(ms) ? null : Math.round(ms * 10) / 10);
function figures(answers: Answer[]) {
  const ms = answers.map((a) => a.ms).sort((x, y) => x - y);
  return {
    count: answers.length,
    p50Ms: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    p99Ms: round(percentile(ms, 99)),
    maxMs: round(ms[ms.length - 1] ?? NaN),
  };
}

// Checks -----------------------------------------------------------------------------------------

async function checks(
  db: Database,
  eventId: number,
  ticketIds: string[],
  scanners: ScannerSession[],
  answers: Answer[],
) {
  const recorded = await db
    .select({ id: tickets.id, checkedInAt: tickets.checkedInAt, by: tickets.checkedInByPersonId })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), isNotNull(tickets.checkedInAt)));
  const byId = new Map(recorded.map((r) => [r.id, r]));
  // A scan without an answer may or may not have reached the API: its ticket counts as scanned only
  // when another scan of it was answered (it is counted in `notAnswered` either way).
  const genuine = new Set(
    answers.filter((a) => a.scan.kind !== 'forged' && a.status === 200).map((a) => ticketIds[a.scan.ticket]!),
  );
  const unanswered = new Set(
    answers.filter((a) => a.scan.kind !== 'forged' && a.status !== 200).map((a) => ticketIds[a.scan.ticket]!),
  );
  const checkedInAnswers = new Map<string, Answer[]>();
  for (const a of answers) {
    if (a.result !== 'CHECKED_IN') continue;
    const id = ticketIds[a.scan.ticket]!;
    checkedInAnswers.set(id, [...(checkedInAnswers.get(id) ?? []), a]);
  }
  const personOf = new Map(scanners.map((s) => [s.name, s.personId]));
  const sameTime = (iso: string | undefined, at: Date | null) =>
    !!iso && !!at && new Date(iso).getTime() === at.getTime();
  return {
    /** Scans not answered 200 (an error or a refusal): their outcome is unknown to the scanner. */
    notAnswered: answers.filter((a) => a.status !== 200).length,
    /** Tickets scanned with their genuine code, and answered, that are not checked in. */
    scannedNotCheckedIn: [...genuine].filter((id) => !byId.has(id)).length,
    /** Tickets checked in that no genuine scan named (a forged code's ticket among them). */
    checkedInNotScanned: recorded.filter((r) => !genuine.has(r.id) && !unanswered.has(r.id)).length,
    /** CHECKED_IN answers against tickets checked in: equal when each check-in was told once. */
    checkedInAnswersMinusTickets: answers.filter((a) => a.result === 'CHECKED_IN').length - recorded.length,
    /** Tickets told CHECKED_IN more than once (a double check-in). */
    ticketsCheckedInTwice: [...checkedInAnswers.values()].filter((list) => list.length > 1).length,
    /** Check-ins recorded with another scanner or time than the one CHECKED_IN answer told. */
    recordedNotAsTold: recorded.filter((r) => {
      const told = checkedInAnswers.get(r.id);
      return (
        told?.length === 1 &&
        (personOf.get(told[0]!.checkedInBy ?? '') !== r.by || !sameTime(told[0]!.checkedInAt, r.checkedInAt))
      );
    }).length,
    /** ALREADY_CHECKED_IN answers naming another check-in than the one recorded. */
    alreadyNotAsRecorded: answers.filter((a) => {
      if (a.result !== 'ALREADY_CHECKED_IN') return false;
      const r = byId.get(ticketIds[a.scan.ticket]!);
      return !r || personOf.get(a.checkedInBy ?? '') !== r.by || !sameTime(a.checkedInAt, r.checkedInAt);
    }).length,
    /** Forged codes answered anything but INVALID. */
    forgedNotInvalid: answers.filter((a) => a.scan.kind === 'forged' && a.status === 200 && a.result !== 'INVALID')
      .length,
    /** Pairs (two scanners, one ticket, at once) both answered where not exactly one was told CHECKED_IN. */
    pairsNotOneCheckIn: answers.filter((a, i) => {
      const both = [a, answers[i + 1]];
      return (
        a.scan.kind === 'pair' &&
        both.every((x) => x?.status === 200) &&
        both.filter((x) => x?.result === 'CHECKED_IN').length !== 1
      );
    }).length,
  };
}

// Main -------------------------------------------------------------------------------------------

runBenchmark(
  { database: { create: 'pavilion_bench_check_in' }, poolSize: 5, api, keep: args.keep },
  async ({ name, url: databaseUrl, handle, version }) => {
    console.log(`database ${name} on PostgreSQL ${version}; API pool ${POOL}; work dir ${api.workDir}`);
    await api.start(databaseUrl); // migrates and seeds reference data
    const fixtureStart = performance.now();
    const { eventId, ticketIds, scanners } = await createFixtures(handle.db);
    console.log(
      `${ticketIds.length} paid tickets, ${scanners.length} scanners in ${((performance.now() - fixtureStart) / 1000).toFixed(1)} s`,
    );

    const next = { next: 0 };
    const warmup = await run(eventId, scanners, plan(WARMUP_SCANS, ticketIds, next, false));
    const scans = plan(SCANS, ticketIds, next, true);
    const kinds = scans.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.kind]: (acc[s.kind] ?? 0) + 1 }), {});
    console.log(`warm-up: ${WARMUP_SCANS} first scans; plan: ${JSON.stringify(kinds)}`);

    const load0 = loadavg()[0];
    const pids = await backendPids(handle.db);
    const apiCpu0 = cpuMs(api.pid);
    const dbCpu0 = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    const { answers, loop } = await run(eventId, scanners, scans);
    const apiCpu = cpuMs(api.pid) - apiCpu0;
    const dbCpu = (await backendPids(handle.db)).reduce((sum, pid) => sum + cpuMs(pid), 0) - dbCpu0;
    const load1 = loadavg()[0];

    const answered = answers.filter((a) => a.status === 200);
    const byResult: Record<string, ReturnType<typeof figures>> = {};
    for (const result of [...new Set(answered.map((a) => a.result!))].sort())
      byResult[result] = figures(answered.filter((a) => a.result === result));
    const errors = answers
      .filter((a) => a.status !== 200)
      .reduce<Record<string, number>>((acc, a) => {
        const key = `${a.status} ${a.error ?? ''}`.trim();
        return { ...acc, [key]: (acc[key] ?? 0) + 1 };
      }, {});
    const unexpected = answered.filter(
      (a) =>
        (a.scan.kind === 'first' && a.result !== 'CHECKED_IN') ||
        (a.scan.kind === 'rescan' && a.result !== 'ALREADY_CHECKED_IN'),
    ).length;
    const all = figures(answered);
    // Second by second (by when each scan was due): where a queue formed and how long it lasted.
    const timeline = Array.from({ length: SECONDS }, (_, second) => {
      const ms = answers
        .slice(second * TOTAL_RATE, (second + 1) * TOTAL_RATE)
        .filter((a) => a.status === 200)
        .map((a) => a.ms)
        .sort((x, y) => x - y);
      return { second, p95Ms: round(percentile(ms, 95)), maxMs: round(ms[ms.length - 1] ?? NaN) };
    });
    const result = {
      offered: { scanners: SCANNERS, perScannerPerSecond: RATE, perSecond: TOTAL_RATE, seconds: SECONDS, scans: SCANS },
      plan: kinds,
      answered: answered.length,
      throughputPerSecond: Math.round((answered.length / loop.seconds) * 10) / 10,
      all,
      byResult,
      errors,
      /** A first scan not told CHECKED_IN, a re-scan not told ALREADY_CHECKED_IN (pairs excluded). */
      unexpectedAnswers: unexpected,
      maxInFlight: loop.maxInFlight,
      cpuMsPerScan: {
        api: Math.round((apiCpu / SCANS) * 100) / 100,
        postgres: Math.round((dbCpu / SCANS) * 100) / 100,
      },
      loadAverage: Number(((load0 + load1) / 2).toFixed(2)),
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(`warm-up: ${JSON.stringify(figures(warmup.answers.filter((a) => a.status === 200)))}`);
    console.log(`p95 second by second: ${timeline.map((t) => Math.round(t.p95Ms ?? 0)).join(' ')}`);

    const invariants = await checks(handle.db, eventId, ticketIds, scanners, [...warmup.answers, ...answers]);
    console.log(JSON.stringify({ invariants }, null, 2));
    const met = all.p95Ms !== null && all.p95Ms <= TARGET_P95_MS && answered.length === SCANS;
    console.log(
      `\nTarget: ${SCANNERS} scanners x ${RATE} scans/s on one event of ${TICKETS} tickets, p95 ${all.p95Ms} ms ` +
        `(<= ${TARGET_P95_MS} ms with every scan answered: ${met ? 'met' : 'NOT met'}).`,
    );
    if (args.out) {
      const report = {
        machine: machine(),
        postgres: version,
        setup: { tickets: TICKETS, apiPool: POOL, seed: SEED, warmupScans: WARMUP_SCANS },
        warmup: figures(warmup.answers.filter((a) => a.status === 200)),
        ...result,
        timeline,
        apiPeakRssMiB: peakRssMiB(api.pid),
        invariants,
        targetMet: met,
      };
      writeFileSync(args.out, JSON.stringify(report, null, 2));
    }
    if (Object.values(invariants).some((n) => n !== 0)) {
      console.error('CORRECTNESS CHECK FAILED');
      process.exitCode = 1;
    }
  },
);
