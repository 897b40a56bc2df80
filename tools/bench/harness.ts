// What every benchmark does around its own scenario: checks its options, makes (or opens) its database,
// runs the built API as its own process (api-process.ts), writes the fixtures most of them start from
// (a partner, an event, ticket types, buyers with sessions), speaks HTTP to the API, and stops, drops
// and removes all of it at the end, whatever happens.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { eventDurationIdFor } from '@pavilion/domain';
import {
  attendees,
  createSession,
  events,
  MIGRATIONS_DIR,
  openDatabase,
  partners,
  persons,
  rowsOf,
  seedReferenceData,
  seedDemoVenues,
  ticketTypes,
  type Database,
  type DatabaseHandle,
  type DbOrTx,
} from '@pavilion/api-testing/scripts';
import { ApiProcess, type ApiProcessOptions } from './api-process';

// Options -----------------------------------------------------------------------------------------

/** Exits 2 with a message when `holds` is false (a wrong option or a missing prerequisite). */
export function exitUnless(holds: boolean, message: string): void {
  if (holds) return;
  console.error(message);
  process.exit(2);
}

/** Exits 2 unless every number is a positive integer. */
export function positiveIntegers(...numbers: number[]): void {
  exitUnless(
    numbers.every((n) => Number.isInteger(n) && n >= 1),
    'Options are positive integers.',
  );
}

/**
 * The options (node:util parseArgs) of a benchmark that runs the built API on a database of its own:
 * the API's connection pool and port, the bundle it runs, a JSON report to write, and --keep for the
 * database and the API's work folder.
 */
export const apiRunOptions = (port: number) =>
  ({
    pool: { type: 'string', default: '10' },
    port: { type: 'string', default: String(port) },
    /** The built API to run (node apps/api/build.mjs writes dist/apps/api). */
    bundle: { type: 'string', default: 'dist/apps/api' },
    out: { type: 'string' },
    keep: { type: 'boolean', default: false },
  }) as const;

/** The options of a benchmark that seeds a database of its own and may keep it to run again on it. */
export const reusableDatabaseOptions = {
  keep: { type: 'boolean', default: false },
  /** Reuse a database made by an earlier --keep run (its name) instead of seeding. */
  reuse: { type: 'string' },
} as const;

/**
 * The options of a benchmark that times its cases in a closed loop (load.ts closedLoop, shapeTable):
 * the requests timed per case, the warm-up calls before them and how many run at once, with the
 * benchmark's own defaults (one at a time unless it says otherwise).
 */
export const closedLoopOptions = ({
  requests,
  warmup,
  concurrency = 1,
}: {
  requests: number;
  warmup: number;
  concurrency?: number;
}) =>
  ({
    requests: { type: 'string', default: String(requests) },
    warmup: { type: 'string', default: String(warmup) },
    concurrency: { type: 'string', default: String(concurrency) },
  }) as const;

/** The closed loop's load as closedLoop and shapeTable take it, from the options above; exits 2 unless they are whole numbers (requests and concurrency at least 1). */
export function closedLoopLoad(args: { requests: string; warmup: string; concurrency: string }) {
  const load = { requests: Number(args.requests), warmup: Number(args.warmup), concurrency: Number(args.concurrency) };
  positiveIntegers(load.requests, load.concurrency);
  exitUnless(Number.isInteger(load.warmup) && load.warmup >= 0, 'The warm-up is a whole number of calls.');
  return load;
}

/** The machine a figure was measured on, for a report. */
export const machine = () => ({
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
});

// The API process ---------------------------------------------------------------------------------

/** Email delivery (PDF rendering) paused and payments answered at once: nothing competes for the CPU being measured. */
const QUIET = { PAYMENT_DELAY_MS: '0', OUTBOX_POLL_MS: String(24 * 3600_000) };

