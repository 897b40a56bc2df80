// Database spans: with tracing on before the database opens (as server.ts does), a request's statements
// are client spans under its server span, named by operation and table, never carrying a value; so are a
// job's statements through executeSql; a statement outside any span makes none.
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { SpanKind } from '@opentelemetry/api';
import { startTracing, stopTracing, traceJob } from '../platform/tracing';
import { describeStatement } from './statement-spans';
import { useTestContext } from '@pavilion/api-testing/harness';

const exporter = new InMemorySpanExporter();
// Before the test context opens its database: openDatabase installs the statement spans only while tracing is on.
beforeAll(async () => {
  expect(await startTracing({ serviceName: 'pavilion-test', exporter })).toBe(true);
});
const t = useTestContext({ SEARCH_IN_MEMORY: 'false' });
afterAll(() => stopTracing());
beforeEach(() => exporter.reset());

it('makes each statement of a request a child span of the request’s, without its values', async () => {
  await request(t.app).get('/api/events/424242').expect(404);
  const spans = exporter.getFinishedSpans();
  const server = spans.find((s) => s.kind === SpanKind.SERVER);
  expect(server?.name).toBe('GET /api/events/{id}');
  const statements = spans.filter((s) => s.kind === SpanKind.CLIENT);
  expect(statements.length).toBeGreaterThanOrEqual(1);
  for (const span of statements) {
    expect(span.spanContext().traceId).toBe(server!.spanContext().traceId);
    expect(span.parentSpanContext?.spanId).toBe(server!.spanContext().spanId);
    expect(span.attributes['db.system.name']).toBe('postgresql');
  }
  expect(statements.map((s) => s.name)).toContain('SELECT events');
  expect(statements.find((s) => s.name === 'SELECT events')?.attributes).toEqual({
    'db.system.name': 'postgresql',
    'db.operation.name': 'SELECT',
    'db.collection.name': 'events',
  });
  expect(JSON.stringify(spans.map((s) => [s.name, s.attributes]))).not.toContain('424242');
});

it('spans a job’s statements through executeSql and inside transactions, and none outside a span', async () => {
  await traceJob('probe', async () => {
    await t.handle.executeSql('select count(*) from pgboss.job where name = $1', ['secret-kind-name']);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update rate_limit_hits set hits = hits where key = ${'secret-key'}`);
    });
  });
  const spans = exporter.getFinishedSpans();
  const job = spans.find((s) => s.name === 'job probe')!;
  const children = spans.filter((s) => s.parentSpanContext?.spanId === job.spanContext().spanId).map((s) => s.name);
  expect(children).toEqual(expect.arrayContaining(['SELECT pgboss.job', 'UPDATE rate_limit_hits']));
  expect(JSON.stringify(spans.map((s) => s.attributes))).not.toMatch(/secret/);

  exporter.reset();
  await t.db.execute(sql`select 1`);
  await t.handle.executeSql('select 1');
  expect(exporter.getFinishedSpans()).toEqual([]);
});

it('names a statement by its operation and first table only', () => {
  expect(describeStatement('select "id", "name" from "events" where "id" = $1')).toEqual({
    operation: 'SELECT',
    target: 'events',
  });
  expect(describeStatement('insert into "audit_log" ("a") values ($1)')).toEqual({
    operation: 'INSERT',
    target: 'audit_log',
  });
  expect(describeStatement('UPDATE pgboss.job SET state = $1')).toEqual({ operation: 'UPDATE', target: 'pgboss.job' });
  expect(describeStatement('delete from "sessions" where token = $1')).toEqual({
    operation: 'DELETE',
    target: 'sessions',
  });
  expect(describeStatement('  -- a note\n  with x as (select 1) select * from x')).toEqual({
    operation: 'WITH',
  });
  expect(describeStatement('begin')).toEqual({ operation: 'BEGIN' });
});

it('makes one span of a statement when the module that installs the spans is loaded twice', async () => {
  // A second copy of this module (a bundle, or a test registry of its own) installs the spans again: the
  // driver's prepared statements are wrapped once per process all the same.
  let again: typeof import('./statement-spans') | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a second copy of the module is the point
    again = require('./statement-spans');
  });
  await again!.traceDrizzleStatements('postgres');
  await again!.traceDrizzleStatements('pglite');
  await traceJob('probe', async () => {
    await t.db.execute(sql`select count(*) from rate_limit_hits`);
  });
  const selects = exporter.getFinishedSpans().filter((s) => s.name === 'SELECT rate_limit_hits');
  expect(selects.map((s) => s.name)).toEqual(['SELECT rate_limit_hits']);
});
