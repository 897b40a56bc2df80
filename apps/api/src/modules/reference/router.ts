// GET /api/openapi.json (the OpenAPI 3.1 document) and GET /api/docs (the readable reference).
import { z } from 'zod';
import { ZOpenApiDocument, API_PATHS } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { apiModule, type ApiModule } from '../../platform/route';
import { REFERENCE_ASSETS, REFERENCE_PAGE, ReferenceService } from './service';
import { REFERENCE_API_TEXT } from './messages';

const ZAssetParams = z.object({ asset: z.enum(Object.keys(REFERENCE_ASSETS) as [string, ...string[]]) });

export function referenceModule(ctx: ModuleContext, modules: () => ApiModule[]) {
  const m = apiModule(ctx, { tag: 'Reference', access: 'public' });
  // Paths carry their /api prefix, so the server is this origin, wherever the API is deployed.
  const reference = new ReferenceService(modules, '/');

  m.get(
    API_PATHS.openApiDocument,
    { summary: 'This API described as an OpenAPI 3.1 document', response: ZOpenApiDocument },
    () => reference.openApi() as z.input<typeof ZOpenApiDocument>,
  );

  m.get(
    API_PATHS.referencePage,
    { summary: 'The API reference for people (Swagger UI)', produces: 'text/html' },
    ({ res }) => {
      res.type('html').send(REFERENCE_PAGE);
    },
  );

  m.get(
    API_PATHS.referenceAsset,
    {
      summary: "The reference page's script and style files",
      params: ZAssetParams,
      produces: ['text/javascript', 'text/css'],
    },
    ({ params, res }) => {
      const asset = reference.asset(params.asset);
      if (!asset) throw notFound(REFERENCE_API_TEXT.noSuchFile);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type(asset.type).send(asset.body);
    },
  );
  return m;
}
