// OpenTelemetry traces, exported by OTLP over HTTP when an endpoint is configured
// (OTEL_EXPORTER_OTLP_ENDPOINT). Off by default, and then nothing is installed: no provider, no
// middleware, no context tracking. On, every API request is a server span named by its route template
// (joined to the caller's trace through the W3C traceparent header), background work runs in spans
// made with `traceJob`, and log lines written inside a span carry its trace and span ids.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import type { NodeTracerProvider, SpanExporter } from '@opentelemetry/sdk-trace-node';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
} from '@opentelemetry/semantic-conventions';
import type { RequestHandler } from 'express';
import { routeLabel } from './route-template';

declare module 'express-serve-static-core' {
  interface Request {
    /** The trace this request's span belongs to, when tracing is on. */
    traceId?: string;
  }
}

let tracer: Tracer | null = null;
let provider: NodeTracerProvider | null = null;

export interface TracingOptions {
  /** The OTLP/HTTP traces URL (https://collector:4318/v1/traces). */
  url?: string;
  serviceName: string;
  /** Spans go here instead, each as soon as it ends (tests read them from an in-memory exporter). */
  exporter?: SpanExporter;
}

/** Whether traces are being made (an endpoint or an exporter was given to startTracing). */
export function tracingOn(): boolean {
  return tracer !== null;
}

/**
 * Installs the tracer provider (async context, W3C propagation) when there is somewhere to send
 * spans; does nothing otherwise. Returns whether tracing is on. The SDK and the exporter are loaded
 * only then: most processes never trace, and loading them costs every process start a quarter second.
 */
export async function startTracing(options: TracingOptions): Promise<boolean> {
  if (tracer) return true;
  if (!options.url && !options.exporter) return false;
  const [
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { BatchSpanProcessor, NodeTracerProvider, SimpleSpanProcessor },
  ] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
  ]);
  if (tracer) return true;
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter({ url: options.url }));
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [processor],
  });
  provider.register();
  tracer = trace.getTracer('pavilion-api');
  return true;
}

/** Sends the spans still buffered and removes the provider (the server's stop calls it last). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  tracer = null;
  provider = null;
  if (!stopping) return;
  await stopping.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}

/**
 * A server span per request, named `GET /api/events/{eventId}` once a route has matched (the URL
 * itself is not recorded: it may carry a link token). Only installed while tracing is on.
 */
export function traceRequests(): RequestHandler {
  return (req, res, next) => {
    if (!tracer) return next();
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: req.method } },
      parent,
    );
    req.traceId = span.spanContext().traceId;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = routeLabel(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttribute(ATTR_HTTP_ROUTE, route);
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(trace.setSpan(parent, span), next);
  };
}

/**
 * Runs one piece of background work (a job of `kind`) in a span of its own, so what it does and the
 * log lines it writes are grouped under one trace. With tracing off it only runs `work`.
 */
export async function traceJob<T>(kind: string, work: () => Promise<T>): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(`job ${kind}`, { kind: SpanKind.CONSUMER, attributes: { 'job.kind': kind } }, (span) =>
    work().then(
      (value) => {
        span.end();
        return value;
      },
      (err: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        throw err;
      },
    ),
  );
}

/** The trace and span a log line is written in, for pino's mixin: nothing when tracing is off. */
export function traceFields(): { traceId?: string; spanId?: string } {
  if (!tracer) return {};
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
