// The API reference: the OpenAPI document built once from the declared routes, and the Swagger UI
// files (from the swagger-ui-dist package, served by us: no CDN).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../../platform/openapi';
import type { ApiModule } from '../../platform/route';

const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files of the reference page: Swagger UI's own, and a start script of ours (no inline script). */
export const REFERENCE_ASSETS: Record<string, { file?: string; body?: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript' },
  'start.js': {
    type: 'text/javascript',
    body: `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });
});
`,
  },
};

export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pavilion API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference" aria-label="Pavilion API reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

export class ReferenceService {
  private document: unknown;
  private readonly files = new Map<string, Buffer>();

  constructor(
    private readonly modules: () => ApiModule[],
    private readonly serverUrl: string,
  ) {}

  openApi(): unknown {
    this.document ??= openApiDocument(this.modules(), { version: '1.0.0', serverUrl: this.serverUrl });
    return this.document;
  }

  asset(name: string): { body: Buffer | string; type: string } | null {
    const asset = REFERENCE_ASSETS[name];
    if (!asset) return null;
    if (asset.body !== undefined) return { body: asset.body, type: asset.type };
    let body = this.files.get(name);
    if (!body) this.files.set(name, (body = readFileSync(path.join(SWAGGER_DIR, asset.file!))));
    return { body, type: asset.type };
  }
}
