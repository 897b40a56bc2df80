import { defineConfig } from 'vite';
import { appConfig } from '../../tools/vite/app-config';

export default defineConfig(appConfig({ name: 'admin-console', base: '/admin/', port: 4202 }));
