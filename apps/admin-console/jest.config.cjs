const { browser } = require('../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'admin-console',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  passWithNoTests: true,
};
