// GET /widget/v1.js: the widget's script (built by apps/api/build.mjs from apps/widget into the apps'
// dist folder), served on every host so an organiser's page can load it from any of them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

export const WIDGET_SCRIPT_PATH = '/widget/v1.js';
/** A page loads the script at most this stale (seconds): v1 changes only compatibly. */
const SCRIPT_CACHE_SECONDS = 300;

export function serveWidgetScript(webDistDir: string): RequestHandler {
  const file = path.join(webDistDir, 'widget', 'v1.js');
  let body: Promise<Buffer> | null = null;
  return (_req, res, next) => {
    body ??= readFile(file);
    body.then(
      (script) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', `public, max-age=${SCRIPT_CACHE_SECONDS}`);
        // Loaded by <script src> from other origins: helmet's same-origin default would block it.
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.send(script);
      },
      () => {
        // Not built (an API started without its build): try again next time, answer as unknown now.
        body = null;
        next();
      },
    );
  };
}
