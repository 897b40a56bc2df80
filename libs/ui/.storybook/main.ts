import type { StorybookConfig } from '@storybook/react-vite';
// The apps' aliases (@pavilion/ui, the feature libraries...), so the features' stories build as the apps do.
import { aliases } from '../../../tools/vite/app-config.mjs';

const config: StorybookConfig = {
  // The kit's components, and the feature libraries' pieces (the page frame, lists, product pieces).
  stories: ['../src/**/*.stories.tsx', '../../features/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Quiet known-harmless build noise: Headless UI's "use client" directives, the size of a
  // single-bundle preview and rolldown's timing report.
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { alias: aliases },
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
