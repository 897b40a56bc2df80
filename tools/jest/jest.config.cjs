// The specs of the test environments' own behaviour, in the Node preset they describe.
const path = require('node:path');
const { node } = require('../../jest.preset.cjs');
module.exports = {
  ...node,
  displayName: 'jest-environments',
  rootDir: __dirname,
  // What the API's tests do with libs/domain, on a fixture (node-environment.spec.ts).
  testEnvironmentOptions: { sharedWorkspaceFolders: [path.join(__dirname, 'fixtures/shared')] },
};
