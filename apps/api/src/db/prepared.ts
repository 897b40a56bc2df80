// The search's answer as a named prepared statement on PostgreSQL. Sent unnamed, as every other
// statement, it is parsed and planned on each request: 0.3 ms for a filtered search, 1.5 ms for a
// keyword's level walk (docs/performance.md). Prepared, PostgreSQL plans it a few times and then keeps a
// generic plan for the connection.
//
// The driver keeps every statement it prepares for the life of its connection, and a search's text
// changes with the filters it names and its number of words. So only a bounded number of distinct texts
// is ever prepared: the first ones seen, for the life of the process; any other text runs unnamed as
// before. A client sending many odd searches can use up the places, never the memory.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { traceStatement } from './statement-spans';
import type { DbOrTx } from './database';

/** How many distinct texts are prepared unless configured otherwise (DB_PREPARED_STATEMENTS). */
export const DEFAULT_PREPARED_STATEMENTS = 32;

/** The statement texts allowed to be prepared: the first `limit` distinct ones asked for. */
export class PreparedTexts {
  private readonly admitted = new Set<string>();

  constructor(readonly limit: number) {}

  /** Whether `text` may be prepared: already admitted, or admitted now while places are left. */
  admit(text: string): boolean {
    if (this.admitted.has(text)) return true;
    if (this.admitted.size >= this.limit) return false;
    this.admitted.add(text);
    return true;
  }

  get size(): number {
    return this.admitted.size;
  }
}

interface Preparer {
  client: Sql;
  texts: PreparedTexts;
  dialect: PgDialect;
}

const preparers = new WeakMap<object, Preparer>();

/** Lets executePrepared run statements on `db` prepared, through its postgres.js client. */
export function registerPreparer(db: object, client: Sql, limit: number): void {
  if (limit > 0)
    preparers.set(db, { client, texts: new PreparedTexts(limit), dialect: new PgDialect({ casing: 'snake_case' }) });
}

/**
 * Runs `statement` as a named prepared statement when `db` is a PostgreSQL database (not a transaction,
 * not PGlite) and its text is admitted; otherwise as db.execute does. Answers the rows as db.execute
 * would (read them with rowsOf).
 */
export async function executePrepared(db: DbOrTx, statement: SQL): Promise<unknown> {
  const preparer = preparers.get(db);
  if (!preparer) return db.execute(statement);
  const query = preparer.dialect.sqlToQuery(statement);
  if (!preparer.texts.admit(query.sql)) return db.execute(statement);
  return traceStatement(query.sql, () => preparer.client.unsafe(query.sql, query.params as never[], { prepare: true }));
}
