// npm start: build the API and the three apps (unless already built and current), then run one process
// serving everything on http://localhost:3000 with the embedded database and demo data. Outside
// production it answers this machine only (127.0.0.1); HOST=0.0.0.0 opens it to the network.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { run } from './run.mjs';
import { withQuietEnv } from './env.mjs';

const outputs = [
  'dist/apps/api/main.cjs',
  'dist/apps/marketplace/index.html',
  'dist/apps/partner-portal/index.html',
  'dist/apps/admin-console/index.html',
];
const missing = outputs.some((f) => !existsSync(f));
if (missing || process.env.PAVILION_REBUILD === '1') {
  console.log('Building Pavilion (first start takes a minute)...');
  await run('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '--projects=api,marketplace,partner-portal,admin-console',
    '--outputStyle=stream',
  ]);
} else {
  console.log(
    `Using the build in dist/ from ${statSync(outputs[0]).mtime.toISOString()} (PAVILION_REBUILD=1 to rebuild).`,
  );
}

// The API's runtime flags (source maps in stack traces, a larger young generation) live in one file,
// read by this script, the benchmarks and the Dockerfile's check.
const nodeFlags = JSON.parse(readFileSync('apps/api/node-flags.json', 'utf8'));
const child = spawn(process.execPath, [...nodeFlags, 'dist/apps/api/main.cjs'], {
  stdio: 'inherit',
  env: withQuietEnv({ NODE_ENV: process.env.NODE_ENV ?? 'development' }),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
