// What the application hands to every module and worker: configuration, database, logger, storage,
// the clock and the session machinery. Lives in platform/ so that app.ts, the module routers and the
// workers all import it and not each other.
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, ExecuteSql } from '../db/client';
import type { AuthSessions, SessionSettings } from './auth';
import type { Lifecycle } from './lifecycle';
import type { PaymentGateway } from './payments';
import type { PayoutProvider } from './payouts';
import type { Storage } from './storage';

export interface AppDeps {
  config: Config;
  db: Database;
  /**
   * Where public reads that may lag a moment go (event search, the home's events): a streaming
   * replica when DATABASE_READ_URL is set, else `db`. Anything read back after a write, and every
   * partner, attendee and admin read, stays on `db` (read-your-writes).
   */
  readDb?: Database;
  logger: Logger;
  storage: Storage;
  /** The clock, so tests can move time (hold expiry, token expiry). */
  now?: () => Date;
  /** Defaults to the gateway chosen by config.paymentGateway; tests pass their own. */
  paymentGateway?: PaymentGateway;
  /**
   * Auth contexts of sessions kept between requests; the server starts it (listening for changes).
   * Without one, or before it is started, every request reads its session from the database.
   */
  sessions?: AuthSessions;
  /** The job queue (platform/jobs), for the console's jobs page; the server passes it, most tests do not. */
  jobs?: JobQueue;
  /** Starting, ready or draining (readiness reads it); the server makes one, tests get a fresh one. */
  lifecycle?: Lifecycle;
}

/** Everything a module router may use. The clock comes only from here (`now`), never from `new Date()`. */
export interface ModuleContext extends Required<
  Pick<AppDeps, 'config' | 'db' | 'readDb' | 'logger' | 'storage' | 'now' | 'paymentGateway' | 'sessions' | 'lifecycle'>
> {
  session: SessionSettings;
  /** The job queue, or null where none was started (the jobs page then answers 503). */
  jobs: JobQueue | null;
}

/** What a background worker is given. */
export interface WorkerDeps {
  config: Config;
  db: Database;
  logger: Logger;
  storage: Storage;
  /** The clock; the server passes the real one, tests their own. */
  now?: () => Date;
  /** The gateway the app charges through (refunds go back through it); from config when absent. */
  paymentGateway?: PaymentGateway;
  /** The provider payouts go through; from config when absent. */
  payoutProvider?: PayoutProvider;
}

/** pg-boss on the database's connection (platform/jobs): to enqueue and retry on, and the SQL its state is read with. */
export interface JobQueue {
  boss: PgBoss;
  executeSql: ExecuteSql;
  stop(): Promise<void>;
}

/** Something running beside HTTP that stops once what it has in hand is done. */
export interface Worker {
  stop(): Promise<void>;
}
