// Traces: with an exporter, each API request is a server span named by its route template, joined to
// the caller's trace (W3C traceparent), and log lines written during it carry its trace id; background
// work runs in a span of its own (traceJob).
import { Writable } from 'node:stream';
import request from 'supertest';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { SpanKind } from '@opentelemetry/api';
import { createApp } from '../app';
import { createLogger } from './logger';
import { startTracing, stopTracing, traceJob, tracingOn } from './tracing';
import { useTestContext } from '@pavilion/api-testing/harness';

const exporter = new InMemorySpanExporter();
const t = useTestContext({ SEARCH_IN_MEMORY: 'false' });
const lines: Record<string, unknown>[] = [];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  expect(await startTracing({ serviceName: 'pavilion-test', exporter })).toBe(true);
  // The app is made once tracing is on, as the server does.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  app = createApp({
    config: t.config,
    db: t.db,
    logger: createLogger('debug', sink),
    storage: t.storage,
    sessions: t.sessions,
  });
});
afterAll(() => stopTracing());
/**
 * The spans this file is about, the requests' and the jobs': not the statements' client spans
 * (db/statement-spans.spec.ts), which a request makes once the driver's statements are wrapped, once per process.
 */
const ownSpans = () => exporter.getFinishedSpans().filter((s) => s.kind !== SpanKind.CLIENT);
beforeEach(() => {
  exporter.reset();
  lines.length = 0;
});

it('is off until an endpoint or exporter is given', async () => {
  expect(tracingOn()).toBe(true);
  expect(await startTracing({ serviceName: 'again' })).toBe(true);
});

it('makes a server span per request, named by its route template', async () => {
  await request(app).get('/api/events/424242').expect(404);
  const spans = ownSpans();
  expect(spans).toHaveLength(1);
  const [span] = spans;
  expect(span.name).toBe('GET /api/events/{id}');
  expect(span.attributes['http.route']).toBe('/api/events/{id}');
  expect(span.attributes['http.request.method']).toBe('GET');
  expect(span.attributes['http.response.status_code']).toBe(404);
  expect(JSON.stringify(span.attributes)).not.toContain('424242');
  expect(span.resource.attributes['service.name']).toBe('pavilion-test');
});

it('joins the caller’s trace and puts the trace id on the request’s log line', async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const res = await request(app).get('/api/health').set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`).expect(200);
  const [span] = ownSpans();
  expect(span.spanContext().traceId).toBe(traceId);
  expect(span.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  expect(span.name).toBe('GET /api/health');
  // /api/health is not access-logged; a request that is: its line keeps the request id and gains the trace id.
  await request(app).get('/api/events/424243').set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`).expect(404);
  const line = lines.find((l) => l.msg === 'request completed');
  expect(line).toMatchObject({ requestId: expect.any(String), traceId });
  // A line written inside the request (the refusal, at debug) carries its trace and span from the context.
  const refusal = lines.find((l) => l.msg === 'request rejected');
  expect(refusal).toMatchObject({
    requestId: line!.requestId,
    traceId,
    spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
  });
  expect(res.headers['x-request-id']).toEqual(expect.any(String));
});

it('runs background work in a span of its own, and marks a failure', async () => {
  expect(await traceJob('email', async () => 'sent')).toBe('sent');
  await expect(traceJob('payout', () => Promise.reject(new Error('bank down')))).rejects.toThrow('bank down');
  const spans = exporter.getFinishedSpans();
  expect(spans.map((s) => [s.name, s.status.code])).toEqual([
    ['job email', 0],
    ['job payout', 2],
  ]);
});
