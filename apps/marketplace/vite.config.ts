import { defineConfig } from 'vite';
import { appConfig } from '../../tools/vite/app-config';

export default defineConfig(
  appConfig({
    name: 'marketplace',
    base: '/',
    port: 3000,
    devProxy: { '/partner': 'http://localhost:4201', '/admin': 'http://localhost:4202' },
  }),
);
