import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { executePrepared, PreparedTexts, registerPreparer } from './prepared';
import { rowsOf } from './raw-sql';
import type { DbOrTx } from './client';

describe('PreparedTexts', () => {
  it('admits the first distinct texts up to its bound, those again, and no other', () => {
    const texts = new PreparedTexts(2);
    expect(texts.admit('a')).toBe(true);
    expect(texts.admit('b')).toBe(true);
    expect(texts.admit('c')).toBe(false);
    expect(texts.admit('a')).toBe(true);
    for (let i = 0; i < 1000; i++) expect(texts.admit(`odd ${i}`)).toBe(false);
    expect(texts.admit('b')).toBe(true);
    expect(texts.size).toBe(2);
  });
});

/** The texts prepared on the connection (the driver prepares some of its own too). */
const preparedTexts = async (client: postgres.Sql) =>
  (await client.unsafe('select statement from pg_prepared_statements', [], { prepare: false })).map(
    (row) => row.statement as string,
  );

// On PostgreSQL only: PGlite has no connections to prepare on, and runs every statement as before.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('executePrepared on PostgreSQL', () => {
  it('runs an admitted text as a prepared statement on its connection, any other unnamed', async () => {
    const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
    try {
      const db = drizzle(client) as unknown as DbOrTx;
      registerPreparer(db, client, 1);
      const n = async (statement: ReturnType<typeof sql>) =>
        rowsOf<{ n: number }>(await executePrepared(db, statement));
      expect(await n(sql`select ${5}::int as n`)).toEqual([{ n: 5 }]);
      expect(await n(sql`select ${6}::int as n`)).toEqual([{ n: 6 }]);
      // The place is taken: this one runs unnamed, with the same answer it would have prepared.
      expect(await n(sql`select ${7}::int + 1 as n`)).toEqual([{ n: 8 }]);
      const prepared = await preparedTexts(client);
      expect(prepared).toContain('select $1::int as n');
      expect(prepared).not.toContain('select $1::int + 1 as n');
    } finally {
      await client.end({ timeout: 5 });
    }
  });

  it('runs every statement unnamed on a database it was not registered for, or with no places', async () => {
    const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
    try {
      const db = drizzle(client) as unknown as DbOrTx;
      registerPreparer(db, client, 0);
      expect(rowsOf(await executePrepared(db, sql`select ${5}::int as n`))).toEqual([{ n: 5 }]);
      expect(await preparedTexts(client)).not.toContain('select $1::int as n');
    } finally {
      await client.end({ timeout: 5 });
    }
  });
});
