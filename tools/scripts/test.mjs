// npm test: every check the product has, in order of speed. Exits non-zero at the first failure.
//   formatting -> a quiet start -> lint and typecheck -> unit and integration tests -> production builds ->
//   the scale check (short) -> Storybook build -> Playwright e2e
// With DATABASE_URL set, the API's integration tests run on that PostgreSQL server; otherwise on PGlite.
import { rmSync } from 'node:fs';
import { run } from './run.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const started = Date.now();
const step = async (name, fn) => {
  const t = Date.now();
  console.log(`\n=== ${name}`);
  await fn();
  console.log(`=== ${name}: done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
};
/** The projects tsconfig.web.json checks together: they share its compiler options. */
const WEB_PROJECTS = 'api-client,features-*,marketplace,partner-portal,admin-console';
const nx = (...args) => run('npx', ['nx', ...args, '--outputStyle=stream', '--skip-nx-cache']);

try {
  await step('formatting (Prettier)', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn']));
  await step('a quiet start (install scripts, Vite configs)', () => run('node', ['tools/scripts/quiet-start.mjs']));
  await step('lint and typecheck', async () => {
    // One ESLint process for the workspace (what each project's lint target runs, on every folder):
    // import-x/no-cycle then reads each module once, not once per project.
    await run('npx', ['eslint', '.', '--max-warnings=0']);
    // The API's layers, module entries and import circles (between files and between modules), and
    // tools/ through the API's scripts entry (.dependency-cruiser.cjs, apps/api/module-graph.mjs): seconds.
    await run('npm', ['run', '--silent', 'deps:check']);
    // The browser libraries and apps in one program (tsconfig.web.json), the others on their own.
    await run('npx', ['tsc', '-p', 'tsconfig.web.json']);
    await nx('run-many', '-t', 'typecheck', `--exclude=${WEB_PROJECTS}`);
  });
  await step('unit and integration tests', () => nx('run-many', '-t', 'test', '--parallel=1'));
  await step('production builds', () =>
    nx('run-many', '-t', 'build', '--projects=api,marketplace,partner-portal,admin-console'),
  );
  await step('two instances, a proxy and a replica (the scale check, short form)', () =>
    run('npx', ['tsx', '--tsconfig', 'apps/api/tsconfig.json', 'tools/scale/scale-check.ts', '--short']),
  );
  await step('bundle sizes', () => run('node', ['tools/scripts/bundle-size.mjs', '--check']));
  await step('storybook build', () => {
    rmSync('dist/storybook', { recursive: true, force: true });
    return run('npx', ['storybook', 'build', '-c', 'libs/ui/.storybook', '-o', 'dist/storybook', '--quiet']);
  });
  await step('end-to-end (Playwright in Chromium)', async () => {
    ensureChromium();
    // Two shards side by side, one per core, each with its own server, port and demo data
    // (apps/e2e/playwright.config.ts): the journeys' files split between them.
    const shards = Number(process.env.E2E_SHARDS ?? 2);
    const results = await Promise.allSettled(
      Array.from({ length: shards }, (_, i) =>
        run('npx', ['playwright', 'test', '-c', 'apps/e2e/playwright.config.ts', `--shard=${i + 1}/${shards}`], {
          env: { E2E_PORT: String(3210 + i) },
        }),
      ),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  });
  console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}
