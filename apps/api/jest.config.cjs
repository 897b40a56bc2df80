const { node } = require('../../jest.preset.cjs');
module.exports = {
  ...node,
  displayName: 'api',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  // Each test file opens its own database; PGlite takes a few seconds to start, and 2 workers fit 2 cores.
  testTimeout: 60_000,
  maxWorkers: 2,
};
