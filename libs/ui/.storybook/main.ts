import type { StorybookConfig } from '@storybook/react-vite';
// The apps' aliases (@pavilion/ui, the feature libraries...), so the features' stories build as the apps do.
import { aliases } from '../../../tools/vite/app-config.mjs';

const testingFixtures = new URL('../../domain/src/testing.ts', import.meta.url).pathname;
const productDecorators = new URL('../../features/page-kit/src/storybook-decorators.tsx', import.meta.url).pathname;

const config: StorybookConfig = {
  // The kit's components, and the feature libraries' pieces (the page frame, lists, product pieces).
  stories: [
    '../src/**/*.stories.tsx',
    '../../features/*/src/**/*.stories.tsx',
    // The apps' own product pieces (the buyer's order card, the event page's reviews and tickets).
    '../../../apps/*/src/**/*.stories.tsx',
  ],
  // Store, router and a phone's width for the product pieces' stories, when a story asks for them.
  previewAnnotations: (entries = []) => [...entries, productDecorators],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Quiet known-harmless build noise: Headless UI's "use client" directives, the size of a
  // single-bundle preview and rolldown's timing report.
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // The domain's sample data first: the '@pavilion/domain' alias would otherwise take its '/testing'.
      resolve: {
        alias: [
          { find: '@pavilion/domain/testing', replacement: testingFixtures },
          ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
        ],
      },
      build: {
        chunkSizeWarningLimit: 2500,
        rolldownOptions: {
          checks: { bundlerTimings: false },
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
