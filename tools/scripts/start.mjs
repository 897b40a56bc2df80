// npm start: build the API and the three apps (what changed since the last build), then run one process
// serving the marketplace on http://localhost:3000, the partner portal on http://partner.localhost:3000
// and the admin console on http://admin.localhost:3000 (browsers resolve *.localhost to this machine),
// with the embedded database and demo data. Outside production it answers this machine only
// (127.0.0.1); HOST=0.0.0.0 opens it to the network.
import { existsSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { run } from './run.mjs';
import { withQuietEnv } from './env.mjs';

// Nx builds what changed since the last build and restores the rest from its cache (the build targets
// are cached on their sources, nx.json), so a start after a code change serves the change, and a start
// with nothing changed takes a few seconds. PAVILION_REBUILD=1 builds everything again, cache or not.
const rebuild = process.env.PAVILION_REBUILD === '1';
console.log(
  existsSync('dist/apps/api/main.cjs')
    ? 'Checking the build against the sources...'
    : 'Building Pavilion (first start takes a minute)...',
);
// package.json's build script, the one that names the projects.
await run('npm', ['run', '--silent', 'build', '--', '--outputStyle=stream', ...(rebuild ? ['--skip-nx-cache'] : [])]);

// The API's runtime flags (source maps in stack traces, a larger young generation) live in one file,
// read by this script, the benchmarks and the Dockerfile's check.
const nodeFlags = JSON.parse(readFileSync('apps/api/node-flags.json', 'utf8'));
const child = spawn(process.execPath, [...nodeFlags, 'dist/apps/api/main.cjs'], {
  stdio: 'inherit',
  env: withQuietEnv({ NODE_ENV: process.env.NODE_ENV ?? 'development' }),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
