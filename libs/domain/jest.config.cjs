const { node } = require('../../jest.preset.cjs');
module.exports = { ...node, displayName: 'domain', rootDir: __dirname, roots: ['<rootDir>/src'] };
