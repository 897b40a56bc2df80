const { browser } = require('../../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'shell',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  passWithNoTests: true,
};
