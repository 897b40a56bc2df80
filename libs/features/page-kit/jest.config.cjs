const { browser } = require('../../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'page-kit',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