export interface BenchApiOptions extends Omit<ApiProcessOptions, 'main' | 'workDir' | 'jwtSecret' | 'nodeFlags'> {
  /** Names the work folder, tmp/<name>-bench-XXXXXX. */
  name: string;
  /** The built API (node apps/api/build.mjs writes dist/apps/api). */
  bundle?: string;
  /**
   * Runs a private copy of the bundle, so a rebuild of dist/ during the run cannot change what a
   * restart starts (the benchmarks that kill the API and start it again).
   */
  copyBundle?: boolean;
  /** Extra node flags as typed on the command line, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
  nodeFlags?: string;
}

/**
 * The built API for a benchmark, not started yet: a work folder of its own under the repository's
 * tmp/ (ignored, and next to node_modules, which the bundle's package imports need), a fresh JWT
 * secret, and the quiet environment above under the benchmark's own. Exits 2 if the API is not built.
 */
export function benchApi({
  name,
  bundle = 'dist/apps/api',
  copyBundle = false,
  nodeFlags = '',
  env,
  ...rest
}: BenchApiOptions) {
  const dir = path.resolve(bundle);
  exitUnless(existsSync(path.join(dir, 'main.cjs')), 'Build the API first: node apps/api/build.mjs');
  mkdirSync(path.resolve('tmp'), { recursive: true });
  const workDir = mkdtempSync(path.resolve('tmp', `${name}-bench-`));
  let main = path.join(dir, 'main.cjs');
  if (copyBundle) {
    cpSync(dir, path.join(workDir, 'api'), { recursive: true });
    main = path.join(workDir, 'api', 'main.cjs');
  }
  return new ApiProcess({
    ...rest,
    main,
    workDir,
    jwtSecret: randomBytes(32).toString('hex'),
    nodeFlags: nodeFlags.split(' ').filter(Boolean),
    env: { ...QUIET, ...env },
  });
}

// The database ------------------------------------------------------------------------------------

export interface BenchDatabase {
  /** The database's name and URL. */
  name: string;
  url: string;
  handle: DatabaseHandle;
  db: Database;
  /** PostgreSQL's version, e.g. 16.4. */
  version: string;
}

export type DatabaseSetup =
  | {
      /**
       * A database of the benchmark's own on the server DATABASE_URL names, <prefix>_<random>, dropped
       * at the end unless kept; or, with `reuse`, one an earlier run kept (never dropped).
       */
      create: string;
      reuse?: string;
      /** Migrated from this process (a benchmark with no API; the API migrates a database itself), reference data seeded. */
      migrate?: boolean;
    }
  | {
      /** The database DATABASE_URL names, seeded beforehand: what it must hold, for the message when it is missing. */
      seeded: string;
    };

export interface BenchmarkSetup {
  database: DatabaseSetup;
  /** Connections this process opens to it. */
  poolSize: number;
  /** Stopped at the end (killed if the scenario failed), its work folder removed unless kept. */
  api?: ApiProcess;
  /** Keep the database and the API's work folder. */
  keep?: boolean;
}

/**
 * Runs a benchmark's scenario on its database and cleans up after it: the API stopped, the connection
 * closed, the database dropped (unless kept or reused), the work folder removed. An error is printed
 * and exits 1; a scenario that finds a broken invariant sets process.exitCode itself.
 */
export async function runBenchmark(
  setup: BenchmarkSetup,
  scenario: (bench: BenchDatabase) => Promise<void>,
): Promise<void> {
  const { database, poolSize, api, keep = false } = setup;
  const serverUrl = process.env.DATABASE_URL;
  exitUnless(
    !!serverUrl,
    'create' in database
      ? 'Set DATABASE_URL to a PostgreSQL server the benchmark may create a database on.'
      : `Set DATABASE_URL to a PostgreSQL database seeded by ${database.seeded}.`,
  );
  // The server's own database, to create and drop the benchmark's (none for a seeded one: a connection
  // to it would keep a benchmark from copying it as a template).
  const admin = 'create' in database ? postgres(serverUrl!, { max: 1, onnotice: () => undefined }) : null;
  const created = 'create' in database && !database.reuse;
  const name =
    'create' in database
      ? (database.reuse ?? `${database.create}_${randomBytes(4).toString('hex')}`)
      : new URL(serverUrl!).pathname.slice(1);
  let handle: DatabaseHandle | null = null;
  let failed = false;
  try {
    if (created) await admin!.unsafe(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), poolSize });
    const [{ version }] = rowsOf<{ version: string }>(
      await handle.db.execute(sql`select current_setting('server_version') as version`),
    );
    if ('create' in database && database.migrate) {
      // A reused database gets the migrations added since it was made.
      await handle.migrate(MIGRATIONS_DIR);
      if (created) {
        await seedReferenceData(handle.db);
        await seedDemoVenues(handle.db);
      }
    }
    await scenario({ name, url: url.toString(), handle, db: handle.db, version });
  } catch (err) {
    console.error(err);
    failed = true;
    await api?.kill();
  } finally {
    await api?.stop();
    await handle?.close();
    if (created && !keep) await admin!.unsafe(`drop database if exists ${name} with (force)`);
    else if ('create' in database) console.log(`\nKept database ${name}`);
    await admin?.end({ timeout: 5 });
    if (api && !keep) rmSync(api.workDir, { recursive: true, force: true });
    else if (api) console.log(`Kept the API's work folder ${api.workDir}`);
  }
  if (failed) process.exit(1);
}

// Fixtures ----------------------------------------------------------------------------------------

/** A partner, approved. */
export async function insertPartner(db: Database, name: string, email: string): Promise<number> {
  const [partner] = await db
    .insert(partners)
    .values({ name, email, currentVettingStatus: 'APPROVED' })
    .returning({ id: partners.id });
  return partner.id;
}

type EventValues = typeof events.$inferInsert;

/** An approved, published event of the partner; `values` adds to or replaces the defaults. */
export async function insertEvent(
  db: Database,
  values: Pick<EventValues, 'partnerId' | 'name' | 'tagline' | 'startAt' | 'endAt'> & Partial<EventValues>,
): Promise<number> {
  const [event] = await db
    .insert(events)
    .values({
      description: 'Benchmark event.',
      websiteUrl: 'https://bench.pavilion.test',
      attendanceType: 1,
      durationId: eventDurationIdFor(values.startAt, values.endAt),
      status: 'APPROVED',
      published: true,
      ...values,
    })
    .returning({ id: events.id });
  return event.id;
}

