// End-to-end journeys in Debian's Chromium against the production build, served by the API on its own
// port with a fresh embedded database and demo data.
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(__dirname, '../..');
// One data folder per port, so journeys of different areas can run side by side.
const dataDir = path.join(root, `tmp/e2e-data-${port}`);
// The demo data made once for every server of a run (tools/scripts/e2e-demo-data.mjs, npm test): each
// server starts from a copy of it. Without it, the server writes the demo data at its first start.
const demoData = process.env.E2E_DEMO_DATA;
const startData = demoData && existsSync(demoData) ? `cp -a ${demoData} ${dataDir}` : 'true';

export default defineConfig({
  testDir: './tests',
  // Per port too: runs side by side (npm test runs three shards) must not clear each other's results.
  outputDir: path.join(root, `tmp/e2e-results-${port}`),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action's snapshots, which cost a journey a quarter to a half of its time;
    // CI records one for a journey that failed once, on its retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Without motion, as a person who asks for less of it (the app shortens its transitions then) and as the
    // screenshots: a transition only delays what a journey checks. The carousel's journey asks for motion.
    reducedMotion: 'reduce',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless):
      // a third less CPU than the full browser in headless mode. tools/scripts/ensure-chromium.mjs installs it.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The screenshots first, on the demo data as the server made it: listed first, their tests are the
    // first of shard 1 (npm test) and of a run without shards, before any journey changes the data.
    { name: 'visual', testMatch: 'visual.spec.ts', use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: 'visual.spec.ts', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    // A fresh data folder each run: a copy of the run's demo data, or the demo data created at start.
    command: `rm -rf ${dataDir} && ${startData} && node dist/apps/api/main.cjs`,
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The e2e server always runs on the embedded database, whatever DATABASE_URL the API tests used.
      DATABASE_URL: '',
    },
  },
});
