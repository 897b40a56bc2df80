// Integration-test harness: a real database per test file (in-memory PGlite by default, a fresh
// PostgreSQL database when DATABASE_URL is set), migrated and seeded with reference data, and the app.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import request from 'supertest';
import type { Express } from 'express';
import { createApp, sessionSettings } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { seedDemoVenues } from '../src/seed/demo-venues';
import { seedReferenceData } from '../src/seed/reference';
import { attendees, partnerMembers, partners, persons } from '../src/db/schema';
import { authSessions, type AuthSessions } from '../src/platform/auth';
import type { ModuleContext, WorkerDeps } from '../src/platform/context';
import { Lifecycle } from '../src/platform/lifecycle';
import { createLogger } from '../src/platform/logger';
import { createPaymentGateway } from '../src/platform/payments';
import { LocalStorage } from '../src/platform/storage';
import { tracingOn } from '../src/platform/tracing';
import { openJobQueue, startJobWorker, type JobQueue, type WorkerFactory } from '../src/platform/jobs';
import { TEMPLATE_ENV } from './template';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../src/db/migrations');
export const TEST_PASSWORD = 'Password123!';
const FAST_HASH = bcrypt.hashSync(TEST_PASSWORD, 4);

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestContext {
  app: Express;
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  storage: LocalStorage;
  clock: TestClock;
  dataDir: string;
  /** The app's session cache, listening as in production. */
  sessions: AuthSessions;
  /** The job queue the app reads and retries through (enqueue-only, as a web instance). */
  jobs: JobQueue;
  /** The app's readiness (starting, ready, draining), as the server holds it. */
  lifecycle: Lifecycle;
  close(): Promise<void>;
}

/** A new database on the PostgreSQL server of `serverUrl`, copied from `template` when named: its URL and its drop. */
async function newPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: postgres } = await import('postgres');
  const name = `pavilion_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  /** Already migrated and seeded with reference data (started from the template). */
  prepared: boolean;
}> {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  // As the server: statements are spans when the spec started tracing first.
  const traceStatements = tracingOn();
  if (!serverUrl) {
    if (template && existsSync(template)) {
      const handle = await openDatabase({ loadDataDir: new Blob([readFileSync(template)]), traceStatements });
      return { handle, drop: async () => undefined, prepared: true };
    }
    return { handle: await openDatabase({ traceStatements }), drop: async () => undefined, prepared: false };
  }
  const { url, drop } = await newPostgresDatabase(serverUrl, template);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 20, traceStatements });
  return { handle, drop, prepared: Boolean(template) };
}

/**
 * An empty database for a boot from nothing (migrations, reference and demo data): on the PostgreSQL
 * server of DATABASE_URL when it is set, as every other integration test, else the embedded database
 * (`url` empty, so the boot opens PGlite in its DATA_DIR). `drop` removes the PostgreSQL one.
 */
export async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? newPostgresDatabase(serverUrl) : { url: '', drop: async () => undefined };
}

/** An empty database (emptyDatabase) opened; `close` closes the handle, then drops the database. */
export async function openEmptyDatabase(): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const database = await emptyDatabase();
  const handle = await openDatabase(database.url ? { databaseUrl: database.url } : {});
  return {
    handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const { handle, drop, prepared } = await openTestDatabase();
  if (!prepared) {
    await handle.migrate(MIGRATIONS_DIR);
    await seedReferenceData(handle.db);
    await seedDemoVenues(handle.db);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pavilion-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: dataDir,
    SERVE_APPS: 'false',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    ...env,
  });
  const storage = new LocalStorage(config.storage.localDir);
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const sessions = authSessions(handle.db);
  await sessions.start(handle.listen, handle.notify);
  // Enqueue-only, as a web instance: the console's jobs routes read and retry through it.
  const jobs = await openJobQueue(handle.executeSql, createLogger('silent'));
  const lifecycle = new Lifecycle();
  const app = createApp({
    lifecycle,
    config,
    db: handle.db,
    logger: createLogger('silent'),
    storage,
    now: () => clock.now,
    sessions,
    jobs,
  });
  return {
    app,
    db: handle.db,
    handle,
    config,
    storage,
    clock,
    dataDir,
    sessions,
    jobs,
    lifecycle,
    close: async () => {
      await jobs.stop();
      await sessions.stop();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A value a spec declares at its top but that is only made in a beforeAll: reading it (or calling it) sooner
 * throws with `what` named; afterwards every property read, write and call goes to the value itself.
 */
export function lateBound<T extends object>(what: string, current: () => T | undefined): T {
  const value = (): T => {
    const v = current();
    if (v === undefined) throw new Error(`${what} is made in beforeAll: use it inside a hook or a test`);
    return v;
  };
  // A function as the target, so the handle can be called when the value can (an app handed to supertest).
  return new Proxy((() => undefined) as unknown as T, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, v) => Reflect.set(value(), key, v),
    has: (_, key) => Reflect.has(value(), key),
    apply: (_, self, args) => Reflect.apply(value() as (...a: unknown[]) => unknown, self, args),
  });
}

/**
 * The spec's test context (see createTestContext), opened in a beforeAll and closed in an afterAll that
 * this registers where it is called: at the top of a spec file, or of a describe block for a context of
 * its own. Call it before the hooks that use the context, so it is open when they run.
 */
export function useTestContext(env: Record<string, string> = {}): TestContext {
  let open: TestContext | undefined;
  beforeAll(async () => {
    open = await createTestContext(env);
  });
  afterAll(() => open?.close());
  return lateBound('The test context', () => open);
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export interface CreatedPerson {
  personId: number;
  email: string;
  attendeeId?: number;
  partnerId?: number;
}

export async function createAttendee(
  db: Database,
  overrides: Partial<typeof persons.$inferInsert> = {},
): Promise<CreatedPerson> {
  const [p] = await db
    .insert(persons)
    .values({
      email: uniqueEmail('attendee'),
      firstName: 'Ada',
      surname: 'Lovelace',
      passwordHash: FAST_HASH,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  const [a] = await db.insert(attendees).values({ personId: p.id }).returning();
  return { personId: p.id, email: p.email, attendeeId: a.id };
}

export async function createPartnerUser(
  db: Database,
  partner: Partial<typeof partners.$inferInsert> = {},
): Promise<CreatedPerson & { partnerId: number }> {
  const [p] = await db
    .insert(persons)
    .values({
      email: uniqueEmail('partner'),
      firstName: 'Grace',
      surname: 'Hopper',
      passwordHash: FAST_HASH,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [org] = await db
    .insert(partners)
    .values({ name: 'Test Events Ltd', email: p.email, currentVettingStatus: 'APPROVED', ...partner })
    .returning();
  await db.insert(partnerMembers).values({ partnerId: org.id, personId: p.id });
  return { personId: p.id, email: p.email, partnerId: org.id };
}

export async function createAdmin(db: Database): Promise<CreatedPerson> {
  const [p] = await db
    .insert(persons)
    .values({
      email: uniqueEmail('admin'),
      firstName: 'Alan',
      surname: 'Turing',
      passwordHash: FAST_HASH,
      isAdmin: true,
      emailVerifiedAt: new Date(),
    })
    .returning();
  return { personId: p.id, email: p.email };
}

/** Signs in as an API client and returns the Bearer header. */
export async function bearerFor(
  app: Express,
  email: string,
  password = TEST_PASSWORD,
): Promise<{ Authorization: string }> {
  const res = await request(app).post('/api/login/').send({ email, password });
  if (res.status !== 200 || !res.body.token)
    throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { Authorization: `Bearer ${res.body.token}` };
}

/** A supertest agent signed in the way the browser apps are: httpOnly cookie plus the client header. */
export async function browserAgent(app: Express, email: string, password = TEST_PASSWORD) {
  const agent = request.agent(app);
  const res = await agent.post('/api/login/').set('X-Requested-With', 'pavilion').send({ email, password });
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status}`);
  return agent;
}

