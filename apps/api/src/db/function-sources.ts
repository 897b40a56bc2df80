// The schema's SQL functions and triggers as files (db/functions/), their one source: one `<name>.sql`
// per function name with its definition in the form PostgreSQL reports it (pg_get_functiondef), and
// `triggers.sql` with every trigger (pg_get_triggerdef) grouped by table. db/routines.ts applies them
// after the migrations; `npm run db:functions` rewrites edited files in PostgreSQL's own form, and
// db/functions.spec.ts fails when a migrated database and the files disagree.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database';
import { rowsOf } from './raw-sql';

export const FUNCTIONS_DIR = path.resolve(__dirname, 'functions');
export const TRIGGERS_FILE = 'triggers.sql';
export const REGENERATE = 'npm run db:functions';

export interface FunctionDefinition {
  /** The file's name without `.sql`: the function's name, schema-qualified outside `public`. */
  name: string;
  /** The identity arguments, which order overloads of one name. */
  args: string;
  definition: string;
}

export interface TriggerDefinition {
  /** Schema-qualified table (or view) the trigger is on. */
  table: string;
  name: string;
  definition: string;
}

export interface SchemaRoutines {
  /** By file name; overloads in the order of their identity arguments. */
  functions: Map<string, FunctionDefinition[]>;
  /** By table, then trigger name. */
  triggers: TriggerDefinition[];
}

// The schemas PostgreSQL owns, and the one pg-boss creates and migrates itself (platform/jobs,
// JOBS_SCHEMA); everything else (public, drizzle) is the product's.
const SYSTEM_SCHEMAS = sql`n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'pgboss') and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'`;

/**
 * The functions (and procedures) and the triggers of the database's own schemas, leaving out what an
 * extension owns (pg_trgm's functions) and the triggers PostgreSQL makes for constraints.
 */
export async function readSchemaRoutines(db: DbOrTx): Promise<SchemaRoutines> {
  const functionRows = rowsOf<{ schema: string; name: string; args: string; definition: string }>(
    await db.execute(sql`
      select n.nspname as schema, p.proname as name,
             pg_get_function_identity_arguments(p.oid) as args,
             pg_get_functiondef(p.oid) as definition
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where ${SYSTEM_SCHEMAS}
        and p.prokind in ('f', 'p')
        and not exists (
          select 1 from pg_depend d
          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by n.nspname collate "C", p.proname collate "C",
               pg_get_function_identity_arguments(p.oid) collate "C"`),
  );
  const functions = new Map<string, FunctionDefinition[]>();
  for (const row of functionRows) {
    const name = row.schema === 'public' ? row.name : `${row.schema}.${row.name}`;
    const list = functions.get(name) ?? [];
    list.push({ name, args: row.args, definition: row.definition });
    functions.set(name, list);
  }
  const triggerRows = rowsOf<{ schema: string; table: string; name: string; definition: string }>(
    await db.execute(sql`
      select n.nspname as schema, c.relname as table, t.tgname as name,
             pg_get_triggerdef(t.oid) as definition
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where ${SYSTEM_SCHEMAS} and not t.tgisinternal
      order by n.nspname collate "C", c.relname collate "C", t.tgname collate "C"`),
  );
  const triggers = triggerRows.map((row) => ({
    table: `${row.schema}.${row.table}`,
    name: row.name,
    definition: row.definition,
  }));
  return { functions, triggers };
}

const header = (what: string) =>
  [
    `-- ${what}`,
    '-- The source: applied after the migrations (db/routines.ts). After editing, run',
    `-- \`${REGENERATE}\`, which writes it back as PostgreSQL reports it.`,
    '',
  ].join('\n');

/** A definition as one statement: pg_get_functiondef ends with a line break, pg_get_triggerdef without. */
const statement = (definition: string) => `${definition.trimEnd()};\n`;

/** The text of `<name>.sql`: the function's definition, or every overload's, each ending in `;`. */
export function renderFunctionFile(name: string, overloads: readonly FunctionDefinition[]): string {
  const what = overloads.length > 1 ? `The function ${name}, ${overloads.length} overloads.` : `The function ${name}.`;
  return `${header(what)}\n${overloads.map((o) => statement(o.definition)).join('\n')}`;
}

/** The text of `triggers.sql`: every trigger, one statement a line, under a comment naming its table. */
export function renderTriggersFile(triggers: readonly TriggerDefinition[]): string {
  const blocks: string[] = [];
  let table: string | undefined;
  let block: string[] = [];
  for (const t of triggers) {
    if (t.table !== table) {
      if (block.length) blocks.push(block.join(''));
      table = t.table;
      block = [`-- ${t.table}\n`];
    }
    block.push(statement(t.definition));
  }
  if (block.length) blocks.push(block.join(''));
  return `${header('Every trigger, by table then name.')}\n${blocks.join('\n')}`;
}

/** Every file of db/functions/ by its name: `<name>.sql` per function name and `triggers.sql`. */
export function renderFunctionFiles(routines: SchemaRoutines): Map<string, string> {
  const files = new Map<string, string>();
  if (routines.functions.has(TRIGGERS_FILE.replace(/\.sql$/, '')))
    throw new Error(`A function's file would be ${TRIGGERS_FILE}, the triggers' file`);
  for (const [name, overloads] of routines.functions) files.set(`${name}.sql`, renderFunctionFile(name, overloads));
  files.set(TRIGGERS_FILE, renderTriggersFile(routines.triggers));
  return files;
}

/** The triggers of a triggers.sql text by `trigger on table`, from the table's comment line and the statement. */
export function triggerStatements(text: string): Map<string, string> {
  const statements = new Map<string, string>();
  let table = '?';
  for (const line of text.split('\n')) {
    const heading = /^-- (\S+\.\S+)$/.exec(line);
    if (heading) table = heading[1];
    const trigger = /^CREATE (?:CONSTRAINT )?TRIGGER (\S+)/.exec(line);
    if (trigger) statements.set(`${trigger[1]} on ${table}`, line);
  }
  return statements;
}
