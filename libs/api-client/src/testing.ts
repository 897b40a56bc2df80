// Test helpers (the package's second entry, never in production bundles): a fetch double that
// answers API calls by "METHOD /path" and records what was sent. Needs Request and Response, which
// tools/jest/jsdom-fetch-environment.cjs provides.
import { configureApi } from './api';

export const TEST_API_URL = 'http://pavilion.test/api';

/** What a recorded call holds as its body when it was not JSON or text (a file upload). */
export const MULTIPART_BODY = '(multipart body)';

export interface RecordedCall {
  method: string;
  /** Path under /api, with the query string: '/settings', '/options/'. */
  path: string;
  body: unknown;
}

export type MockHandler = (call: RecordedCall) => MockAnswer | Promise<MockAnswer>;
export type MockAnswer = { status?: number; body?: unknown } | Response;

/** A JSON answer with a status (200 by default). */
export function answer(body: unknown, status = 200): MockAnswer {
  return { status, body };
}

/**
 * Points the api at a test origin and replaces global fetch. Routes are 'GET /settings' (the path
 * under /api, trailing slash as the client sends it); an unknown route answers 404 and is recorded.
 */
export function mockApi(routes: Record<string, MockHandler | MockAnswer>) {
  configureApi({ baseUrl: TEST_API_URL });
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    // JSON and text bodies are recorded; others (an upload's multipart form) are not read.
    const type = request.headers.get('content-type') ?? '';
    let body: unknown = MULTIPART_BODY;
    if (type.includes('json') || type.startsWith('text/')) {
      const text = await request.text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
    } else if (request.body === null) {
      body = undefined;
    }
    const call: RecordedCall = { method: request.method, path, body };
    calls.push(call);
    const route =
      routes[`${request.method} ${path}`] ?? routes[`${request.method} ${url.pathname.replace(/^\/api/, '')}`];
    const result =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { error: 'No such API route', code: 'NOT_FOUND' } });
    if (result instanceof Response) return result;
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetch: fetchMock,
    /** The calls made to one route, e.g. callsTo('PUT /settings'). */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
