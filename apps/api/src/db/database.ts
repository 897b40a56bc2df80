// The database's types: what the client opens (db/client.ts, which re-exports them for every caller)
// and what the db-level helpers it wires in take (db/prepared.ts), kept apart so neither imports the other.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** Subscribes to a channel; `onListening` runs each time listening (re)starts. Resolves to unsubscribe. */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onListening: () => void,
) => Promise<() => Promise<void>>;
/** Sends a notification on a channel, through the ordinary connection pool. */
export type Notify = (channel: string, payload: string) => Promise<void>;
