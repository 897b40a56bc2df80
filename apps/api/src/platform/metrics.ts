// What operators read at GET /metrics, in Prometheus's text format (prom-client): requests by route
// template and status with their latency, the process's memory and event-loop delay (prom-client's
// default metrics), and the gauges the server and the modules register with `registerGauge`, each read
// when Prometheus scrapes. One registry per process: Prometheus scrapes each instance on its own.
import { timingSafeEqual, createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { notFound } from './errors';
import { clientIp } from './http';
import { API_TEXT } from './messages';
import { routeLabel } from './route-template';

export const metricsRegistry = new Registry();

let processMetricsOn = false;
/** Memory, CPU, handles, garbage collection and event-loop delay of this process; once per process. */
export function collectProcessMetrics() {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

const httpDuration = new Histogram({
  name: 'pavilion_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being written, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Times every request to its answer (or to the client going away, counted as status 499). */
export const measureRequests: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  let counted = false;
  const count = (status: number) => {
    if (counted) return;
    counted = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    httpDuration.observe({ method, route: routeLabel(req), status: String(status) }, seconds);
  };
  res.once('finish', () => count(res.statusCode));
  res.once('close', () => count(res.writableFinished ? res.statusCode : 499));
  next();
};

/** One reading of a registered gauge: its value, with its labels when it has some. */
export interface GaugeReading {
  labels?: Record<string, string>;
  value: number;
}

export interface GaugeSpec {
  /** A Prometheus name: `pavilion_<area>_<what>_<unit>` ('pavilion_outbox_oldest_pending_seconds'). */
  name: string;
  help: string;
  labelNames?: string[];
  /** Read at each scrape: a number, or one reading per label set. Keep it to one cheap statement. */
  read: () => number | GaugeReading[] | Promise<number | GaugeReading[]>;
}

/**
 * Adds a gauge read at each scrape (queue depth, the oldest job's age, the outbox's lag). Registering
 * a name again replaces the earlier one (a second app in the same process, as in tests). Returns a
 * function that removes it. A reading that throws reads NaN (or no series, for a labelled gauge).
 */
export function registerGauge(spec: GaugeSpec): () => void {
  metricsRegistry.removeSingleMetric(spec.name);
  const gauge: Gauge = new Gauge({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labelNames ?? [],
    registers: [metricsRegistry],
    async collect() {
      gauge.reset();
      let reading: number | GaugeReading[];
      try {
        reading = await spec.read();
      } catch {
        // Unknown this time (the database did not answer): NaN rather than a reassuring zero.
        if (!spec.labelNames?.length) gauge.set(NaN);
        return;
      }
      if (typeof reading === 'number') gauge.set(reading);
      else for (const { labels, value } of reading) gauge.set(labels ?? {}, value);
    },
  });
  return () => {
    if (metricsRegistry.getSingleMetric(spec.name) === gauge) metricsRegistry.removeSingleMetric(spec.name);
  };
}

/**
 * A counter of this process (failed jobs by kind): the one already registered under the name, or a
 * new one. Counters only go up; Prometheus's rate() reads them.
 */
export function registerCounter<L extends string>(spec: { name: string; help: string; labelNames?: L[] }): Counter<L> {
  const existing = metricsRegistry.getSingleMetric(spec.name);
  if (existing instanceof Counter) return existing as Counter<L>;
  return new Counter<L>({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labelNames ?? [],
    registers: [metricsRegistry],
  });
}

/** Loopback, and the private ranges an internal network uses (RFC 1918, unique local IPv6). */
const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  const version = isIP(ip);
  return version !== 0 && INTERNAL.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the operator's token (compared in constant time). */
function carriesToken(req: Request, token: string | undefined): boolean {
  const header = req.get('authorization');
  if (!token || !header?.startsWith('Bearer ')) return false;
  // Digests of equal length, so neither the comparison nor its length check tells how much matched.
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

/**
 * Who may read /metrics: a request straight from the internal network (the client's address as
 * Express reads it, X-Forwarded-For believed only for the hops TRUST_PROXY names, as the dev mailbox
 * does), or one with the operator's token. A request relayed by a proxy TRUST_PROXY does not believe
 * has only the proxy's address to go by: it needs the token. Anyone else gets 404, as for a page that
 * does not exist.
 */
export function metricsAccess(options: { token?: string; trustProxy: number | string[] }): RequestHandler {
  const believesProxy = options.trustProxy !== 0;
  return (req, _res, next) => {
    const relayed = req.get('x-forwarded-for') !== undefined || req.get('forwarded') !== undefined;
    const internal = (!relayed || believesProxy) && isInternalAddress(clientIp(req));
    if (internal || carriesToken(req, options.token)) return next();
    next(notFound(API_TEXT.metricsNotFound));
  };
}

/** GET /metrics: every metric of the registry in Prometheus's text format. */
export const serveMetrics: RequestHandler = async (_req, res, next) => {
  try {
    const text = await metricsRegistry.metrics();
    res.setHeader('Cache-Control', 'no-store');
    res.type(metricsRegistry.contentType).send(text);
  } catch (err) {
    next(err);
  }
};
