// One Vite configuration for the three browser apps: base path, ports, aliases, chunking, and the page
// they share.
// Native ESM (.mts, as each app's vite.config.mts), so Vite loads it without its CommonJS fallback.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { compiledMessages } from './compiled-messages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const aliases = {
  '@pavilion/domain': path.join(root, 'libs/domain/src/index.ts'),
  '@pavilion/ui': path.join(root, 'libs/ui/src/index.ts'),
  '@pavilion/api-client': path.join(root, 'libs/api-client/src/index.ts'),
  '@pavilion/features-shell': path.join(root, 'libs/features/shell/src/index.ts'),
  '@pavilion/features-account': path.join(root, 'libs/features/account/src/index.ts'),
  '@pavilion/features-page-kit': path.join(root, 'libs/features/page-kit/src/index.ts'),
  '@pavilion/features-event': path.join(root, 'libs/features/event/src/index.ts'),
  '@pavilion/features-orders': path.join(root, 'libs/features/orders/src/index.ts'),
};

/** The product's icon: a white P on indigo. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23312e81'/%3E%3Ctext x='16' y='23' font-size='20' text-anchor='middle' fill='white' font-family='sans-serif'%3EP%3C/text%3E%3C/svg%3E";

/**
 * What every app's page has besides its title and description (which its index.html says): the
 * character set, the viewport, the icon, the root React renders into and the app's entry module.
 * Added before Vite reads the page, so the entry is bundled as if it were written there.
 */
export function appPage(): Plugin {
  return {
    name: 'pavilion-app-page',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
        {
          tag: 'meta',
          attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
          injectTo: 'head-prepend',
        },
        { tag: 'link', attrs: { rel: 'icon', href: ICON }, injectTo: 'head-prepend' },
        { tag: 'div', attrs: { id: 'root' }, injectTo: 'body' },
        { tag: 'script', attrs: { type: 'module', src: '/src/main.tsx' }, injectTo: 'body' },
      ],
    },
  };
}

export interface AppOptions {
  /** Folder name under apps/ and dist/apps/. */
  name: string;
  /** Public path the app is served under: '/' (each app has its own host). */
  base: string;
  port: number;
  /** Dev only: paths besides /api this dev server sends to the API (Vite proxy keys; the marketplace's /partner and /admin, which the API forwards to their hosts). */
  apiPaths?: string[];
}

export function appConfig({ name, base, port, apiPaths = [] }: AppOptions): UserConfig {
  // The API listens on 127.0.0.1 in development (not ::1, which 'localhost' may name first).
  const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3333';
  return {
    root: path.join(root, 'apps', name),
    base,
    envDir: root,
    cacheDir: path.join(root, 'node_modules/.vite', name),
    plugins: [react(), appPage(), compiledMessages()],
    resolve: { alias: aliases },
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      proxy: {
        ...Object.fromEntries(['/api', ...apiPaths].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
      },
    },
    preview: { port: port + 1000, strictPort: true },
    build: {
      outDir: path.join(root, 'dist/apps', name),
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      reportCompressedSize: true,
    },
  };
}
