const { browser } = require('../../jest.preset.cjs');
module.exports = {
  ...browser,
  displayName: 'widget',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
};
