// Database statements as OpenTelemetry spans while tracing is on (platform/tracing.ts installs the
// provider). Neither driver has an OpenTelemetry instrumentation and Drizzle's own tracing hook is inert
// in its published build, so the one place every Drizzle statement runs, its driver session's prepared
// query (`execute` and `all`, in and out of transactions), runs inside a span, as do the handle's
// executeSql (the job queue's statements) and the search's prepared statements. A span is made only
// inside a recording span (a request's, a job's): a background loop's poll makes none, and with tracing
// off there is no span to be inside. Only the OpenTelemetry API here: the database is the ground floor.
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/** What a span may say of a statement: its operation and the table it names first, never its values. */
export function describeStatement(text: string): { operation: string; target?: string } {
  const body = text.replace(/^\s*(--[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*/, '');
  const operation = (/^[a-z]+/i.exec(body)?.[0] ?? 'SQL').toUpperCase();
  const name = String.raw`("(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)(?:\.("(?:[^"]|"")+"|[a-z_][a-z0-9_$]*))?`;
  const where: Record<string, RegExp> = {
    INSERT: new RegExp(String.raw`^insert\s+into\s+${name}`, 'i'),
    UPDATE: new RegExp(String.raw`^update\s+(?:only\s+)?${name}`, 'i'),
    DELETE: new RegExp(String.raw`^delete\s+from\s+(?:only\s+)?${name}`, 'i'),
    SELECT: new RegExp(String.raw`\sfrom\s+(?:only\s+)?${name}`, 'i'),
  };
  const match = where[operation]?.exec(body);
  if (!match) return { operation };
  const unquote = (part: string) => part.replace(/^"|"$/g, '').replace(/""/g, '"');
  return {
    operation,
    target: [match[1], match[2]]
      .filter((p): p is string => Boolean(p))
      .map(unquote)
      .join('.'),
  };
}

/**
 * Runs one statement in a client span, a child of the span it runs in, named by its operation and first
 * table (`SELECT events`): the statement's text and its values are never recorded.
 */
export async function traceStatement<T>(text: string, run: () => PromiseLike<T>): Promise<T> {
  const parent = context.active();
  if (!trace.getSpan(parent)?.isRecording()) return run();
  const { operation, target } = describeStatement(text);
  const span = trace.getTracer('pavilion-api').startSpan(
    target ? `${operation} ${target}` : operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        ...(target ? { 'db.collection.name': target } : {}),
      },
    },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), run);
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}

type Method = (this: { queryString: string }, ...args: unknown[]) => Promise<unknown>;
interface PreparedQueryClass {
  prototype: { execute: Method; all: Method };
}

/**
 * Marks a prototype already wrapped: on the prototype itself, so that the statements are wrapped once per
 * process even when this module is loaded more than once (a module-scoped set would be one per copy).
 */
const TRACED = Symbol.for('pavilion.statement-spans');

function traceQueries(kind: PreparedQueryClass) {
  const proto = kind.prototype as PreparedQueryClass['prototype'] & { [TRACED]?: true };
  if (proto[TRACED]) return;
  proto[TRACED] = true;
  for (const method of ['execute', 'all'] as const) {
    const run = proto[method];
    proto[method] = function (this: { queryString: string }, ...args: unknown[]) {
      return traceStatement(this.queryString, () => run.apply(this, args));
    };
  }
}

/** Makes each statement of the driver's Drizzle sessions a span (once per process and driver). */
export async function traceDrizzleStatements(driver: 'pglite' | 'postgres'): Promise<void> {
  if (driver === 'postgres') {
    const { PostgresJsPreparedQuery } = await import('drizzle-orm/postgres-js/session');
    traceQueries(PostgresJsPreparedQuery as unknown as PreparedQueryClass);
  } else {
    const { PglitePreparedQuery } = await import('drizzle-orm/pglite/session');
    traceQueries(PglitePreparedQuery as unknown as PreparedQueryClass);
  }
}
