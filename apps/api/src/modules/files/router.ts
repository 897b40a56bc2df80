// Serves stored files (event images, documents, profile images, logos) by id.
import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/context';
import { files } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { validate, valid } from '../../platform/validate';
import { PARTNER_DOCUMENTS_PREFIX } from '../partner-account/documents';

const ZFileParams = z.object({ id: z.string().uuid('Unknown file') });

export function filesRouter({ db, storage }: ModuleContext) {
  const r = Router();
  r.get('/files/:id', validate({ params: ZFileParams }), async (req, res, next) => {
    try {
      const { params } = valid(req, { params: ZFileParams });
      const [file] = await db.select().from(files).where(eq(files.id, params.id)).limit(1);
      // Company documents are private: they are opened through GET /api/partner-documents/{id}.
      if (!file || file.storageKey.startsWith(PARTNER_DOCUMENTS_PREFIX)) throw notFound('File not found');
      const bytes = await storage.get(file.storageKey);
      if (!bytes) throw notFound('File not found');
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Stored files are shown, never run: no script even inside an SVG.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (file.originalName)
        res.setHeader('Content-Disposition', `inline; filename="${file.originalName.replace(/["\r\n]/g, '')}"`);
      res.end(bytes);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
