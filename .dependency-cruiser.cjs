// The API's layers, checked on its imports (npm run deps:check, and in npm test with the lint).
// From the ground up: db (schema, migrations, client, db-level helpers) -> platform (HTTP, auth,
// audit, mail, locks...) -> modules (the product's areas) -> seed (demo and reference data, which
// drives module services) and cli. A layer imports only the layers below it. The specs (*.spec.ts,
// beside the code they test) and the test support they share (apps/api/testing/: the harness, the
// fixtures, the scripts' entry) sit on top and may import any layer; the product imports neither.
// Inside modules/, a module is reached only through its index.ts, and modules import each other in no
// circle (apps/api/module-graph.mjs, run by npm run deps:check). Type-only imports count: a type pulls
// its file's layer in too.
const path = require('node:path');

const API = '^apps/api/src/';
const SPEC = '\\.spec\\.ts$';
const MODULES = `${API}modules/`;
// The test support: outside the product's source, behind the alias @pavilion/api-testing/*.
const TESTING = '^apps/api/testing/';
// A module's public entry: modules/<name>/index.ts (a folder inside a module has no entry of its own).
const entry = `${MODULES}[^/]+/index\\.ts$`;

/** A rule that a folder of the API imports none of the given folders (its specs excepted). */
const below = (name, layer, above, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `${API}${layer}/`, pathNot: SPEC },
  to: { path: `${API}(${above.join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A file that needs itself back through others, anywhere in the workspace (apps, libs, tools; type-only imports count): split out what both sides share.',
      severity: 'error',
      from: { path: '^(apps|libs|tools)/' },
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
    // A module (modules/<name>/) is reached only through its public entry, index.ts, and exports there
    // what others use. The admin's routes (modules/admin/<area>/) are a module of their own, not the
    // area's code: the console reads and changes an area only through what the area exports, as any
    // other module does, so an area's internals can change without looking at the admin's routes.
    {
      name: 'modules-through-their-index',
      comment:
        "A module imports another module only through its index.ts: export there what is needed. The admin's " +
        'routes (modules/admin/<area>/) belong to the admin module, not to the area.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: SPEC },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, entry] },
    },
    {
      name: 'app-seed-cli-through-module-index',
      comment:
        'The app, the workers, the module list, the seed and the command-line tools use a module through its index.ts.',
      severity: 'error',
      from: { path: API, pathNot: [`${MODULES}[^/]+/`, SPEC] },
      to: { path: `${MODULES}[^/]+/`, pathNot: entry },
    },
    {
      name: 'specs-through-module-entries',
      comment: "A spec may read its own module's internals; another module's only through its index.ts.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/.*${SPEC}` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, entry] },
    },
    {
      name: 'test-support-and-other-specs-through-module-entries',
      comment:
        'The test support, and the specs outside the modules, use a module through its index.ts: the fixtures ' +
        'write what a module exports, so a module can change its files without breaking them.',
      severity: 'error',
      from: { path: [TESTING, `${API}.*${SPEC}`], pathNot: `${MODULES}[^/]+/` },
      to: { path: `${MODULES}[^/]+/`, pathNot: entry },
    },
    {
      name: 'product-never-imports-test-support',
      comment: 'The product (apps/api/src, its specs aside) never imports the test support (apps/api/testing/).',
      severity: 'error',
      from: { path: API, pathNot: SPEC },
      to: { path: TESTING },
    },
    {
      name: 'test-support-only-for-the-api',
      comment:
        "The API's test support serves its specs (and tools/ its scripts entry): no other app or library imports it.",
      severity: 'error',
      from: { path: '^(apps|libs)/', pathNot: '^apps/api/' },
      to: { path: TESTING },
    },
    // The workspace's scripts (tools/: benchmarks, seeders, the scale check) stand on top of the API and
    // reach it through one entry, so the API's folders can move without breaking them.
    {
      name: 'tools-through-the-scripts-entry',
      comment:
        'tools/ imports the API only through apps/api/testing/scripts.ts (@pavilion/api-testing/scripts): ' +
        'export there what a script needs.',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: '^apps/api/', pathNot: '^apps/api/testing/scripts\\.ts$' },
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
