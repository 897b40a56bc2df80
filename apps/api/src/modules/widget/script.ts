// GET /widget/v1.js: the widget's script (built by apps/api/build.mjs from apps/widget into the apps'
// dist folder), served on every host so an organiser's page can load it from any of them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { WIDGET_MESSAGES, ZWidgetQuery } from '@pavilion/domain';
import { withLocale } from '../../platform/i18n';

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

export const WIDGET_FRAME_PATH = '/widget/v1/frame';

/**
 * GET /widget/v1/frame?event=42&lang=de: the widget alone on a page of Pavilion's, for a site that takes
 * an iframe and no script. Any site may frame it (it shows only what the public read answers).
 */
export const serveWidgetFrame: RequestHandler = (req, res) => {
  const event = String(req.query.event ?? '');
  const lang = widgetLanguageOf(req.query.lang);
  const id = /^\d{1,10}$/.test(event) ? event : '';
  res.removeHeader('X-Frame-Options');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors *",
  );
  res.setHeader('Cache-Control', `public, max-age=${SCRIPT_CACHE_SECONDS}`);
  res
    .type('html')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(withLocale(lang, () => WIDGET_MESSAGES.heading))}</title><style>body{margin:0;padding:4px}</style></head><body><div data-pavilion-event="${id}" data-lang="${lang}"></div><script src="${WIDGET_SCRIPT_PATH}"></script></body></html>`,
    );
};

const widgetLanguageOf = (value: unknown) =>
  ZWidgetQuery.parse({ lang: typeof value === 'string' ? value : undefined }).lang;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
