// The API's layers, checked on its imports (npm run deps:check, and in npm test with the lint).
// From the ground up: db (schema, migrations, client, db-level helpers) -> platform (HTTP, auth,
// audit, mail, locks...) -> modules (the product's areas) -> seed (demo and reference data, which
// drives module services) and cli. A layer imports only the layers below it; tests (*.spec.ts) sit
// on top and may import anything. Type-only imports count: a type pulls its file's layer in too.
const path = require('node:path');

const API = '^apps/api/src/';
const notTests = '\\.spec\\.ts$';

/** A rule that a folder of the API imports none of the given folders (tests excepted). */
const below = (name, layer, above, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `${API}${layer}/`, pathNot: notTests },
  to: { path: `${API}(${above.join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module that needs itself back through others: split out what both sides share.',
      severity: 'error',
      from: { path: API },
      to: { circular: true },
    },
    below(
      'db-is-the-ground-floor',
      'db',
      ['platform', 'modules', 'seed', 'cli'],
      'db/ holds the schema, migrations, the client and db-level helpers: it imports nothing above it.',
    ),
    below(
      'platform-below-modules',
      'platform',
      ['modules', 'seed', 'cli'],
      'platform/ serves every module: what it needs from a module belongs in platform/ or is passed in.',
    ),
    below(
      'modules-below-seed',
      'modules',
      ['seed', 'cli'],
      'The seed and the command-line tools drive the modules, never the other way round.',
    ),
    // The workspace's scripts (tools/: benchmarks, seeders, the scale check) stand on top of the API and
    // reach it through one entry, so the API's folders can move without breaking them.
    {
      name: 'tools-through-the-scripts-entry',
      comment: 'tools/ imports the API only through apps/api/src/testing/scripts.ts: export there what a script needs.',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: API, pathNot: '^apps/api/src/testing/scripts\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|migrations)/' },
    tsPreCompilationDeps: true,
    // An absolute path: TypeScript resolves the config's `extends` against it.
    tsConfig: { fileName: path.join(__dirname, 'apps/api/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
