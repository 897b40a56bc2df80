import { defineConfig } from 'vite';
// app-config.mjs: the ESM name that TypeScript and Vite resolve to the source, app-config.mts.
import { appConfig } from '../../tools/vite/app-config.mjs';

export default defineConfig(
  appConfig({
    name: 'marketplace',
    base: '/',
    port: 3000,
    // /partner/... and /admin/..., not /partner-welcome: a key starting with ^ is a regular expression.
    apiPaths: ['^/(partner|admin)([/?].*)?$'],
  }),
);