/** A supertest parser that keeps a binary answer (a PDF) whole: `.buffer(true).parse(binaryBody)` puts it in `res.body`. */
export const binaryBody: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** What the API modules are built from, as the running app gives it, over the test context. */
export function moduleContextFor(t: TestContext): ModuleContext {
  return {
    config: t.config,
    db: t.db,
    readDb: t.db,
    logger: createLogger('silent'),
    storage: t.storage,
    now: () => t.clock.now,
    paymentGateway: createPaymentGateway(t.config),
    sessions: t.sessions,
    lifecycle: t.lifecycle,
    session: sessionSettings(t.config),
    jobs: t.jobs,
  };
}

/** What a background worker is given over the test context (its clock, its storage), with `overrides`. */
export function workerDepsFor(t: TestContext, overrides: Partial<WorkerDeps> = {}): WorkerDeps {
  return {
    config: t.config,
    db: t.db,
    logger: createLogger('silent'),
    storage: t.storage,
    now: () => t.clock.now,
    ...overrides,
  };
}

/**
 * Works the kinds `factories` make from `deps` on pg-boss over the test's database, as a worker does:
 * stop() when done (it waits for the round in flight).
 */
export async function runBackgroundWork(
  t: TestContext,
  factories: WorkerFactory[],
  deps: WorkerDeps = workerDepsFor(t),
): Promise<JobQueue> {
  return startJobWorker({ executeSql: t.handle.executeSql, logger: deps.logger, work: factories.map((f) => f(deps)) });
}

/**
 * Reads `read` until what it answers is `done`, waiting `everyMs` between readings and giving up after
 * `tries` waits, and answers the last reading: for what a worker running on real time does in a while.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { tries = 100, everyMs = 50 }: { tries?: number; everyMs?: number } = {},
): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return value;
}
