// One Vite configuration for the three browser apps: base path, ports, aliases, chunking.
// Native ESM (.mts, as each app's vite.config.mts), so Vite loads it without its CommonJS fallback.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const aliases = {
  '@pavilion/domain': path.join(root, 'libs/domain/src/index.ts'),
  '@pavilion/ui': path.join(root, 'libs/ui/src/index.ts'),
  '@pavilion/api-client': path.join(root, 'libs/api-client/src/index.ts'),
  '@pavilion/features-shell': path.join(root, 'libs/features/shell/src/index.ts'),
  '@pavilion/features-account': path.join(root, 'libs/features/account/src/index.ts'),
  '@pavilion/features-page-kit': path.join(root, 'libs/features/page-kit/src/index.ts'),
  '@pavilion/features-event': path.join(root, 'libs/features/event/src/index.ts'),
};

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
    plugins: [react()],
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
