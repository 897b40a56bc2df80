// npm run db:functions: migrates an embedded database in memory (the migrations, then the files of
// apps/api/src/db/functions/ applied after them) and writes the files back as PostgreSQL reports them:
// one `<name>.sql` per SQL function and `triggers.sql`. Run it after editing or adding a function or a
// trigger there, and commit what it wrote; apps/api/src/db/functions.spec.ts fails while they differ.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  openDatabase,
  FUNCTIONS_DIR,
  readSchemaRoutines,
  renderFunctionFiles,
  MIGRATIONS_DIR,
} from '@pavilion/api-testing/scripts';

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
  for (const [name, text] of files) writeFileSync(path.join(FUNCTIONS_DIR, name), text);
  console.log(
    `${path.relative(process.cwd(), FUNCTIONS_DIR)}: ${counts.functions} functions in ${files.size - 1} files, ${counts.triggers} triggers`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
