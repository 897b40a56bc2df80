// GET /api/openapi.json: the API's own description (OpenAPI 3.1), generated from these schemas.
import { z } from 'zod';
import '../common/zod-messages';

export const ZOpenApiDocument = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}),
});
