const path = require('node:path');
const { node } = require('../../jest.preset.cjs');
module.exports = {
  ...node,
  displayName: 'api',
  rootDir: __dirname,
  // The specs sit beside the code in src/; the test support they share is testing/, outside the product's source.
  roots: ['<rootDir>/src'],
  moduleNameMapper: { '^@pavilion/api-testing/(.*)$': path.join(__dirname, 'testing/$1'), ...node.moduleNameMapper },
  // Each test file opens its own database; PGlite takes a few seconds to start.
  testTimeout: 60_000,
  // One migrated and seeded database (PostgreSQL template or PGlite dump); every test file starts from a copy.
  globalSetup: '<rootDir>/testing/template.ts',
  globalTeardown: '<rootDir>/testing/template-teardown.ts',
  // On PostgreSQL a file waits for its statements (and for a few timers) about a seventh of its time: a third
  // worker fills those waits on two cores (docs/test-run.md, "Three workers on PostgreSQL"). PGlite works
  // in the worker's own thread, so there two fit two cores.
  maxWorkers: process.env.DATABASE_URL ? 3 : 2,
  testSequencer: '<rootDir>/../../tools/jest/long-first-sequencer.cjs',
  // The domain library's modules are loaded once a worker, not once a file (tools/jest/code-cache-runtime.cjs):
  // its schemas and messages are the same for every file, and no API test changes its state.
  testEnvironmentOptions: { sharedWorkspaceFolders: [path.join(__dirname, '../../libs/domain/src')] },
};
