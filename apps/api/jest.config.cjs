const path = require('node:path');
const { node } = require('../../jest.preset.cjs');
module.exports = {
  ...node,
  displayName: 'api',
  rootDir: __dirname,
  // The specs sit beside the code in src/; the test support they share is testing/, outside the product's source.
  roots: ['<rootDir>/src'],
  moduleNameMapper: { '^@pavilion/api-testing/(.*)$': path.join(__dirname, 'testing/$1'), ...node.moduleNameMapper },
  // Each test file opens its own database; PGlite takes a few seconds to start, and 2 workers fit 2 cores.
  testTimeout: 60_000,
  // One migrated and seeded database (PostgreSQL template or PGlite dump); every test file starts from a copy.
  globalSetup: '<rootDir>/testing/template.ts',
  globalTeardown: '<rootDir>/testing/template-teardown.ts',
  maxWorkers: 2,
  testSequencer: '<rootDir>/../../tools/jest/long-first-sequencer.cjs',
};
