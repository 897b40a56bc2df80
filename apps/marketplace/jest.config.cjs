const { browser } = require('../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'marketplace',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  passWithNoTests: true,
};
