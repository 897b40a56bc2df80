// Bad requests to every operation of the OpenAPI document, as every role: malformed, empty, unknown,
// too deep, too large and mistyped bodies, ids that are not numbers or hold a zero byte, junk query
// strings and a forged token. Every answer must be one the document declares for that operation, in
// the error body, and none may be a 500. This is what keeps the reference's refusals true.
import type { Server } from 'node:http';
import request from 'supertest';
import { ZApiErrorBody } from '@pavilion/domain';
import { partnerWithPolicy, createEvent } from '@pavilion/api-testing/fixtures/partner-events';
import {
  bearerFor,
  createAdmin,
  createAttendee,
  createTestContext,
  type TestContext,
} from '@pavilion/api-testing/harness';
import { TOKEN_ONLY_WRITES } from '../../platform/auth';

let t: TestContext;
let server: Server;
let eventId: number;
const people: Record<'attendee' | 'partner' | 'admin', string> = { attendee: '', partner: '', admin: '' };

beforeAll(async () => {
  t = await createTestContext();
  server = t.app.listen(0, '127.0.0.1');
  const partner = await partnerWithPolicy(t);
  eventId = await createEvent(t, partner);
  people.partner = partner.email;
  people.attendee = (await createAttendee(t.db)).email;
  people.admin = (await createAdmin(t.db)).email;
  // A ready instance, as a load balancer sends requests to: search's copy loaded (a first search loads it).
  await request(server).post('/api/events/filtered').send({}).expect(200);
  await request(server).get('/api/health/ready').expect(200, { status: 'ready' });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Role = 'anonymous' | 'attendee' | 'partner' | 'admin';
interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  declared: Set<string>;
  access: Role;
  hasBody: boolean;
}

const ownRole = (description: string): Role => {
  if (description.includes('Public: no session needed')) return 'anonymous';
  if (description.includes('An administrator')) return 'admin';
  if (description.includes("partner's team member") || description.includes("partner account's owner")) {
    return 'partner';
  }
  return 'attendee';
};

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

interface Variant {
  name: string;
  id?: string;
  query?: string;
  contentType?: string;
  encoding?: string;
  body?: string;
  token?: string;
  /** Sent by every role, or only by the role the route is for (the guards answer the others first). */
  everyRole: boolean;
}

const VARIANTS: Variant[] = [
  { name: 'unknown id', id: '999999', everyRole: true },
  { name: 'id not a number', id: 'abc', everyRole: true },
  { name: 'id with a zero byte', id: '%00', everyRole: true },
  { name: 'id too large', id: '99999999999999999999', everyRole: false },
  {
    name: 'junk query',
    query: 'page=0&pageSize=1000&sort=%00&direction=up&q=%00&minDate=yesterday&x[y][z]=1',
    everyRole: true,
  },
  { name: 'empty object', body: '{}', contentType: 'application/json', everyRole: true },
  { name: 'unknown field', body: '{"zzUnknownField":1}', contentType: 'application/json', everyRole: true },
  { name: 'forged token', token: 'Bearer not.a.token', body: '{}', contentType: 'application/json', everyRole: false },
  { name: 'malformed JSON', body: '{"a":', contentType: 'application/json', everyRole: false },
  { name: 'JSON list', body: '[]', contentType: 'application/json', everyRole: false },
  { name: 'JSON string', body: '"text"', contentType: 'application/json', everyRole: false },
  {
    name: 'wrong types',
    body: '{"id":[],"name":{},"email":7,"page":"x"}',
    contentType: 'application/json',
    everyRole: false,
  },
  { name: 'deep nesting', body: nested(5000), contentType: 'application/json', everyRole: false },
  { name: 'too large', body: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json', everyRole: false },
  { name: 'plain text', body: 'hello', contentType: 'text/plain', everyRole: false },
  { name: 'form', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', everyRole: false },
  { name: 'unknown charset', body: '{}', contentType: 'application/json; charset=latin-9', everyRole: false },
  { name: 'unknown encoding', body: '{}', contentType: 'application/json', encoding: 'zstd-ish', everyRole: false },
];

async function operations(): Promise<Operation[]> {
  const doc = (await request(server).get('/api/openapi.json').expect(200)).body as {
    paths: Record<
      string,
      Record<string, { description: string; responses: Record<string, unknown>; requestBody?: unknown }>
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method as Operation['method'],
      path,
      declared: new Set(Object.keys(op.responses)),
      access: ownRole(op.description),
      hasBody: op.requestBody !== undefined,
    })),
  );
}

