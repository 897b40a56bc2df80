// Every Jest project but the API's, in one run (npm test): the libraries, the three apps and the lint rules share one pool
// of workers, so a project's last slow file does not leave a core idle while the next project waits to
// start, and Jest starts once instead of ten times. Each project's own config still runs alone
// (`nx run <project>:test`). The API's tests run on their own: mixed with these, both were slower.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

/**
 * A project's own config as a project of this run: without the options Jest reads only from the run's
 * config (it warns of each in a project's), which a project keeps for running alone.
 */
function asProject(file) {
  const project = { ...require(file) };
  delete project.maxWorkers;
  delete project.passWithNoTests;
  return project;
}

/** The folders below `dir` (one level, or two under libs/features) that hold a jest.config.cjs. */
function projectsIn(dir) {
  return readdirSync(path.join(__dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(__dirname, dir, entry.name, 'jest.config.cjs'))
    .filter((config) => existsSync(config));
}

module.exports = {
  maxWorkers: 2,
  // A worker whose heap holds more than this after a file is replaced by a fresh one. The page tests' workers
  // kept 1.2 GB at first and 2.7 GB later; collecting that heap over and over cost more than a new worker's
  // start (docs/test-run.md, "A worker replaced past 1,200 MB").
  workerIdleMemoryLimit: '1200MB',
  // In a run of several projects Jest reads the timeout here, not in each project (the browser preset's).
  testTimeout: 20_000,
  projects: [
    ...projectsIn('apps'),
    ...projectsIn('libs'),
    ...projectsIn('libs/features'),
    // The specs of the workspace's own lint rules.
    path.join(__dirname, 'tools/eslint/jest.config.cjs'),
    // The specs of the Node tests' environment.
    path.join(__dirname, 'tools/jest/jest.config.cjs'),
  ]
    .filter((config) => !config.startsWith(path.join(__dirname, 'apps/api/')))
    .map(asProject),
};
