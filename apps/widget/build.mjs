// Bundles the ticket widget (/widget/v1.js, served by the API) with esbuild: one small script, minified,
// no framework; part of `npm run build` and so of `npm start`. Prints its size.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const out = 'dist/apps/widget';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: ['apps/widget/src/main.ts'],
  outfile: `${out}/v1.js`,
  bundle: true,
  minify: true,
  format: 'iife',
  // What organisers' visitors run: browsers of the last few years.
  target: 'es2020',
  tsconfig: 'tsconfig.base.json',
  legalComments: 'none',
  logLevel: 'warning',
});
const script = readFileSync(`${out}/v1.js`);
console.log(`widget built to ${out}/v1.js: ${script.length} bytes, ${gzipSync(script).length} gzipped`);
