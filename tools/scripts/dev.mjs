// npm run dev: the API with reload (tsx watch) on 3333 and the three Vite dev servers with hot reload:
// the marketplace on http://localhost:3000, the partner portal on http://partner.localhost:4201 and the
// admin console on http://admin.localhost:4202. Each proxies /api to the API; the marketplace's /partner
// and /admin go to the API too, which forwards them to the app's host as in production. Everything
// listens on this machine only (the API on 127.0.0.1 unless HOST says otherwise).
import { spawn } from 'node:child_process';
import { withQuietEnv } from './env.mjs';

const MARKETPLACE = 'http://localhost:3000';

const procs = [
  [
    'api',
    'npx',
    ['tsx', 'watch', '--clear-screen=false', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'],
    {
      PORT: '3333',
      SERVE_APPS: 'false',
      PUBLIC_URL: MARKETPLACE,
      PARTNER_HOST: 'partner.localhost:4201',
      ADMIN_HOST: 'admin.localhost:4202',
    },
  ],
  ['marketplace', 'npx', ['vite', '-c', 'apps/marketplace/vite.config.mts'], {}],
  // The dev servers write no page meta: the build environment names the marketplace instead.
  ['partner', 'npx', ['vite', '-c', 'apps/partner-portal/vite.config.mts'], { VITE_MARKETPLACE_URL: MARKETPLACE }],
  ['admin', 'npx', ['vite', '-c', 'apps/admin-console/vite.config.mts'], { VITE_MARKETPLACE_URL: MARKETPLACE }],
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
console.log(
  'Pavilion dev: http://localhost:3000, partner portal http://partner.localhost:4201, admin console http://admin.localhost:4202 (API on 3333)',
);
