const { browser } = require('../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'api-client',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  passWithNoTests: true,
};
