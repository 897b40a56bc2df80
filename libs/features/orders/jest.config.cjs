const { browser } = require('../../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'orders',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
