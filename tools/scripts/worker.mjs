// npm run worker: build the API (what changed since the last build), then run the background work alone
// (PAVILION_ROLE=worker: no HTTP) on the PostgreSQL of DATABASE_URL. README, "Roles".
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { run } from './run.mjs';
import { withQuietEnv } from './env.mjs';

await run('npx', ['nx', 'run', 'api:build', '--outputStyle=stream']);
const nodeFlags = JSON.parse(readFileSync('apps/api/node-flags.json', 'utf8'));
const child = spawn(process.execPath, [...nodeFlags, 'dist/apps/api/worker.cjs'], {
  stdio: 'inherit',
  env: withQuietEnv({ NODE_ENV: process.env.NODE_ENV ?? 'development' }),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
