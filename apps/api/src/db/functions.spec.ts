// db/functions/ is what a migrated database has: every SQL function of the schema has its file with
// its definition in PostgreSQL's own form (so applying the files again changes nothing), triggers.sql
// has every trigger, and no function or trigger exists that a migration made without a file. The
// database is the harness's (PGlite, or PostgreSQL with DATABASE_URL).
//
// The texts are compared exactly, with no normalising: pg_get_functiondef and pg_get_triggerdef give
// the same text, byte for byte, on PGlite (PostgreSQL 18) and on PostgreSQL 15 for every function and
// trigger of the schema (a function's body is kept as written; the rest is PostgreSQL's own
// deparsing). Should a server version ever format them differently, normalise only that difference.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestContext, type TestContext } from '@pavilion/api-testing/harness';
import {
  FUNCTIONS_DIR,
  REGENERATE,
  TRIGGERS_FILE,
  readSchemaRoutines,
  renderFunctionFiles,
  triggerStatements,
} from './function-sources';

/** The first line where two texts differ, to show beside the file's name. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const i = a.findIndex((line, n) => line !== b[n]);
  const at = i === -1 ? a.length : i;
  return `line ${at + 1}: the database has ${JSON.stringify(a[at] ?? '')}, the file ${JSON.stringify(b[at] ?? '')}`;
}

/**
 * What differs between the files a migrated database gives (`expected`, by file name) and the files of
 * db/functions/ (`actual`), one sentence each, naming the function or the trigger.
 */
function functionFileProblems(expected: Map<string, string>, actual: Map<string, string>): string[] {
  const problems: string[] = [];
  const run = `run ${REGENERATE}`;
  for (const [file, text] of expected) {
    if (file === TRIGGERS_FILE) continue;
    const name = file.replace(/\.sql$/, '');
    const current = actual.get(file);
    if (current === undefined) problems.push(`function ${name} has no file db/functions/${file}: ${run}`);
    else if (current !== text)
      problems.push(`function ${name} differs from db/functions/${file} (${firstDifference(text, current)}): ${run}`);
  }
  for (const file of actual.keys()) {
    if (file !== TRIGGERS_FILE && !expected.has(file))
      problems.push(`db/functions/${file} has no function ${file.replace(/\.sql$/, '')} in the database: ${run}`);
  }
  const wanted = expected.get(TRIGGERS_FILE) ?? '';
  const written = actual.get(TRIGGERS_FILE);
  if (written === undefined) return [...problems, `db/functions/${TRIGGERS_FILE} is missing: ${run}`];
  const wantedTriggers = triggerStatements(wanted);
  const writtenTriggers = triggerStatements(written);
  for (const [trigger, statement] of wantedTriggers) {
    const line = writtenTriggers.get(trigger);
    if (line === undefined) problems.push(`trigger ${trigger} is not in db/functions/${TRIGGERS_FILE}: ${run}`);
    else if (line !== statement)
      problems.push(
        `trigger ${trigger} differs from db/functions/${TRIGGERS_FILE} (${firstDifference(statement, line)}): ${run}`,
      );
  }
  for (const trigger of writtenTriggers.keys()) {
    if (!wantedTriggers.has(trigger))
      problems.push(`db/functions/${TRIGGERS_FILE} has trigger ${trigger}, which the database has not: ${run}`);
  }
  if (!problems.length && written !== wanted)
    problems.push(`db/functions/${TRIGGERS_FILE} differs (${firstDifference(wanted, written)}): ${run}`);
  return problems;
}

function readFunctionFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(FUNCTIONS_DIR).sort()) {
    if (name.endsWith('.sql')) files.set(name, readFileSync(path.join(FUNCTIONS_DIR, name), 'utf8'));
  }
  return files;
}

describe('db/functions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('holds every function and trigger of the migrated schema, as the database defines them', async () => {
    const routines = await readSchemaRoutines(ctx.db);
    expect(routines.functions.size).toBeGreaterThan(0);
    expect(routines.triggers.length).toBeGreaterThan(0);
    const problems = functionFileProblems(renderFunctionFiles(routines), readFunctionFiles());
    if (problems.length) throw new Error(`db/functions/ is not what a migrated database has:\n${problems.join('\n')}`);
  });

  it('names what differs and how to regenerate', () => {
    const header = '-- generated\n\n';
    const expected = new Map([
      ['kept.sql', `${header}CREATE FUNCTION kept() ...;\n`],
      ['changed.sql', `${header}CREATE FUNCTION changed() ... new;\n`],
      ['added.sql', `${header}CREATE FUNCTION added() ...;\n`],
      [
        TRIGGERS_FILE,
        `${header}-- public.a\nCREATE TRIGGER t1 AFTER INSERT ON public.a ...;\nCREATE TRIGGER t2 AFTER UPDATE ON public.a ...;\n`,
      ],
    ]);
    const actual = new Map([
      ['kept.sql', `${header}CREATE FUNCTION kept() ...;\n`],
      ['changed.sql', `${header}CREATE FUNCTION changed() ... old;\n`],
      ['dropped.sql', `${header}CREATE FUNCTION dropped() ...;\n`],
      [
        TRIGGERS_FILE,
        `${header}-- public.a\nCREATE TRIGGER t1 BEFORE INSERT ON public.a ...;\nCREATE TRIGGER t3 AFTER UPDATE ON public.a ...;\n`,
      ],
    ]);
    const run = `run ${REGENERATE}`;
    expect(functionFileProblems(expected, actual)).toEqual([
      `function changed differs from db/functions/changed.sql (line 3: the database has "CREATE FUNCTION changed() ... new;", the file "CREATE FUNCTION changed() ... old;"): ${run}`,
      `function added has no file db/functions/added.sql: ${run}`,
      `db/functions/dropped.sql has no function dropped in the database: ${run}`,
      `trigger t1 on public.a differs from db/functions/triggers.sql (line 1: the database has "CREATE TRIGGER t1 AFTER INSERT ON public.a ...;", the file "CREATE TRIGGER t1 BEFORE INSERT ON public.a ...;"): ${run}`,
      `trigger t2 on public.a is not in db/functions/triggers.sql: ${run}`,
      `db/functions/triggers.sql has trigger t3 on public.a, which the database has not: ${run}`,
    ]);
    expect(functionFileProblems(expected, expected)).toEqual([]);
  });
});
