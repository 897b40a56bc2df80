const { node } = require('../../jest.preset.cjs');
module.exports = {
  ...node,
  displayName: 'api',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  // Each test file opens its own database; PGlite takes a few seconds to start, and 2 workers fit 2 cores.
  testTimeout: 60_000,
  // One migrated and seeded database (PostgreSQL template or PGlite dump); every test file starts from a copy.
  globalSetup: '<rootDir>/src/testing/template.ts',
  globalTeardown: '<rootDir>/src/testing/template-teardown.ts',
  maxWorkers: 2,
  testSequencer: '<rootDir>/../../tools/jest/long-first-sequencer.cjs',
};
