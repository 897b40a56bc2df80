// Bundles the API with esbuild: workspace code and libs inlined, npm packages left as runtime imports.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const out = 'dist/apps/api';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['apps/api/src/main.ts'],
  outfile: `${out}/main.cjs`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  packages: 'external',
  tsconfig: 'tsconfig.base.json',
  logLevel: 'warning',
});
cpSync('apps/api/src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`api built to ${out}`);
