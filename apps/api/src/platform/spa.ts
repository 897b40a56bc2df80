// Serves the three built single-page apps from one process, each with its own history fallback.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

export interface SpaMount {
  /** URL prefix: '/partner', '/admin' or '' for the marketplace at the root. */
  prefix: string;
  dir: string;
}

export function mountSpas(app: Express, mounts: SpaMount[]): string[] {
  const mounted: string[] = [];
  // Longest prefix first, so /partner is not swallowed by the marketplace fallback at /.
  for (const m of [...mounts].sort((a, b) => b.prefix.length - a.prefix.length)) {
    const index = path.join(m.dir, 'index.html');
    if (!existsSync(index)) continue;
    const html = readFileSync(index, 'utf8');
    const base = m.prefix || '/';
    app.use(
      base,
      express.static(m.dir, {
        index: false,
        setHeaders(res, file) {
          // Hashed assets are immutable; everything else revalidates.
          if (file.includes(`${path.sep}assets${path.sep}`))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
    const pattern = m.prefix ? new RegExp(`^${m.prefix}(/.*)?$`) : /^(?!\/api(\/|$)).*/;
    app.get(pattern, (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!req.accepts('html')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    });
    mounted.push(base);
  }
  return mounted;
}
