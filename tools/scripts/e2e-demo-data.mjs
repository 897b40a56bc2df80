// The Playwright journeys' demo data, made once: starts the built API on a data folder of its own with
// DEMO_DATA=true (the first start writes and ranks the demo data, as `npm start` does), waits until it
// answers, and stops it. Each journey server then starts from a copy of that folder (E2E_DEMO_DATA, read
// by apps/e2e/playwright.config.ts) instead of writing the same data again.
//   node tools/scripts/e2e-demo-data.mjs [folder]     (default tmp/e2e-demo-data)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const E2E_DEMO_DATA = path.join(root, 'tmp/e2e-demo-data');

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function prepareE2eDemoData(dir = E2E_DEMO_DATA) {
  rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/apps/api/main.cjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const status = await Promise.race([exited.then((code) => ({ code })), new Promise((r) => setTimeout(r, 500))]);
    if (status) throw new Error(`the API stopped with ${status.code} before answering (demo data in ${dir})`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the API did not answer on port ${port} within 180 s (demo data in ${dir})`);
    }
  }
  // A clean stop closes the database, so the folder can be copied.
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the API stopped with ${code} after writing the demo data in ${dir}`);
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? E2E_DEMO_DATA);
  await prepareE2eDemoData(dir);
  console.log(`Demo data for the journeys in ${dir}`);
}
