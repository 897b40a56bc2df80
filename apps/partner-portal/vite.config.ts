import { defineConfig } from 'vite';
import { appConfig } from '../../tools/vite/app-config';

export default defineConfig(appConfig({ name: 'partner-portal', base: '/partner/', port: 4201 }));
