// npm run dev: the API with reload (tsx watch) on 3333 and the three Vite dev servers with hot reload.
// Open http://localhost:3000: the marketplace dev server proxies /api, /partner and /admin. Everything
// listens on this machine only (the API on 127.0.0.1 unless HOST says otherwise).
import { spawn } from 'node:child_process';
import { withQuietEnv } from './env.mjs';

const procs = [
  [
    'api',
    'npx',
    ['tsx', 'watch', '--clear-screen=false', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'],
    { PORT: '3333', SERVE_APPS: 'false' },
  ],
  ['marketplace', 'npx', ['vite', '-c', 'apps/marketplace/vite.config.mts'], {}],
  ['partner', 'npx', ['vite', '-c', 'apps/partner-portal/vite.config.mts'], {}],
  ['admin', 'npx', ['vite', '-c', 'apps/admin-console/vite.config.mts'], {}],
].map(([name, cmd, args, env]) => {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: withQuietEnv(env) });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
});
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Pavilion dev: http://localhost:3000 (API on 3333)');
