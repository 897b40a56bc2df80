// Shared Jest settings: TypeScript through SWC, workspace path aliases, CSS stubbed.
const path = require('node:path');
const root = __dirname;

function swcTransform(tsx) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx, decorators: false },
        transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

const moduleNameMapper = {
  '^@pavilion/domain$': path.join(root, 'libs/domain/src/index.ts'),
  '^@pavilion/domain/testing$': path.join(root, 'libs/domain/src/testing.ts'),
  '^@pavilion/ui$': path.join(root, 'libs/ui/src/index.ts'),
  '^@pavilion/api-client$': path.join(root, 'libs/api-client/src/index.ts'),
  '^@pavilion/api-client/testing$': path.join(root, 'libs/api-client/src/testing.ts'),
  '^@pavilion/features-([^/]+)/testing$': path.join(root, 'libs/features/$1/src/testing.ts'),
  '^@pavilion/features-(.*)$': path.join(root, 'libs/features/$1/src/index.ts'),
  '\\.(css)$': path.join(root, 'tools/jest/style-stub.cjs'),
  '\\.(png|jpg|jpeg|svg|gif|webp|pdf)$': path.join(root, 'tools/jest/file-stub.cjs'),
};

// The message formatter's packages and request-filtering-agent are ES modules only: SWC turns them into
// CommonJS like the sources (Node itself loads them with require).
const transformIgnorePatterns = ['/node_modules/(?!(intl-messageformat|@formatjs|request-filtering-agent)/)'];

// Jest's default is one worker fewer than the CPUs: one worker on a two-core machine, which leaves a
// core idle while the projects run one after another (npm test).
const maxWorkers = 2;

// Each worker compiles a module's code once for all the test files it runs (tools/jest/code-cache-runtime.cjs).
const runtime = path.join(root, 'tools/jest/code-cache-runtime.cjs');

module.exports = {
  node: {
    maxWorkers,
    runtime,
    testEnvironment: path.join(root, 'tools/jest/node-environment.cjs'),
    transform: { '^.+\\.(t|j)sx?$': swcTransform(false) },
    transformIgnorePatterns,
    moduleNameMapper,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['**/?(*.)+(spec|test).ts'],
  },
  browser: {
    maxWorkers,
    runtime,
    testEnvironment: path.join(root, 'tools/jest/jsdom-environment.cjs'),
    transform: { '^.+\\.(t|j)sx?$': swcTransform(true) },
    transformIgnorePatterns,
    moduleNameMapper,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['**/?(*.)+(spec|test).ts?(x)'],
    setupFilesAfterEnv: [path.join(root, 'tools/jest/setup-dom.cjs')],
    // A page test waits for answers and renders; on a busy two-core machine 5 s is not always enough.
    testTimeout: 20_000,
  },
};
