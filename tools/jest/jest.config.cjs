// The specs of the test environments' own behaviour, in the Node preset they describe.
const { node } = require('../../jest.preset.cjs');
module.exports = { ...node, displayName: 'jest-environments', rootDir: __dirname };
