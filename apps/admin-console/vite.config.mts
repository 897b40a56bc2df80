import { defineConfig } from 'vite';
// app-config.mjs: the ESM name that TypeScript and Vite resolve to the source, app-config.mts.
import { appConfig } from '../../tools/vite/app-config.mjs';

export default defineConfig(appConfig({ name: 'admin-console', base: '/', port: 4202 }));
