// How a stored file is served: shown, never run (no script even inside an SVG or an HTML upload),
// cached a day (ids are never reused), and named as it was uploaded.
import type { Response } from 'express';
import type { StoredFile } from './read-model';

export const FILE_CACHE_SECONDS = 86_400;

export function sendStoredFile(res: Response, file: StoredFile): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', `public, max-age=${FILE_CACHE_SECONDS}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (file.originalName)
    res.setHeader('Content-Disposition', `inline; filename="${file.originalName.replace(/["\r\n]/g, '')}"`);
  res.end(file.bytes);
}
