// The workspace's own lint rules, as an ESLint plugin (eslint.config.mjs names it `pavilion`).
module.exports = {
  meta: { name: 'eslint-plugin-pavilion' },
  rules: {
    'no-literal-route': require('./no-literal-route.cjs'),
  },
};
