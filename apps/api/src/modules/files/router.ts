// GET /api/files/{id}: stored images and documents (event images, documents, profile images, logos).
import { ZFileParams, API_PATHS, FILE_MESSAGES } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { apiModule } from '../../platform/route';
import { StoredFiles } from './read-model';
import { sendStoredFile } from './service';

export function filesModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Files', access: 'public' });
  const stored = new StoredFiles(ctx.db, ctx.storage);

  m.get(
    API_PATHS.file,
    {
      summary: 'A stored image or document',
      description:
        'Served as uploaded, under a Content-Security-Policy that runs nothing (no script, sandboxed), cached for a day.',
      params: ZFileParams,
      produces: 'application/octet-stream',
      errors: { 404: FILE_MESSAGES.notFound },
    },
    async ({ params, res }) => {
      const file = await stored.open(params.id);
      if (!file) throw notFound(FILE_MESSAGES.notFound);
      sendStoredFile(res, file);
    },
  );
  return m;
}
