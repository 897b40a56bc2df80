import request from 'supertest';
import { moduleContext } from '../../app';
import { createLogger } from '../../platform/logger';
import { openApiPath } from '../../platform/route';
import { useTestContext } from '@pavilion/api-testing/harness';
import { apiModules } from '..';

const t = useTestContext();

describe('the API reference', () => {
  it('GET /api/openapi.json describes the declared routes with their schemas, access and refusals', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toContain('every amount in every request and answer is in major units');
    const list = doc.paths['/api/notifications'].get;
    const subscribe = doc.paths['/api/email-subscribe'].post;
    expect(list.summary).toMatch(/notifications/);
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'sort', 'direction', 'q', 'unread']),
    );
    expect(list.responses['200'].content['application/json'].schema.properties).toHaveProperty('items');
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', '403', '431', '500']);
    expect(list.responses['431'].content).toBeUndefined();
    // A write by id: the id's 404, the JSON body's 413 and 415, the CSRF guard's 403 even when public,
    // and the 503 of a write whose transaction met a deadlock twice.
    const patch = doc.paths['/api/partner/cancellation-policies/{id}'].patch;
    expect(Object.keys(patch.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '431',
      '500',
      '503',
    ]);
    expect(Object.keys(subscribe.responses)).toEqual(['200', '400', '403', '413', '415', '429', '431', '500', '503']);
    // The reference's own files are scripts and a stylesheet.
    expect(Object.keys(doc.paths['/api/docs/{asset}'].get.responses['200'].content)).toEqual([
      'text/javascript',
      'text/css',
    ]);
    expect(list.security).toBeUndefined();
    expect(subscribe.security).toEqual([]);
    expect(subscribe.requestBody.content['application/json'].schema.required).toEqual(['email']);
    expect(subscribe.responses['415'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(doc.components.schemas.ApiError.required).toEqual(['error', 'code']);
    expect(doc.paths['/api/notifications/{id}/read'].post.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
    });
  });

  it("documents a route's refusals in the words its answer gives, and other answers apart", async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body;
    const described = (path: string, method: string, status: string) =>
      doc.paths[path][method].responses[status].description as string;
    // The document says what the refusal says, and an order not found reads one way wherever it is refused.
    const unknown = await request(t.app).get('/api/events/999999').expect(404);
    expect(described('/api/events/{id}', 'get', '404')).toBe(unknown.body.error);
    for (const [path, method] of [
      ['/api/admin/orders/{id}', 'get'],
      ['/api/partner/orders/{id}', 'get'],
      ['/api/orders/{orderId}/cancel', 'post'],
      ['/api/orders/{orderId}/calendar.ics', 'get'],
    ]) {
      expect([path, described(path, method, '404')]).toEqual([path, 'Order not found']);
    }
    // A limit documents the sentences it refuses with, the wait left out.
    expect(described('/api/user-sign-up', 'post', '429')).toBe(
      'Too many sign-ups from your network. Please try again in ….; Too many sign-ups from this account. Please try again in ….',
    );
    // A redirect and readiness's 503 are answers, not refusals in the error body.
    expect(doc.paths['/api/newsletter/unsubscribe'].get.responses['303']).toEqual({
      description: 'To the marketplace page (format=html, the default)',
    });
    const notReady = doc.paths['/api/health/ready'].get.responses['503'];
    expect(notReady.content['application/json'].schema.properties.status).toBeDefined();
  });

  it('GET /api/docs serves the reference page and its files from our own origin', async () => {
    const page = await request(t.app).get('/api/docs').expect(200);
    expect(page.type).toBe('text/html');
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const source of sources) {
      const file = await request(t.app).get(source).expect(200);
      expect(file.text.length).toBeGreaterThan(50);
    }
    expect((await request(t.app).get('/api/docs/start.js')).text).toContain("url: '/api/openapi.json'");
    expect((await request(t.app).get('/api/docs/secrets.txt')).status).toBe(400);
  });

  it('has an entry for every route the routers answer, and no entry a router does not answer', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // What Express really routes: every layer of every module's router.
    const modules = apiModules(
      moduleContext({
        config: t.config,
        db: t.db,
        logger: createLogger('silent'),
        storage: t.storage,
        sessions: t.sessions,
      }),
    );
    const routed = new Set<string>();
    for (const module of modules) {
      for (const layer of module.router.stack as { route?: { path: string; methods: Record<string, boolean> } }[]) {
        // A router's only layers are its routes: a nested router or a middleware would answer paths
        // no entry describes.
        expect(layer.route).toBeDefined();
        const route = layer.route!;
        for (const method of Object.keys(route.methods).filter((m) => route.methods[m] && m !== '_all')) {
          routed.add(`${method.toUpperCase()} ${openApiPath(route.path)}`);
        }
      }
    }
    expect(routed.size).toBeGreaterThan(60);
    expect([...routed].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !routed.has(route))).toEqual([]);
    // Each entry says what the route does, under its area's name.
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect({ route: `${method} ${path}`, summary: (operation.summary ?? '').length > 5 }).toEqual({
          route: `${method} ${path}`,
          summary: true,
        });
        expect(operation.tags?.length).toBe(1);
      }
    }
  });
});