const urlOf = (op: Operation, id: string) => op.path.replace(/\{[^}]+\}/g, id);

describe('bad requests to every operation', () => {
  it('answer only what the reference declares, in the error body, never 500', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(100);
    const problems: string[] = [];
    let sent = 0;
    const started = Date.now();
    const statuses = new Map<number, number>();
    // Each distinct request once: an operation without an id in its path gets the same URL from every id
    // variant, and a GET sends no body, so its body variants differ only by a Content-Type with nothing to
    // describe.
    const sentBefore = new Set<string>();
    // Sessions are made again for each operation: some operations end the session they are sent with.
    for (const op of ops) {
      const auth: Partial<Record<Role, string>> = {};
      for (const role of ['attendee', 'partner', 'admin'] as const) {
        auth[role] = (await bearerFor(t.app, people[role])).Authorization;
      }
      for (const variant of VARIANTS) {
        for (const role of ['anonymous', 'attendee', 'partner', 'admin'] as Role[]) {
          if (!variant.everyRole && role !== op.access) continue;
          const url = `${urlOf(op, variant.id ?? '999999')}${variant.query ? `?${variant.query}` : ''}`;
          const token = variant.token ?? (role === 'anonymous' ? undefined : auth[role]);
          const body = variant.body !== undefined && op.method !== 'get' ? variant.body : undefined;
          const key = JSON.stringify([
            op.method,
            url,
            variant.token ?? role,
            variant.encoding,
            body && variant.contentType,
            body,
          ]);
          if (sentBefore.has(key)) continue;
          sentBefore.add(key);
          let req = request(server)[op.method](url);
          if (token) req = req.set('Authorization', token);
          if (variant.encoding) req = req.set('Content-Encoding', variant.encoding);
          if (body !== undefined && variant.contentType) req = req.set('Content-Type', variant.contentType);
          const res = await (body !== undefined ? req.send(body) : req);
          sent++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const where = `${op.method.toUpperCase()} ${op.path} [${variant.name}, ${role}] -> ${res.status}`;
          if (res.status >= 500) problems.push(`${where}: ${JSON.stringify(res.body)}`);
          else if (!op.declared.has(String(res.status))) problems.push(`${where} is not declared`);
          else if (res.status >= 400) {
            const body = ZApiErrorBody.safeParse(res.body);
            if (!body.success) problems.push(`${where}: not the error body: ${res.text.slice(0, 120)}`);
            else if (/^invalid input$/i.test(body.data.error)) problems.push(`${where}: says only 'Invalid input'`);
          }
        }
      }
    }
    if (process.env.FUZZ_REPORT)
      console.log(`${sent} requests to ${ops.length} operations in ${Date.now() - started} ms`, statuses);
    expect(sent).toBeGreaterThan(2000);
    expect(problems).toEqual([]);
  }, 600_000);

  it("a cookie session writing without the apps' header answers the declared 403", async () => {
    const agent = request.agent(server);
    await agent
      .post('/api/login/')
      .set('X-Requested-With', 'pavilion')
      .send({ email: people.attendee, password: 'Password123!' })
      .expect(200);
    const ops = (await operations()).filter((op) => op.method !== 'get');
    const problems: string[] = [];
    for (const op of ops) {
      const res = await agent[op.method](urlOf(op, '999999')).send({});
      // A write that acts only on its signed token is not the session's: it answers on its token.
      const tokenOnly = TOKEN_ONLY_WRITES.has(op.path.replace(/^\/api/, ''));
      if (tokenOnly ? res.status === 403 : res.status !== 403 || !op.declared.has('403'))
        problems.push(`${op.method} ${op.path} -> ${res.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('headers over 16 KB are refused by the server before the API, as every operation declares', async () => {
    const res = await request(server).get(`/api/events/${eventId}`).set('X-Filler', 'x'.repeat(20_000));
    expect(res.status).toBe(431);
    for (const op of await operations()) expect(op.declared.has('431')).toBe(true);
  });
});
