// The spec of the Node tests' environment, in the preset it belongs to.
const { node } = require('../../jest.preset.cjs');
module.exports = { ...node, displayName: 'jest-environments', rootDir: __dirname };
