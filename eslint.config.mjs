// Lint for the whole workspace. Module boundaries are enforced on two tag axes: scope and type.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettierConfig from 'eslint-config-prettier';

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
      '**/vite.config.ts.timestamp*',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
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
    files: ['**/jest.config.cjs', '**/vite.config.ts', '**/playwright.config.ts', '**/.storybook/*.ts', 'tools/**'],
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
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/vite.config.ts', '**/.storybook/**', '**/jest.config.cjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'express',
                'drizzle-orm*',
                'postgres',
                'pg',
                '@electric-sql/*',
                'bcrypt',
                'jsonwebtoken',
              ],
              message: 'Browser code must not import server code.',
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (checked in npm test); lint rules that would argue with it are off.
  prettierConfig,
];