type TicketTypeValues = typeof ticketTypes.$inferInsert;

/** A ticket type of the event, by default at $199 and first in its list; `values` adds to or replaces the defaults. */
export async function insertTicketType(
  db: Database,
  values: Pick<TicketTypeValues, 'eventId' | 'name' | 'quantity'> & Partial<TicketTypeValues>,
): Promise<number> {
  const [row] = await db
    .insert(ticketTypes)
    .values({ priceMinor: 19_900, currency: 'USD', position: 0, ...values })
    .returning({ id: ticketTypes.id });
  return row.id;
}

/**
 * `count` buyers <prefix><n>@<domain>, named <firstName> Buyer<n>, n from `from` on (a batch of a
 * larger crowd); attendees unless `attendee` is false.
 */
export async function insertBuyers(
  db: DbOrTx,
  count: number,
  {
    domain,
    firstName,
    prefix = 'buyer',
    from = 0,
    passwordHash = 'x',
    attendee = true,
  }: { domain: string; firstName: string; prefix?: string; from?: number; passwordHash?: string; attendee?: boolean },
) {
  const people = await db
    .insert(persons)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}${from + i}@${domain}`,
        firstName,
        surname: `Buyer${from + i}`,
        passwordHash,
      })),
    )
    .returning({ id: persons.id, email: persons.email });
  if (attendee) await db.insert(attendees).values(people.map((p) => ({ personId: p.id })));
  return people;
}

/** A signed-in session of the person, as sign-in makes it (signed with the API's secret); its bearer token. */
export async function sessionToken(db: Database, jwtSecret: string, personId: number): Promise<string> {
  return (await createSession(db, { jwtSecret, ttlHours: 24, secureCookies: false }, personId, {})).token;
}

/** The body of POST /api/orders/: `n` tickets of one type, each for a guest of buyer `who`. */
export const orderBody = (
  eventId: number,
  ticketTypeId: number,
  n: number,
  who: number,
  { name, domain }: { name: string; domain: string },
) => ({
  eventId,
  tickets: Array.from({ length: n }, (_, i) => ({
    ticketTypeId,
    firstName: name,
    surname: `Guest${who}x${i}`,
    email: `guest${who}.${i}@${domain}`,
    company: `${name} Ltd`,
    jobTitle: 'Tester',
    subEventIds: [],
  })),
});

// HTTP --------------------------------------------------------------------------------------------

/** An answer, or the network error that stood in for one (status 'error', its code). */
export interface Answer {
  status: number | 'error';
  text: string;
  headers: http.IncomingHttpHeaders;
  /** From the request sent to its answer read. */
  ms: number;
  code?: string;
}

/** An answer's body as JSON; {} when it has none or is no JSON (an error answer, a lost one). */
export function bodyOf<T = Record<string, unknown>>(answer: Answer): T {
  try {
    return (answer.text ? JSON.parse(answer.text) : {}) as T;
  } catch {
    return {} as T;
  }
}

/** How an answer is tallied: its HTTP status, or the network error that stood in for one. */
export const outcome = (a: Answer) => (a.status === 'error' ? `error ${a.code ?? ''}`.trim() : String(a.status));

/** Answers counted by outcome, e.g. { '200': 980, '409': 20 }. */
export const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((acc, a) => {
    acc[outcome(a)] = (acc[outcome(a)] ?? 0) + 1;
    return acc;
  }, {});

/**
 * node:http with a keep-alive agent: a lighter load generator than fetch, so more of the machine is
 * left to the API and the database being measured. Never rejects: a network error is an answer.
 */
export class HttpClient {
  private agent: http.Agent;

  constructor(
    private readonly base: string,
    private readonly agentOptions: http.AgentOptions = { keepAlive: true, maxSockets: Infinity },
    private readonly defaultHeaders: Record<string, string> = {},
  ) {
    this.agent = new http.Agent(agentOptions);
  }

  /**
   * New connections from here on. A phase starts on fresh ones: reusing one the server is just closing
   * after its idle timeout would fail with ECONNRESET, which is the benchmark's doing, not the API's.
   */
  fresh(agentOptions: http.AgentOptions = this.agentOptions): void {
    this.agent.destroy();
    this.agent = new http.Agent(agentOptions);
  }

  close(): void {
    this.agent.destroy();
  }

  /** `path` under the client's base (or a full URL); `body` an object sent as JSON or a string sent as it is. */
  request(
    method: string,
    url: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const started = performance.now();
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve) => {
      const fail = (err: NodeJS.ErrnoException) =>
        resolve({
          status: 'error',
          text: '',
          headers: {},
          ms: performance.now() - started,
          code: err.code ?? err.message,
        });
      const req = http.request(
        url.startsWith('http') ? url : `${this.base}${url}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...this.defaultHeaders,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload !== undefined
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              headers: res.headers,
              ms: performance.now() - started,
            }),
          );
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  }
}
