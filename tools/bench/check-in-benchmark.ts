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
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { eventDurationIdFor } from '@pavilion/domain';
import {
  openDatabase,
  type Database,
  events,
  orders,
  partnerMembers,
  partners,
  persons,
  tickets,
  ticketTypes,
  createSession,
  ticketCode,
  ticketCodeKey,
  mulberry32,
} from '../../apps/api/src/testing/scripts';
import { ApiProcess, backendPids, cpuMs, peakRssMiB } from './api-process';
import { openLoop, percentile } from './load';

const { values: args } = parseArgs({
  options: {
    tickets: { type: 'string', default: '50000' },
    scanners: { type: 'string', default: '20' },
    /** Scans a second of each scanner. */
    rate: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '30' },
    pool: { type: 'string', default: '10' },
    port: { type: 'string', default: '3481' },
    bundle: { type: 'string', default: 'dist/apps/api' },
    /** Seed of the scan plan (which tickets, which scans repeat), so runs can be compared. */
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    keep: { type: 'boolean', default: false },
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
const ADMIN_URL = process.env.DATABASE_URL;
const JWT_SECRET = randomBytes(32).toString('hex');
const BUNDLE = path.resolve(args.bundle ?? 'dist/apps/api');
const PRICE_MINOR = 35_000;

if (!ADMIN_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server the benchmark may create a database on.');
  process.exit(2);
}
if (!existsSync(path.join(BUNDLE, 'main.cjs'))) {
  console.error('Build the API first: node apps/api/build.mjs');
  process.exit(2);
}
if ([TICKETS, SCANNERS, RATE, SECONDS, POOL, PORT, SEED].some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('Options are positive integers.');
  process.exit(2);
}
if (SCANNERS < 2) {
  console.error('Two scanners at least: a pair scans one ticket from two scanners.');
  process.exit(2);
}
// Every scan may take a ticket of its own (first scans and forged codes), the warm-up's included.
if (TICKETS < SCANS + WARMUP_SCANS) {
  console.error(`--tickets must be at least the scans made: ${SCANS + WARMUP_SCANS}.`);
  process.exit(2);
}

mkdirSync(path.resolve('tmp'), { recursive: true });
const workDir = mkdtempSync(path.resolve('tmp', 'check-in-bench-'));
const bundleCopy = path.join(workDir, 'api');
cpSync(BUNDLE, bundleCopy, { recursive: true });
const api = new ApiProcess({
  main: path.join(bundleCopy, 'main.cjs'),
  workDir,
  port: PORT,
  poolSize: POOL,
  jwtSecret: JWT_SECRET,
  // Email delivery is paused so it does not compete for the CPU being measured.
  env: { PAYMENT_DELAY_MS: '0', OUTBOX_POLL_MS: String(24 * 3600_000) },
});
const codeKey = ticketCodeKey(JWT_SECRET);

// Fixtures: one partner with an approved event happening today, two ticket types, TICKETS valid
// tickets in paid orders of TICKETS_PER_ORDER (one buyer each), and SCANNERS team members with a
// session each. Payments and ledger lines are left out: a scan reads neither.

interface ScannerSession {
  personId: number;
  name: string;
  token: string;
  agent: http.Agent;
}

async function createFixtures(db: Database) {
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Door Bench Ltd', email: 'doors@bench.pavilion.test', currentVettingStatus: 'APPROVED' })
    .returning({ id: partners.id });
  const startAt = new Date(Date.now() - 3600_000);
  const endAt = new Date(startAt.getTime() + 10 * 3600_000);
  const [event] = await db
    .insert(events)
    .values({
      partnerId: partner.id,
      name: 'Check-in Benchmark Expo',
      tagline: 'Everyone arrives at nine',
      description: 'Benchmark event.',
      websiteUrl: 'https://bench.pavilion.test',
      attendanceType: 1,
      startAt,
      endAt,
      durationId: eventDurationIdFor(startAt, endAt),
      timeZone: 'Europe/London',
      status: 'APPROVED',
      published: true,
    })
    .returning({ id: events.id });
  const types = await db
    .insert(ticketTypes)
    .values(
      ['Delegate', 'VIP'].map((name, position) => ({
        eventId: event.id,
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
      const buyers = await tx
        .insert(persons)
        .values(
          Array.from({ length: n }, (_, i) => ({
            email: `door-buyer${from + i}@bench.pavilion.test`,
            firstName: 'Bench',
            surname: `Buyer${from + i}`,
            passwordHash: 'x',
          })),
        )
        .returning({ id: persons.id });
      const sizes = buyers.map((_, i) => Math.min(TICKETS_PER_ORDER, TICKETS - (from + i) * TICKETS_PER_ORDER));
      const made = await tx
        .insert(orders)
        .values(
          buyers.map((p, i) => ({
            personId: p.id,
            eventId: event.id,
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
              eventId: event.id,
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
            where event_id = ${event.id} and status = 'pending'`,
      );
      return inserted.map((t) => t.id);
    });
    ticketIds.push(...ids);
  }
  await db.execute(
    sql`update ticket_types tt set sold = (select count(*) from tickets t where t.ticket_type_id = tt.id)
        where tt.event_id = ${event.id}`,
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
  await db.insert(partnerMembers).values(team.map((p) => ({ partnerId: partner.id, personId: p.id, role: 'member' })));
  const settings = { jwtSecret: JWT_SECRET, ttlHours: 24, secureCookies: false };
  const scanners: ScannerSession[] = [];
  for (const p of team) {
    scanners.push({
      personId: p.id,
      name: `${p.firstName} ${p.surname}`,
      token: (await createSession(db, settings, p.id, {})).token,
      // Each scanner is a device of its own, with its own connections.
      agent: new http.Agent({ keepAlive: true, maxSockets: Infinity }),
    });
  }
  // Fresh statistics and a visibility map, as a table some days old would have.
  await db.execute(sql`vacuum analyze tickets, orders, persons, sessions, partner_members, events, ticket_types`);
  return { eventId: event.id, ticketIds, scanners };
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

// HTTP (node:http with a keep-alive agent per scanner, lighter than fetch) ------------------------

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

function post(eventId: number, scanner: ScannerSession, body: string) {
  return new Promise<{ status: number | 'error'; text: string }>((resolve) => {
    const req = http.request(
      `${api.base}/api/partner/events/${eventId}/check-ins`,
      {
        method: 'POST',
        agent: scanner.agent,
        headers: {
          authorization: `Bearer ${scanner.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', (err) => resolve({ status: 'error', text: err.message }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 'error', text: err.code ?? err.message }));
    req.end(body);
  });
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

async function main() {
  const dbName = `pavilion_bench_check_in_${randomBytes(4).toString('hex')}`;
  const admin = postgres(ADMIN_URL!, { max: 1, onnotice: () => undefined });
  const [{ version }] = await admin<{ version: string }[]>`select current_setting('server_version') as version`;
  await admin.unsafe(`create database ${dbName}`);
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl, poolSize: 5 });
  try {
    console.log(`database ${dbName} on PostgreSQL ${version}; API pool ${POOL}; work dir ${workDir}`);
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
        machine: {
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          memoryGiB: Math.round(totalmem() / 2 ** 30),
          node: process.version,
        },
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
  } finally {
    await api.stop();
    await handle.close();
    if (args.keep) console.log(`kept database ${dbName}`);
    else await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end({ timeout: 5 });
    if (!args.keep) rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch(async (err) => {
  console.error(err);
  await api.kill();
  process.exit(1);
});
