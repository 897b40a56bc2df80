const { browser } = require('../../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'event',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
