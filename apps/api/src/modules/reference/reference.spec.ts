import request from 'supertest';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the API reference', () => {
  it('GET /api/openapi.json describes the declared routes with their schemas, access and refusals', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toContain('every amount in every request and answer is in major units');
    const list = doc.paths['/api/notifications'].get;
    expect(list.summary).toMatch(/notifications/);
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'sort', 'direction', 'q', 'unread']),
    );
    expect(list.responses['200'].content['application/json'].schema.properties).toHaveProperty('items');
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', '403']);
    expect(list.security).toBeUndefined();
    const subscribe = doc.paths['/api/email-subscribe'].post;
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
});
