const { browser } = require('../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'partner-portal',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  passWithNoTests: true,
};
