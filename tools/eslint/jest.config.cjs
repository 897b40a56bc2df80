// The specs of the workspace's own lint rules (RuleTester), in Node.
const { node } = require('../../jest.preset.cjs');
module.exports = { ...node, displayName: 'eslint-rules', rootDir: __dirname };
