// The schema's SQL functions and triggers have one source, the files of db/functions/, applied after the
// migrations (which hold tables, types, indexes, constraints and data):
// - a trigger not in triggers.sql and a function no file defines are dropped;
// - every function whose file differs from what the database has is created or replaced, then every
//   trigger the database lacks or defines otherwise.
// Bodies are not checked at creation (`check_function_bodies` off), so the files apply in any order.
// A function a migration needs itself (one an index calls, one a backfill runs) is created by that
// migration as well, as `list_grams` is by the baseline; a function whose result type changes needs a
// migration that drops it first (PostgreSQL cannot replace it). A database that already matches the
// files is only read. It is one transaction holding an advisory lock, so two instances starting at
// once apply it once. docs/decisions/0251-sql-functions-and-triggers-are-files-applied-after.md, "SQL functions and triggers are files applied after the migrations".
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './database';
import { rowsOf } from './raw-sql';
import { readSchemaRoutines, renderFunctionFiles, triggerStatements, TRIGGERS_FILE } from './function-sources';

/** The functions' folder beside a migrations folder (src/db/ in the sources, the bundle's folder when built). */
export const functionsDirFor = (migrationsFolder: string) => path.join(migrationsFolder, '..', 'functions');

/** One advisory lock key for schema changes: "pavilion routines". */
const LOCK = sql`select pg_advisory_xact_lock(7310551214)`;

/**
 * SQL text cut into statements at each `;` that is not inside a quoted string, a quoted name, a
 * dollar-quoted body or a comment. Comments between statements are dropped; empty statements too.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const statement = stripLeadingComments(text.slice(start, end)).trim();
    if (statement && statement !== ';') statements.push(statement);
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && !(text[j] === c && text[j + 1] !== c)) j += text[j] === c ? 2 : 1;
      i = j + 1;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_][A-Za-z_0-9]*\$|^\$\$/.exec(text.slice(i));
      if (tag) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? text.length : end + tag[0].length;
      } else i += 1;
    } else if (c === ';') {
      push(i + 1);
      i += 1;
      start = i;
    } else i += 1;
  }
  push(text.length);
  return statements;
}

function stripLeadingComments(statement: string): string {
  let s = statement.trimStart();
  while (s.startsWith('--')) {
    const end = s.indexOf('\n');
    s = end === -1 ? '' : s.slice(end + 1).trimStart();
  }
  return s;
}

/** The `.sql` files of a functions folder by name (README.md and anything else left out). */
export function readRoutineFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.sql')) files.set(name, readFileSync(path.join(dir, name), 'utf8'));
  }
  if (!files.has(TRIGGERS_FILE)) throw new Error(`${dir} has no ${TRIGGERS_FILE}`);
  return files;
}

/** Drops the triggers the file no longer has and the functions (overloads) no file defines. */
async function dropStale(tx: DbOrTx, files: Map<string, string>, wantedTriggers: Map<string, string>) {
  const routines = await readSchemaRoutines(tx);
  const triggers = triggerStatements(renderFunctionFiles(routines).get(TRIGGERS_FILE) ?? '');
  for (const key of triggers.keys()) {
    if (wantedTriggers.has(key)) continue;
    const [name, table] = key.split(' on ');
    await tx.execute(sql.raw(`drop trigger ${name} on ${table}`));
  }
  // Without CASCADE: a function an index or another object still needs stops the start, naming it,
  // instead of taking the index with it. Only a signature no file has is dropped: a function whose body
  // alone changed is replaced below, so the triggers that call it keep it.
  for (const [file, overloads] of routines.functions) {
    const wanted = files.get(`${file}.sql`);
    for (const overload of overloads) {
      if (wanted === undefined || !wanted.includes(signatureOf(overload.definition)))
        await tx.execute(sql.raw(`drop function ${qualified(file)}(${overload.args})`));
    }
  }
}

/**
 * What CREATE OR REPLACE cannot change of a function as pg_get_functiondef writes it: its first two
 * lines, the name with the arguments (their names too) and what it returns.
 */
const signatureOf = (definition: string) => definition.split('\n').slice(0, 2).join('\n');

/** Creates or replaces every function whose file differs from the database's, then every trigger that differs. */
async function createChanged(tx: DbOrTx, files: Map<string, string>, wantedTriggers: Map<string, string>) {
  const current = renderFunctionFiles(await readSchemaRoutines(tx));
  for (const [file, text] of files) {
    if (file === TRIGGERS_FILE || current.get(file) === text) continue;
    for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement));
  }
  const triggers = triggerStatements(current.get(TRIGGERS_FILE) ?? '');
  for (const [key, statement] of wantedTriggers) {
    if (triggers.get(key) === statement) continue;
    await tx.execute(sql.raw(statement.replace(/^CREATE TRIGGER /, 'CREATE OR REPLACE TRIGGER ')));
  }
}

const qualified = (file: string) => (file.includes('.') ? file : `public.${file}`);

/** The functions and triggers of a functions folder applied to the database (after its migrations). */
export async function applyRoutines(db: Database, kind: 'pglite' | 'postgres', dir: string): Promise<void> {
  const files = readRoutineFiles(dir);
  await db.transaction(async (tx) => {
    if (kind === 'postgres') await tx.execute(LOCK);
    await tx.execute(sql`set local check_function_bodies = off`);
    const wantedTriggers = triggerStatements(files.get(TRIGGERS_FILE) ?? '');
    await dropStale(tx, files, wantedTriggers);
    await createChanged(tx, files, wantedTriggers);
  });
}

/** The whole schema: the migrations, then the functions and triggers. What every `DatabaseHandle.migrate` runs. */
export async function migrateSchema(
  db: Database,
  kind: 'pglite' | 'postgres',
  migrationsFolder: string,
  runMigrations: () => Promise<void>,
): Promise<void> {
  await refuseOlderThanBaseline(db, migrationsFolder);
  await runMigrations();
  await applyRoutines(db, kind, functionsDirFor(migrationsFolder));
}

/**
 * The first migration is a baseline: the schema the earlier migrations had built by 2026-11-26 (their
 * history is git's). A database migrated by them up to the last one is at the baseline and carries on
 * from there; one stopped before it would be skipped past it, so it is refused in words.
 */
async function refuseOlderThanBaseline(db: Database, migrationsFolder: string) {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const baseline = journal.entries[0];
  if (!baseline) return;
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return;
  const [last] = rowsOf<{ at: string | null }>(
    await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
  );
  if (last?.at != null && Number(last.at) < baseline.when)
    throw new Error(
      `This database's schema is older than the migration ${baseline.tag}, which starts the history: ` +
        'start it once with a release from before 2026-11-26 to bring it up to date, or start from an empty database.',
    );
}
