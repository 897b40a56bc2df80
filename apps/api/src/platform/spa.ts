// Serves one built single-page app at the root of a router: its files, and its index.html for every
// other page (the history fallback). Each app has its own host (platform/hosts.ts). The page names its
// language in <html lang> (the one the app will choose: ?lang=, the cookie, the browser's, English),
// and a public marketplace page links its versions in the four languages for search engines.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import { DEFAULT_LOCALE, isAnyLocale, LOCALE_COOKIE, LOCALES, negotiateLocale, type AnyLocale } from '@pavilion/domain';

/** Where the other apps live, written into the page: the portal and console link back to the marketplace. */
export const MARKETPLACE_URL_META = 'pavilion:marketplace-url';

export interface SpaOptions {
  dir: string;
  /** The marketplace's origin, for an app on another host; unset for the marketplace itself. */
  marketplaceUrl?: string;
  /**
   * The app's own public origin, for the marketplace: its public pages (home, search, an event, the
   * static pages) then link their versions in each language (`hreflang`).
   */
  alternatesUrl?: string;
}

/** The marketplace's pages anyone can read and search engines index; the others are an account's or a purchase's. */
const PUBLIC_PAGE =
  /^\/(?:events(?:\/[0-9]+)?|about-us|privacy-and-cookies|content-guidelines|customer-terms-of-service|how-we-work|partner-welcome)?\/?$/;

export function cookieLocale(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The language the app will choose for this visit: ?lang=, else the cookie, else the browser's, else English. */
export function pageLocale(req: Request): AnyLocale {
  const asked = req.query.lang;
  if (isAnyLocale(asked)) return asked;
  const kept = cookieLocale(req);
  if (isAnyLocale(kept)) return kept;
  return negotiateLocale(req.get('accept-language')) ?? DEFAULT_LOCALE;
}

/** The links to a public page in each language, and the one without a language for everyone else. */
export function alternateLinks(origin: string, pagePath: string): string {
  const href = (lang?: string) => {
    const url = new URL(pagePath, origin);
    if (lang) url.searchParams.set('lang', lang);
    return escapeAttribute(url.toString());
  };
  return [
    ...LOCALES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href()}" />`,
  ].join('\n    ');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The app's router, or null when it has not been built (no index.html). */
export function spaRouter({ dir, marketplaceUrl, alternatesUrl }: SpaOptions): Router | null {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return null;
  let html = readFileSync(index, 'utf8');
  if (marketplaceUrl) {
    const meta = `<meta name="${MARKETPLACE_URL_META}" content="${escapeAttribute(marketplaceUrl)}" />`;
    html = html.replace('</head>', `    ${meta}\n  </head>`);
  }
  const router = Router();
  router.use(
    express.static(dir, {
      index: false,
      setHeaders(res, file) {
        // Hashed assets are immutable; everything else revalidates.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get(/^(?!\/api(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Language');
    res.vary('Cookie');
    let page = html.replace(/<html lang="[^"]*"/, `<html lang="${pageLocale(req)}"`);
    if (alternatesUrl && PUBLIC_PAGE.test(req.path))
      page = page.replace('</head>', `    ${alternateLinks(alternatesUrl, req.path)}\n  </head>`);
    res.type('html').send(page);
  });
  return router;
}
