// npm test: every check the product has. Exits non-zero at the first failed step.
//   formatting, lint, module boundaries and typecheck (side by side) -> a quiet start -> the API's tests ->
//   production builds -> the libraries' and apps' tests, with the scale check (short), the Storybook build and
//   the journeys' demo data beside them -> bundle sizes -> Playwright e2e (three servers side by side, the journeys split by their time)
// With DATABASE_URL set, the API's integration tests run on that PostgreSQL server; otherwise on PGlite.
//
// The machine it is sized for has two cores. The static checks are single-threaded, so two run at once;
// the API's Jest run (three workers on PostgreSQL, whose files wait on its statements) and Playwright (three
// servers, whose journeys wait on server and browser in turn) keep both cores busy; the scale check mostly waits on its servers (its
// checks are of correctness, not of speed), which leaves room for it beside the libraries' and apps' tests.
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { E2E_DEMO_DATA, prepareE2eDemoData } from './e2e-demo-data.mjs';
import { splitJourneys } from './e2e-shards.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** A workspace package's command, run directly: `npx` spends half a CPU second finding it each time. */
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const step = async (name, fn) => {
  const t = Date.now();
  console.log(`\n=== ${name}`);
  await fn();
  console.log(`=== ${name}: done in ${seconds(t)} s`);
};

/** Runs the jobs, `width` at a time, in the order given; rejects once all have ended if any failed. */
async function pool(width, jobs) {
  const queue = [...jobs];
  const failures = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job().catch((err) => failures.push(err));
  };
  await Promise.all(Array.from({ length: width }, worker));
  if (failures.length) throw new Error(failures.map((err) => err.message).join('\n'));
}

/** Waits for every promise; then rejects with all their failures if any failed. */
async function settleAll(promises) {
  const failures = (await Promise.allSettled(promises)).filter((r) => r.status === 'rejected');
  if (failures.length) throw new Error(failures.map((r) => r.reason.message).join('\n'));
}

/** The projects tsconfig.web.json checks together: they share its compiler options. */
const WEB_PROJECTS = /^(api-client|features-.*|marketplace|partner-portal|admin-console)$/;

/** Every other project's typecheck command, read from its project.json (`tsgo -p <its tsconfig>`). */
function otherTypechecks() {
  const folders = ['apps', 'libs', 'libs/features'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, dir, entry.name, 'project.json'))
      .filter((file) => existsSync(file)),
  );
  return folders
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .filter((project) => project.targets?.typecheck && !WEB_PROJECTS.test(project.name))
    .map((project) => {
      const [cmd, ...args] = project.targets.typecheck.options.command.split(/\s+/);
      if (cmd !== 'tsgo') throw new Error(`${project.name}'s typecheck is not a tsgo command: ${cmd}`);
      return { name: `typecheck ${project.name}`, args };
    });
}

const typechecks = otherTypechecks();
const typecheck =
  ({ name, args }) =>
  () =>
    run(bin('tsgo'), [...args, '--singleThreaded'], { buffered: name });

