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
  /** Public path the app is served under: '/', '/partner/', '/admin/'. */
  base: string;
  port: number;
  /** Dev only: other apps' dev servers reached through this one, so one origin serves all (as in production). */
  devProxy?: Record<string, string>;
}

export function appConfig({ name, base, port, devProxy = {} }: AppOptions): UserConfig {
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
        '/api': { target: apiTarget, changeOrigin: false },
        ...Object.fromEntries(
          Object.entries(devProxy).map(([p, target]) => [p, { target, ws: true, changeOrigin: false }]),
        ),
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
