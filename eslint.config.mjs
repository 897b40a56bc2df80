// Lint for the whole workspace. Module boundaries are enforced on two tag axes: scope and type; inside
// an app, code flows one way: shared (components, config) -> features -> app, and no feature imports
// another. Import circles are found by dependency-cruiser (npm run deps:check), type-only imports too.
import { readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettierConfig from 'eslint-config-prettier';
import formatjs from 'eslint-plugin-formatjs';
import pavilion from './tools/eslint/index.cjs';

const browserApps = ['marketplace', 'partner-portal', 'admin-console'];
/**
 * Everything a person sees in the browser speaks the four languages: every text the JSX of the apps, the
 * UI library and the feature libraries shows is a catalogue message (defineMessages, libs/domain/src/i18n).
 * The rule applies to every folder there by default, so a new folder is held to it from its first file.
 */
const translated = [
  ...browserApps.map((app) => `apps/${app}/src`),
  'apps/widget/src',
  'libs/ui/src',
  'libs/features/*/src',
];
/** import-x reads TypeScript modules (its default is JavaScript only) through the workspace's paths. */
const importSettings = {
  'import-x/extensions': ['.ts', '.mts', '.tsx', '.js', '.mjs', '.cjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.mts', '.tsx'] },
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
};
/** The feature folders of an app (apps/<app>/src/features/<feature>). */
function featuresOf(app) {
  try {
    return readdirSync(new URL(`./apps/${app}/src/features`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * A route's documented refusals (`errors: { 404: ... }`, or an object of them a module spreads into
 * several routes) are the messages the code throws, so the reference says what a caller is told, in the
 * words of the catalogues: a message constant, never text spelled beside the route. Constants may be
 * joined (`${M.a}; ${M.b}`), with no words of their own between them. A route's `answers` (a redirect,
 * readiness's 503) are not refusals: the reference's own words describe them.
 */
const literalRefusals = [
  {
    selector:
      ":not(Property[key.name='answers']) > ObjectExpression > Property[key.raw=/^[1-5][0-9][0-9]$/] > Literal.value",
    message: 'Document the refusal with the message constant the code throws, not a literal text.',
  },
  {
    selector:
      ":not(Property[key.name='answers']) > ObjectExpression > Property[key.raw=/^[1-5][0-9][0-9]$/] > TemplateLiteral.value > TemplateElement[value.raw=/[A-Za-z]/]",
    message: 'Document the refusal with the message constants the code throws, with no words of its own between them.',
  },
];

/** What browser code may not import (a later no-restricted-imports for the same files repeats it). */
const serverImports = {
  group: [
    'node:*',
    'express',
    'drizzle-orm*',
    'postgres',
    'pg',
    '@electric-sql/*',
    'bcrypt',
    'jsonwebtoken',
    '@pavilion/api-testing/**',
  ],
  message: 'Browser code must not import server code.',
};

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/.data',
      '**/tmp',
      '**/test-results',
      '**/playwright-report',
      '**/migrations/**',
      '**/vite.config.*.timestamp*',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.mts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The API's test support (apps/api/testing, behind its alias): the API's specs import it, and tools/
          // (benchmarks, seeders, the scale check) its scripts entry alone. Which file may import which of it
          // is .dependency-cruiser.cjs's to say (the product none, tools/ scripts.ts only).
          allow: ['@pavilion/api-testing/**'],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:marketplace', onlyDependOnLibsWithTags: ['scope:marketplace', 'scope:shared'] },
            { sourceTag: 'scope:partner', onlyDependOnLibsWithTags: ['scope:partner', 'scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Tool configuration files share workspace presets by path; they are not product code.
    files: [
      '**/jest.config.cjs',
      '**/vite.config.mts',
      'tools/vite/*.mts',
      '**/playwright.config.ts',
      '**/.storybook/*.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser code never imports server code or Node built-ins.
    files: [
      'libs/**/*.ts',
      'libs/**/*.tsx',
      'apps/marketplace/**/*.{ts,tsx}',
      'apps/partner-portal/**/*.{ts,tsx}',
      'apps/admin-console/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/vite.config.mts', '**/.storybook/**', '**/jest.config.cjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverImports],
        },
      ],
    },
  },
  {
    // One way to write a form: useZodForm and Form from the page kit, which alone calls react-hook-form's
    // useForm. Exempt: the shell's two forms (the page kit imports the shell, so the shell cannot
    // import it back).
    files: [...browserApps.map((app) => `apps/${app}/src/**/*.{ts,tsx}`), 'libs/features/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      'libs/features/page-kit/**',
      'libs/features/shell/src/lib/login-form.tsx',
      'libs/features/shell/src/lib/newsletter-form.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverImports],
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: "Write the form with useZodForm and Form from '@pavilion/features-page-kit'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The API client spells no path: every URL comes from API_PATHS (libs/domain/src/http/paths.ts),
    // the table the server's routes are registered from, so a path changes in one place.
    files: ['libs/api-client/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // The base URL '/api' is the one path prefix the client keeps.
          selector: "Literal[value=/^\\/[a-z]/]:not([value='/api'])",
          message: 'Take the path from API_PATHS (@pavilion/domain) instead of spelling it here.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/[a-z]/]',
          message: 'Take the path from API_PATHS (@pavilion/domain) instead of spelling it here.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalRefusals] },
  },
  {
    // The console's routes live in modules/admin/ (one folder per area), nowhere else: another module
    // declares no route for administrators and no /api/admin path; the console reaches the area
    // through what the area's entry exports.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/admin/**', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='access'] > Literal[value='admin']",
          message: "Administrators' routes belong in modules/admin/<area>/router.ts.",
        },
        {
          selector: "MemberExpression[object.name='API_PATHS'][property.name=/^admin[A-Z]/]",
          message: "Administrators' routes belong in modules/admin/<area>/router.ts.",
        },
        // This block replaces the one above for these files: the refusals' rule holds here too.
        ...literalRefusals,
      ],
    },
  },
  {
    // Inside each browser app: a feature imports no other feature and nothing of the app's routes
    // (app/); what several features share lives in src/components or src/config, or in a library.
    files: browserApps.map((app) => `apps/${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: browserApps.flatMap((app) => {
            const features = `apps/${app}/src/features`;
            return [
              ...featuresOf(app).map((feature) => ({
                target: `${features}/${feature}`,
                from: features,
                except: [`./${feature}`],
                message: 'A feature imports no other feature: move what both need to src/components or a library.',
              })),
              {
                target: features,
                from: `apps/${app}/src/app`,
                message: 'Features do not import the app (its routes and guards import them).',
              },
              {
                target: [`apps/${app}/src/components`, `apps/${app}/src/config`],
                from: [features, `apps/${app}/src/app`],
                message: 'Shared app code imports no feature and nothing of the app.',
              },
            ];
          }),
        },
      ],
    },
  },
  {
    // Each browser app reads its paths from its route table (apps/<app>/src/config/paths.ts; the shared ones
    // are the shell's `paths`): no link, menu, redirect or navigate() spells one, and the routers derive their
    // entries from the table (tools/eslint/no-literal-route.cjs).
    files: [...browserApps.map((app) => `apps/${app}/src/**/*.{ts,tsx}`), 'libs/features/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.stories.tsx',
      '**/config/paths.ts',
      'libs/features/shell/src/lib/paths.ts',
      'libs/features/*/src/testing.ts',
      'libs/features/*/src/testing/**',
      'libs/features/*/src/storybook-decorators.tsx',
    ],
    plugins: { pavilion },
    rules: { 'pavilion/no-literal-route': 'error' },
  },
  {
    files: browserApps.map((app) => `apps/${app}/src/app/**/*.{ts,tsx}`),
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: { 'pavilion/no-literal-route': ['error', { routerPaths: true }] },
  },
  {
    // No literal text in the JSX of the translated folders: not between tags, nor in the props a person
    // reads or hears (labels, hints, titles, placeholders, alternative texts, ARIA names).
    files: translated.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.spec.tsx', '**/*.stories.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '{label,loadingLabel,hint,description,helperText,title,placeholder,alt,message,emptyText,caption}'],
            ],
          },
        },
      ],
    },
  },
  // Layout is Prettier's (checked in npm test); lint rules that would argue with it are off.
  prettierConfig,
];
