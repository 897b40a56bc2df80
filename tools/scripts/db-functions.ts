// npm run db:functions: writes apps/api/src/db/functions/ from a freshly migrated embedded database
// (in memory): one `<name>.sql` per SQL function and `triggers.sql`, as PostgreSQL reports them.
// Run it after adding a migration that creates, changes or drops a function or trigger, and commit the
// files with the migration; apps/api/src/db/functions.spec.ts fails while they differ.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  openDatabase,
  FUNCTIONS_DIR,
  readSchemaRoutines,
  renderFunctionFiles,
  MIGRATIONS_DIR,
} from '../../apps/api/src/testing/scripts';

const MIGRATIONS = MIGRATIONS_DIR;

async function main() {
  const handle = await openDatabase({});
  let files: Map<string, string>;
  let counts: { functions: number; triggers: number };
  try {
    await handle.migrate(MIGRATIONS);
    const routines = await readSchemaRoutines(handle.db);
    files = renderFunctionFiles(routines);
    counts = {
      functions: [...routines.functions.values()].reduce((n, overloads) => n + overloads.length, 0),
      triggers: routines.triggers.length,
    };
  } finally {
    await handle.close();
  }
  // A function a migration dropped loses its file; README.md and anything not .sql stay.
  for (const name of readdirSync(FUNCTIONS_DIR)) {
    if (name.endsWith('.sql') && !files.has(name)) {
      rmSync(path.join(FUNCTIONS_DIR, name));
      console.log(`removed ${name}`);
    }
  }
  for (const [name, text] of files) writeFileSync(path.join(FUNCTIONS_DIR, name), text);
  console.log(
    `${path.relative(process.cwd(), FUNCTIONS_DIR)}: ${counts.functions} functions in ${files.size - 1} files, ${counts.triggers} triggers`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
