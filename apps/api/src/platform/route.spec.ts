import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { MESSAGES } from '@pavilion/domain';
import { newsletterSubscriptions } from '../db/schema';
import { useTestContext } from '@pavilion/api-testing/harness';
import { errorHandler } from './errors';
import { createLogger } from './logger';
import { zeroBytePaths } from './body';
import { apiModule, openApiPath, undeclaredKeys } from './route';

const t = useTestContext();

describe('zeroBytePaths', () => {
  it('names every string holding a zero byte, nested or not', () => {
    expect(zeroBytePaths({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u0000' } })).toEqual(['b.1', 'c.d']);
    expect(zeroBytePaths('plain')).toEqual([]);
  });
});

describe('a declared route', () => {
  function appWith(build: (m: ReturnType<typeof apiModule>) => void, checkResponses = true) {
    const m = apiModule(
      { config: { env: checkResponses ? 'test' : 'production' } },
      { tag: 'Test', access: 'attendee' },
    );
    build(m);
    const app = express();
    app.use(express.json());
    app.use((req, _res, next) => {
      if (req.get('x-as') === 'attendee')
        req.auth = {
          sessionId: 's',
          personId: 1,
          email: 'a@example.com',
          firstName: 'A',
          surname: 'B',
          attendeeId: 1,
          partnerId: null,
          partnerRole: null,
          isAdmin: false,
          language: 'en',
          via: 'bearer',
        };
      next();
    });
    app.use(m.router);
    app.use(errorHandler(createLogger('silent')));
    return app;
  }

  const ZBody = z.object({ name: z.string().min(1, 'Name is required') });

  it("applies the module's role guard: 401 without a session, 403 for the wrong role", async () => {
    const app = appWith((m) => {
      m.get('/mine', { summary: 's', response: z.object({ ok: z.boolean() }) }, () => ({ ok: true }));
      m.get('/admins', { summary: 's', access: 'admin' }, () => ({ ok: true }));
      m.get('/open', { summary: 's', access: 'public' }, () => ({ ok: true }));
    });
    expect((await request(app).get('/mine')).status).toBe(401);
    expect((await request(app).get('/mine').set('x-as', 'attendee')).body).toEqual({ ok: true });
    expect((await request(app).get('/admins').set('x-as', 'attendee')).status).toBe(403);
    expect((await request(app).get('/open')).status).toBe(200);
  });

  it('hands the handler parsed params, query and body, and answers the declared status', async () => {
    const app = appWith((m) =>
      m.post(
        '/things/:id',
        {
          summary: 's',
          access: 'public',
          status: 201,
          params: z.object({ id: z.coerce.number().int() }),
          query: z.object({ dry: z.enum(['yes', 'no']).default('no') }),
          body: ZBody,
        },
        ({ params, query, body }) => ({ id: params.id, dry: query.dry, name: body.name }),
      ),
    );
    const res = await request(app).post('/things/7?dry=yes').send({ name: 'Expo' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 7, dry: 'yes', name: 'Expo' });
  });

  it('refuses a body that is not JSON with 415, a missing one with 400, and never reads it as {}', async () => {
    const seen: unknown[] = [];
    const app = appWith((m) =>
      m.put(
        '/settings',
        { summary: 's', access: 'public', body: z.object({ on: z.boolean().default(true) }) },
        ({ body }) => {
          seen.push(body);
          return { status: 'Success' };
        },
      ),
    );
    for (const [type, payload] of [
      ['text/plain', 'on=false'],
      ['application/x-www-form-urlencoded', 'on=false'],
      ['application/xml', '<on>false</on>'],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const res = await request(app).put('/settings').set('Content-Type', type).send(payload);
      expect([type, res.status, res.body.error]).toEqual([type, 415, MESSAGES.jsonBodyRequired]);
    }
    const empty = await request(app).put('/settings');
    expect([empty.status, empty.body.error]).toEqual([400, MESSAGES.bodyMissing]);
    const emptyJson = await request(app).put('/settings').set('Content-Type', 'application/json');
    expect(emptyJson.status).toBe(400);
    expect(seen).toEqual([]);
    expect((await request(app).put('/settings').send({ on: false })).status).toBe(200);
    expect(seen).toEqual([{ on: false }]);
  });

  it('refuses a zero byte in any text it reads, in params, query or body, before the handler runs', async () => {
    let calls = 0;
    const app = appWith((m) => {
      m.post(
        '/echo/:word',
        {
          summary: 's',
          access: 'public',
          params: z.object({ word: z.string() }),
          query: z.object({ q: z.string().optional() }),
          body: ZBody,
        },
        () => {
          calls++;
          return { ok: true };
        },
      );
      m.post('/plain', { summary: 's', access: 'public', body: ZBody }, () => ({ ok: true }));
    });
    const body = await request(app).post('/echo/ok').send({ name: 'a\u0000b' });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ code: 'VALIDATION', fields: { name: MESSAGES.zeroByte } });
    const param = await request(app).post('/echo/a%00b').send({ name: 'x' });
    expect(param.body.fields).toEqual({ 'params.word': MESSAGES.zeroByte });
    const query = await request(app).post('/echo/ok?q=%00').send({ name: 'x' });
    expect(query.body.fields).toEqual({ 'query.q': MESSAGES.zeroByte });
    expect(calls).toBe(0);
    // A query string the route does not declare is never read, so it cannot carry anything in.
    expect((await request(app).post('/plain?q=%00').send({ name: 'x' })).status).toBe(200);
  });

  it('in tests, fails an answer that does not match its response schema', async () => {
    const build = (m: ReturnType<typeof apiModule>) =>
      m.get('/count', { summary: 's', access: 'public', response: z.object({ n: z.number() }) }, () => ({
        n: 'three' as unknown as number,
      }));
    expect((await request(appWith(build)).get('/count')).status).toBe(500);
    expect((await request(appWith(build, false)).get('/count')).status).toBe(200);
  });

  it('in tests, fails an answer with a key its response schema does not declare, however deep', async () => {
    const schema = z.object({
      counts: z.object({ DRAFT: z.number().optional(), APPROVED: z.number() }),
      items: z.array(z.object({ id: z.number() })),
      extra: z.record(z.string(), z.number()),
    });
    const answering = (answer: unknown) => (m: ReturnType<typeof apiModule>) =>
      m.get('/counts', { summary: 's', access: 'public', response: schema }, () => answer as z.infer<typeof schema>);
    const declared = { counts: { APPROVED: 1, DRAFT: 2 }, items: [{ id: 1 }], extra: { any: 3 } };
    expect((await request(appWith(answering(declared))).get('/counts')).status).toBe(200);
    // An undefined key is not sent, so it is not an undeclared one.
    expect((await request(appWith(answering({ ...declared, gone: undefined }))).get('/counts')).status).toBe(200);
    for (const undeclared of [
      { ...declared, counts: { APPROVED: 1, PENDING: 2 } },
      { ...declared, items: [{ id: 1 }, { id: 2, name: 'x' }] },
      { ...declared, total: 3 },
    ]) {
      expect((await request(appWith(answering(undeclared))).get('/counts')).status).toBe(500);
      expect((await request(appWith(answering(undeclared), false)).get('/counts')).status).toBe(200);
    }
  });

  it('names the path of every undeclared key, in arrays and nested objects, and of nothing else', () => {
    const sent = { a: { b: 1, c: 2 }, list: [{ x: 1 }, { x: 1, y: [{ z: 1, w: 2 }] }], more: [1, 2], top: 3 };
    const parsed = { a: { b: 1 }, list: [{ x: 1 }, { x: 1, y: [{ z: 1 }] }], more: [1] };
    expect(undeclaredKeys(sent, parsed)).toEqual(['a.c', 'list[1].y[0].w', 'top']);
    expect(undeclaredKeys([{ id: 1, extra: true }], [{ id: 1 }])).toEqual(['[0].extra']);
    expect(undeclaredKeys(sent, sent)).toEqual([]);
  });

  it('names its path the OpenAPI way', () => {
    expect(openApiPath('/orders/:orderId/complete-order')).toBe('/api/orders/{orderId}/complete-order');
  });
});

describe('POST /api/email-subscribe/ through the route helper', () => {
  it('refuses a zero byte and writes nothing', async () => {
    const res = await request(t.app).post('/api/email-subscribe/').send({ email: 'a\u0000b@x.example' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: MESSAGES.zeroByte });
    expect(await t.db.select().from(newsletterSubscriptions)).toEqual([]);
  });
});
