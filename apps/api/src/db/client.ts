// Opens the database: embedded PGlite in the data folder by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import * as schema from './schema';
import type { Database, Listen, Notify } from './database';
import { DEFAULT_PREPARED_STATEMENTS, registerPreparer } from './prepared';
import { migrateSchema } from './routines';
import { traceDrizzleStatements, traceStatement } from './statement-spans';

export type { Database, DbOrTx, Listen, Notify, Schema, Tx } from './database';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The migrations of the folder, then the SQL functions and triggers of the `functions` folder beside it (db/routines.ts). */
  migrate(migrationsFolder: string): Promise<void>;
  /** LISTEN on a channel: postgres.js on its own connection (listening again after a reconnect); PGlite in-process. */
  listen: Listen;
  notify: Notify;
  /**
   * Runs one SQL text on the handle's own connection, as the jobs library asks (platform/jobs): with
   * values, one statement; without, any number of statements (simple protocol), answering the last's rows.
   */
  executeSql: ExecuteSql;
  /** PGlite only: the data folder as an uncompressed tarball, to start another PGlite from. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * A parameter as node-postgres would send it, which the jobs library's statements expect: undefined as
 * null (postgres.js refuses it) and a plain object as its JSON text.
 */
function asNodePostgresParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
    return Buffer.isBuffer(value) ? value : JSON.stringify(value);
  return value;
}

/**
 * How this process's connections name themselves to PostgreSQL (pg_stat_activity.application_name):
 * the pool's use is read from there (GET /metrics), and an operator sees which instance holds what.
 */
export const DATABASE_APPLICATION_NAME = `pavilion ${hostname()} ${process.pid}`.slice(0, 63);

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite; ignored with a URL. Undefined with no URL means an in-memory PGlite (tests). */
  dataDir?: string;
  /** A PGlite data folder dumped by `dumpDataDir`, to start an in-memory PGlite from (tests: a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL: how many distinct statement texts the search may run as prepared statements
   * (db/prepared.ts); 0 for none. PGlite ignores it.
   */
  preparedStatements?: number;
  /** Tracing is on (platform/tracing.ts): each statement run inside a request's or job's span is a span. */
  traceStatements?: boolean;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // Each Drizzle statement a span, when the process traces (db/statement-spans.ts).
  if (opts.traceStatements) await traceDrizzleStatements(opts.databaseUrl ? 'postgres' : 'pglite');
  if (opts.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(opts.databaseUrl, {
      max: opts.poolSize ?? 10,
      onnotice: () => undefined,
      // No JIT compilation: the product's statements are short, and a plan the planner costs high (a
      // search's recursive walk over score levels, estimated far above what it reads) would spend
      // tens of milliseconds compiling code for a statement that then runs in a few.
      connection: { TimeZone: 'UTC', jit: 'off', application_name: DATABASE_APPLICATION_NAME },
    });
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database;
    registerPreparer(db, client, opts.preparedStatements ?? DEFAULT_PREPARED_STATEMENTS);
    return {
      db,
      kind: 'postgres',
      migrate: (folder) =>
        migrateSchema(db, 'postgres', folder, () => migrate(db as never, { migrationsFolder: folder })),
      listen: async (channel, onPayload, onListening) => {
        const subscription = await client.listen(channel, onPayload, onListening);
        return () => subscription.unlisten();
      },
      notify: async (channel, payload) => void (await client.notify(channel, payload)),
      executeSql: (text, values) =>
        traceStatement(text, async () => {
          if (values?.length) {
            const result = await client.unsafe(text, values.map(asNodePostgresParameter) as never[]);
            return { rows: [...result] as Record<string, unknown>[] };
          }
          // Without values postgres.js sends the simple protocol, which takes several statements; a text
          // that opens its own transaction (pg-boss's migrations and maintenance) needs a connection of its own.
          const connection = await client.reserve();
          try {
            const result = await connection.unsafe(text);
            return { rows: [...result] as Record<string, unknown>[] };
          } finally {
            connection.release();
          }
        }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the admin lists' search boxes (contains, any case) read a trigram index.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // intarray: the search's facet tokens, any combination of filters one query on one GIN index.
  const { intarray } = await import('@electric-sql/pglite/contrib/intarray');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(opts.loadDataDir && !dataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm, intarray },
  });
  await client.exec(`SET TIME ZONE 'UTC'`);
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: (folder) => migrateSchema(db, 'pglite', folder, () => migrate(db as never, { migrationsFolder: folder })),
    listen: async (channel, onPayload, onListening) => {
      const unlisten = await client.listen(channel, onPayload);
      onListening();
      return () => unlisten();
    },
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    executeSql: (text, values) =>
      traceStatement(text, async () => {
        if (values?.length) return client.query<Record<string, unknown>>(text, values);
        // exec takes several statements (a transaction with its lock, a migration) and answers each one's rows.
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }),
    dumpDataDir: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
