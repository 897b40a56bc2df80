// Bundles the API with esbuild: workspace code and libs inlined, npm packages left as runtime imports.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const out = 'dist/apps/api';
rmSync(out, { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  packages: 'external',
  tsconfig: 'tsconfig.base.json',
  logLevel: 'warning',
};
await build({ ...common, entryPoints: ['apps/api/src/main.ts'], outfile: `${out}/main.cjs` });
// npm run worker: the background work without HTTP (README, "Roles").
await build({ ...common, entryPoints: ['apps/api/src/worker.ts'], outfile: `${out}/worker.cjs` });
// npm run admin:create (README, "Administrators").
await build({ ...common, entryPoints: ['apps/api/src/cli/admin-create.ts'], outfile: `${out}/admin-create.cjs` });
// npm run ledger:check (README, "The ledger").
await build({ ...common, entryPoints: ['apps/api/src/cli/ledger-check.ts'], outfile: `${out}/ledger-check.cjs` });
cpSync('apps/api/src/db/migrations', `${out}/migrations`, { recursive: true });
// The SQL functions and triggers, applied after the migrations from the folder beside them (db/routines.ts).
cpSync('apps/api/src/db/functions', `${out}/functions`, { recursive: true });
console.log(`api built to ${out}`);
