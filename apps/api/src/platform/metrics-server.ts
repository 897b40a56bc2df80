// The worker role's GET /metrics: a worker serves no HTTP, so it answers Prometheus on its own small
// listener (METRICS_PORT), with the same registry and the same access rule as a web instance's /metrics
// (the internal network, or the operator's token). Anything else is 404.
import { createServer, type Server } from 'node:http';
import express from 'express';
import type { Logger } from 'pino';
import { errorHandler, notFoundHandler } from './errors';
import { chooseLocale } from './i18n';
import { metricsAccess, serveMetrics } from './metrics';

export interface MetricsServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  token?: string;
  trustProxy: number | string[];
  logger: Logger;
}

export interface MetricsServer {
  server: Server;
  /** The port it listens on (the one picked, for port 0). */
  port: number;
  close(): Promise<void>;
}

/** The application alone (without listen()), so tests drive it with supertest. */
export function metricsApp(options: Pick<MetricsServerOptions, 'token' | 'trustProxy' | 'logger'>): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // As the web app: hops or addresses, never `true` (platform/metrics.ts reads the client's address).
  if (options.trustProxy !== 0) app.set('trust proxy', options.trustProxy);
  app.get('/metrics', chooseLocale, metricsAccess(options), serveMetrics);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server = createServer(metricsApp(options));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
