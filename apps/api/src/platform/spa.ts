// Serves one built single-page app at the root of a router: its files, and its index.html for every
// other page (the history fallback). Each app has its own host (platform/hosts.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/** Where the other apps live, written into the page: the portal and console link back to the marketplace. */
export const MARKETPLACE_URL_META = 'pavilion:marketplace-url';

export interface SpaOptions {
  dir: string;
  /** The marketplace's origin, for an app on another host; unset for the marketplace itself. */
  marketplaceUrl?: string;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The app's router, or null when it has not been built (no index.html). */
export function spaRouter({ dir, marketplaceUrl }: SpaOptions): Router | null {
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
    res.type('html').send(html);
  });
  return router;
}
