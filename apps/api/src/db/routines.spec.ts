// The SQL functions and triggers of db/functions/ are applied after the migrations: what a file changes
// reaches the database at the next migrate, what matches is left alone, and a database older than the
// baseline is refused in words.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FUNCTIONS_DIR, TRIGGERS_FILE } from './function-sources';
import { rowsOf } from './raw-sql';
import { applyRoutines, splitStatements } from './routines';
import { createTestContext, MIGRATIONS_DIR, openEmptyDatabase, type TestContext } from '@pavilion/api-testing/harness';

describe('splitStatements', () => {
  it('cuts at semicolons outside strings, names, dollar-quoted bodies and comments', () => {
    const text = [
      '-- a heading; with a semicolon',
      "CREATE FUNCTION a() RETURNS text LANGUAGE sql AS $function$ SELECT 'x;y' $function$;",
      '',
      'CREATE FUNCTION b() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$;',
      "SELECT \"odd;name\", 'it''s; fine' /* a; comment */ FROM t;",
      ';',
    ].join('\n');
    expect(splitStatements(text)).toEqual([
      "CREATE FUNCTION a() RETURNS text LANGUAGE sql AS $function$ SELECT 'x;y' $function$;",
      'CREATE FUNCTION b() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$;',
      "SELECT \"odd;name\", 'it''s; fine' /* a; comment */ FROM t;",
    ]);
  });
});

describe('applying db/functions', () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pavilion-functions-'));
    cpSync(FUNCTIONS_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query))[0];
  const functionRow = (name: string) =>
    one<{ xmin: string }>(sql`select xmin::text from pg_proc where proname = ${name}`);
  const triggerExists = async (name: string) =>
    Boolean(await one<{ tgname: string }>(sql`select tgname from pg_trigger where tgname = ${name}`));
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));

  it('leaves a database that matches the files untouched', async () => {
    const before = await functionRow('payout_payable_at');
    await applyRoutines(t.db, t.handle.kind, dir);
    expect(await functionRow('payout_payable_at')).toEqual(before);
  });

  it('replaces a changed function, creates a new one and drops one without a file', async () => {
    edit('payout_payable_at.sql', (text) => text.replace('ARRAY[3, 3, 5, 5, 5, 4, 3]', 'ARRAY[1, 1, 1, 1, 1, 1, 1]'));
    writeFileSync(
      path.join(dir, 'answer_forty_two.sql'),
      'CREATE OR REPLACE FUNCTION public.answer_forty_two()\n RETURNS integer\n LANGUAGE sql\nAS $function$ SELECT 42 $function$;\n',
    );
    rmSync(path.join(dir, 'event_series.sql'));
    await applyRoutines(t.db, t.handle.kind, dir);

    const payable = await one<{ at: string }>(
      sql`select payout_payable_at('2026-11-02T10:00:00Z')::date::text as at`, // a Monday
    );
    expect(payable?.at).toBe('2026-11-03');
    expect(await one<{ n: number }>(sql`select answer_forty_two() as n`)).toEqual({ n: 42 });
    expect(await functionRow('event_series')).toBeUndefined();
  });

  it('replaces a changed trigger function in place, its trigger kept', async () => {
    // A body changed under a trigger that calls it: dropped first, PostgreSQL would refuse.
    edit('audit_log_refuse_change.sql', (text) => text.replace(/\nBEGIN\n/, '\nBEGIN\n  -- changed\n'));
    await applyRoutines(t.db, t.handle.kind, dir);
    const body = await one<{ src: string }>(
      sql`select prosrc as src from pg_proc where proname = 'audit_log_refuse_change'`,
    );
    expect(body?.src).toContain('-- changed');
    expect(await triggerExists('audit_log_append_only')).toBe(true);
  });

  it('drops a trigger the file no longer has and puts it back when the file has it again', async () => {
    const wanted = readFileSync(path.join(dir, TRIGGERS_FILE), 'utf8');
    edit(TRIGGERS_FILE, (text) =>
      text
        .split('\n')
        .filter((line) => !line.startsWith('CREATE TRIGGER audit_log_append_only '))
        .join('\n'),
    );
    await applyRoutines(t.db, t.handle.kind, dir);
    expect(await triggerExists('audit_log_append_only')).toBe(false);

    writeFileSync(path.join(dir, TRIGGERS_FILE), wanted);
    await applyRoutines(t.db, t.handle.kind, dir);
    expect(await triggerExists('audit_log_append_only')).toBe(true);
  });
});

describe('the baseline', () => {
  it('refuses, in words, a database migrated only part of the way before it', async () => {
    // On DATABASE_URL's server when it is set, as every other integration test; else on the embedded database.
    const { handle, close } = await openEmptyDatabase();
    try {
      await handle.db.execute(sql`create schema drizzle`);
      await handle.db.execute(
        sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('x', 1795296180701)`,
      );
      await expect(handle.migrate(MIGRATIONS_DIR)).rejects.toThrow(
        /older than the migration 0000_baseline, which starts the history/,
      );
      const tables = await handle.db.execute(sql`select to_regclass('public.events') is not null as present`);
      expect(rowsOf<{ present: boolean }>(tables)[0]?.present).toBe(false);
    } finally {
      await close();
    }
  }, 60_000);
});