try {
  await step('formatting, lint, module boundaries and typecheck (two at a time)', () =>
    // The longest first (by their CPU time, docs/test-run.md "The static checks"), so the last to start
    // are the shortest and both cores end together.
    pool(2, [
      // One ESLint process for the workspace (what each project's lint target runs, on every folder): the
      // import rules' resolver then reads each module once, not once per project. Nx's module-boundaries rule
      // reads the project graph Nx keeps in .nx/workspace-data and skips itself when there is none (a fresh
      // clone), so the graph is written first.
      async () => {
        await run(bin('nx'), ['show', 'projects'], { buffered: 'the project graph (for the lint)' });
        await run(bin('eslint'), ['.', '--max-warnings=0'], { buffered: 'lint (ESLint)' });
      },
      // The typechecks run TypeScript's native compiler (tsgo) on one thread each, two side by side: the
      // browser libraries and apps in one program (tsconfig.web.json), the others on their own.
      typecheck(typechecks.find(({ name }) => name === 'typecheck api')),
      typecheck({ name: 'typecheck web', args: ['-p', 'tsconfig.web.json'] }),
      // The API's layers, module entries and import circles (between files and between modules), and
      // tools/ through the API's scripts entry (.dependency-cruiser.cjs, apps/api/module-graph.mjs).
      () => run('npm', ['run', '--silent', 'deps:check'], { buffered: 'module boundaries' }),
      ...typechecks.filter(({ name }) => name !== 'typecheck api').map(typecheck),
      // The formatter (oxfmt, Prettier's style, .oxfmtrc.jsonc) on one thread: under a second for the repository.
      () => run(bin('oxfmt'), ['--check', '--threads=1'], { buffered: 'formatting (oxfmt)' }),
      // Every installed package supports the Node the README names (npm itself only warns).
      () => run('node', ['tools/scripts/engines-check.mjs'], { buffered: 'Node versions' }),
      // The docs' links, and the code's citations of docs files and their headings, lead somewhere; no docs
      // file is over 600 lines; every decision record is in the decisions' index.
      () => run('node', ['tools/scripts/docs-check.mjs'], { buffered: 'docs' }),
    ]),
  );
  await step('a quiet start (install scripts, Vite configs)', () => run('node', ['tools/scripts/quiet-start.mjs']));
  await step("the API's unit and integration tests", () =>
    run('node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '-c', 'apps/api/jest.config.cjs']),
  );
  // package.json's scripts, so each command is written once (npm start builds the same way).
  await step('production builds', () =>
    run('npm', ['run', '--silent', 'build', '--', '--outputStyle=stream', '--skip-nx-cache']),
  );
  await step(
    "the libraries' and apps' tests (one Jest run), with the scale check (short), the Storybook build and the journeys' demo data beside them",
    // Each runs to its end even when another fails, so a failure's report is not cut short by the exit.
    () =>
      settleAll([
        run('node', ['node_modules/jest/bin/jest.js', '-c', 'jest.web.config.cjs']),
        run('npm', ['run', '--silent', 'scale:check', '--', '--short']),
        (async () => {
          const t = Date.now();
          rmSync('dist/storybook', { recursive: true, force: true });
          // --test: every story bundled and indexed, as in the full build, without what only browsing needs
          // (docs, the addons' panels): a quarter of the full build's CPU.
          await run('npm', ['run', '--silent', 'build-storybook', '--', '--test'], { buffered: 'storybook build' });
          const d = Date.now();
          await prepareE2eDemoData(E2E_DEMO_DATA);
          console.log(`--- the journeys' demo data: written in ${seconds(d)} s (with Storybook, ${seconds(t)} s)`);
        })(),
      ]),
  );
  await step('bundle sizes', () => run('node', ['tools/scripts/bundle-size.mjs', '--check']));
  await step('end-to-end (Playwright in Chromium)', async () => {
    ensureChromium();
    // Three servers side by side, each with its own port and copy of the demo data
    // (apps/e2e/playwright.config.ts), each running its share of the journey files: split by their time
    // (e2e-shards.mjs), so they end together. A journey waits on its server and browser often enough that
    // two left the cores idle a tenth of the step; three keep them busy (docs/test-run.md, "Three journey
    // servers"). The first server's port is E2E_PORT (3210 unless set); the others follow it.
    const shards = splitJourneys(root, 'apps/e2e/tests', Number(process.env.E2E_SHARDS ?? 3));
    const firstPort = Number(process.env.E2E_PORT ?? 3210);
    await settleAll(
      shards.map((shard, i) => {
        console.log(`--- server ${i + 1}: ${shard.files.length} files, about ${Math.round(shard.seconds)} s`);
        return run(bin('playwright'), ['test', '-c', 'apps/e2e/playwright.config.ts', ...shard.files], {
          env: { E2E_PORT: String(firstPort + i), E2E_DEMO_DATA },
        });
      }),
    );
  });
  console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}
