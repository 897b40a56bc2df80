const { browser } = require('../../jest.preset.cjs');
module.exports = { ...browser, displayName: 'ui', rootDir: __dirname, roots: ['<rootDir>/src'] };
