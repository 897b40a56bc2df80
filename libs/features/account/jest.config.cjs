const { browser } = require('../../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'account',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  passWithNoTests: true,
};
