// Bundles the API with esbuild: workspace code and libs inlined, npm packages left as runtime imports.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const out = 'dist/apps/api';
// The test support (apps/api/testing: the harness, fixtures, the scripts' entry) never ships: a bundle
// that reaches it fails (dependency-cruiser forbids the import too; this holds whatever the path).
const noTestSupport = {
  name: 'no-test-support',
  setup(b) {
    b.onLoad({ filter: /[\\/]apps[\\/]api[\\/]testing[\\/]/ }, (args) => ({
      errors: [{ text: `the API's bundle reaches its test support: ${path.relative('.', args.path)}` }],
    }));
  },
};
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
  plugins: [noTestSupport],
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
