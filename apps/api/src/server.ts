// Boots the product: config -> database -> migrations -> reference/demo data -> HTTP and/or background
// work, by PAVILION_ROLE (web: HTTP, enqueuing only; worker: the background work alone; all: both).
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { sql } from 'drizzle-orm';
import { DATABASE_APPLICATION_NAME, openDatabase, type DatabaseHandle } from './db/client';
import { rowsOf } from './db/raw-sql';
import { seedReferenceData } from './seed/reference';
import { seedDemoData } from './seed/demo';
import { seedDemoAfterSale } from './seed/demo-after-sale';
import { seedDemoReviews } from './seed/demo-reviews';
import { seedDemoWebhooks } from './seed/demo-webhooks';
import { closeDemoAccount, seedDemoClosedBuyer } from './seed/demo-closed-account';
import { seedDemoFailedJob } from './seed/demo-jobs';
import { authSessions } from './platform/auth';
import { createLogger } from './platform/logger';
import { Lifecycle } from './platform/lifecycle';
import { collectProcessMetrics, registerGauge, type GaugeReading } from './platform/metrics';
import { startTracing, stopTracing } from './platform/tracing';
import { startMetricsServer, type MetricsServer } from './platform/metrics-server';
import { LocalStorage, S3Storage, type Storage } from './platform/storage';
import { startBackgroundWorkers } from './workers';
import { openJobQueue, registerJobMetrics, type JobQueue } from './platform/jobs';
import { createPaymentGateway } from './platform/payments';
import { createPayoutProvider } from './platform/payouts';
import { computeRankFactors } from './modules/ranking';
import { projectionCopyOf } from './modules/search';

export interface RunningServer {
  config: Config;
  server: Server;
  handle: DatabaseHandle;
  logger: Logger;
  /** Readiness, and the steps a stop runs after HTTP has drained (`lifecycle.onShutdown`). */
  lifecycle: Lifecycle;
  stop(): Promise<void>;
}

/**
 * GET /metrics's view of the database pools: their size, and this process's connections by state as
 * PostgreSQL reports them (the postgres driver keeps its pool's counts to itself). PGlite is one
 * connection in the process.
 */
function registerPoolMetrics(pools: { database: string; handle: DatabaseHandle; size: number }[]) {
  registerGauge({
    name: 'pavilion_db_pool_size',
    help: 'Connections a database pool may open (DATABASE_POOL_SIZE; 1 for the embedded database)',
    labelNames: ['database'],
    read: () =>
      pools.map(({ database, handle, size }) => ({ labels: { database }, value: handle.kind === 'pglite' ? 1 : size })),
  });
  registerGauge({
    name: 'pavilion_db_pool_connections',
    help: 'This process’s open connections by state (active: running a statement; idle in transaction: holding one open), besides the one reading them',
    labelNames: ['database', 'state'],
    read: async () => {
      const readings: GaugeReading[] = [];
      for (const { database, handle } of pools) {
        if (handle.kind !== 'postgres') continue;
        const rows = rowsOf<{ state: string | null; n: number }>(
          await handle.db.execute(
            sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity
              where application_name = ${DATABASE_APPLICATION_NAME} and pid <> pg_backend_pid() group by 1`,
          ),
        );
        const counts = new Map(rows.map((r) => [r.state, Number(r.n)]));
        for (const state of ['active', 'idle', 'idle in transaction'])
          readings.push({ labels: { database, state }, value: counts.get(state) ?? 0 });
      }
      return readings;
    },
  });
}

export function createStorage(config: Config): Storage {
  return config.storage.driver === 's3' && config.storage.s3
    ? new S3Storage(config.storage.s3)
    : new LocalStorage(config.storage.localDir);
}

/** The database open, migrated and seeded, the gateway and payout provider made: what either role starts from. */
async function openProduct(config: Config) {
  // Before anything else, so every span of the process has its provider (nothing is installed when off).
  const tracing = await startTracing({ url: config.tracing.url, serviceName: config.tracing.serviceName });
  const logger = createLogger(config.logLevel);
  if (tracing) logger.info({ url: config.tracing.url }, 'traces exported by OTLP');
  collectProcessMetrics();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
    traceStatements: tracing,
  });
  logger.info({ database: handle.kind }, 'database open');
  // A streaming replica for public reads (search, the home's events), when one is named.
  const readHandle = config.databaseReadUrl
    ? await openDatabase({
        databaseUrl: config.databaseReadUrl,
        poolSize: config.databasePoolSize,
        preparedStatements: config.databasePreparedStatements,
        traceStatements: tracing,
      })
    : null;
  if (readHandle) logger.info('read replica open for search');
  registerPoolMetrics([
    { database: 'primary', handle, size: config.databasePoolSize },
    ...(readHandle ? [{ database: 'replica', handle: readHandle, size: config.databasePoolSize }] : []),
  ]);
  registerJobMetrics(handle.executeSql);
  await handle.migrate(config.migrationsDir);
  const storage = createStorage(config);
  await seedReferenceData(handle.db);
  // One gateway for checkout, the refund worker and the demo data's refunds; one payout provider for
  // the payout worker and the demo data's payout.
  const paymentGateway = createPaymentGateway(config);
  const payoutProvider = createPayoutProvider(config);
  if (config.demoData) {
    const seeded = await seedDemoData(handle.db, storage, new Date(), config.bankTransfer);
    if (seeded) {
      const closing = await seedDemoClosedBuyer(handle.db, new Date());
      await seedDemoAfterSale({
        db: handle.db,
        gateway: paymentGateway,
        payoutProvider,
        storage,
        now: () => new Date(),
        logger,
        config,
      });
      await seedDemoReviews(handle.db, new Date());
      await seedDemoWebhooks(handle.db, new Date());
      if (closing) await closeDemoAccount(handle.db, storage, closing, new Date());
      // The recommended sort's scores from the demo's sales, before the first visitor (the ranking worker
      // keeps them from then on).
      await computeRankFactors(handle.db, new Date());
      // One failed round of background work, before any worker starts, for the console's Jobs page.
      await seedDemoFailedJob(handle.executeSql, logger);
      logger.info('demo data created');
    }
  }
  return { logger, handle, readHandle, storage, paymentGateway, payoutProvider };
}

/** The background work (the worker role, and `all`) over an opened product. */
function startWork(product: Awaited<ReturnType<typeof openProduct>>, config: Config): Promise<JobQueue> {
  const { logger, handle, storage, paymentGateway, payoutProvider } = product;
  return startBackgroundWorkers(
    { config, db: handle.db, logger, storage, paymentGateway, payoutProvider },
    handle.executeSql,
  );
}

export interface RunningWorker {
  config: Config;
  handle: DatabaseHandle;
  logger: Logger;
  /** GET /metrics of this worker, on METRICS_PORT. */
  metrics: MetricsServer;
  stop(): Promise<void>;
}

/** The worker role (npm run worker): the background work without HTTP. */
export async function startWorker(config: Config = loadConfig()): Promise<RunningWorker> {
  const product = await openProduct(config);
  const { logger, handle, readHandle } = product;
  const jobs = await startWork(product, config);
  // A worker serves no HTTP: Prometheus reads it on its own listener, under the web instances' rule.
  const metrics = await startMetricsServer({
    host: config.host,
    port: config.metricsPort,
    token: config.metricsToken,
    trustProxy: config.trustProxy,
    logger,
  });
  logger.info(
    { role: 'worker', metrics: `http://${config.host}:${metrics.port}/metrics` },
    'Pavilion background work is running',
  );
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('shutting down');
      // The running round finishes first; /metrics answers until then.
      await jobs.stop();
      await metrics.close();
      await readHandle?.close();
      await handle.close();
      logger.info('stopped');
      await stopTracing();
    })();
    return stopping;
  };
  return { config, handle, logger, metrics, stop };
}

export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  const product = await openProduct(config);
  const { logger, handle, readHandle, storage, paymentGateway } = product;
  const lifecycle = new Lifecycle();
  // Sessions are read once and kept until a change to them is announced (platform/session-cache.ts).
  const sessions = authSessions(handle.db, { logger });
  await sessions.start(handle.listen, handle.notify);
  // A web instance only enqueues (an administrator's retry); `all` also works the queues.
  const jobs = config.role === 'web' ? await openJobQueue(handle.executeSql, logger) : await startWork(product, config);
  const app = createApp({
    config,
    db: handle.db,
    readDb: readHandle?.db,
    logger,
    storage,
    sessions,
    paymentGateway,
    jobs,
    lifecycle,
  });
  // Event search's copy of the projection loads and is kept up to date in the background, told of each
  // change by the primary (modules/search/in-memory.ts).
  const searchCopy = config.searchInMemory ? projectionCopyOf(readHandle?.db ?? handle.db) : null;
  searchCopy?.start(handle.listen);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
  });
  // Idle keep-alive connections outlive a proxy's or load balancer's own idle timeout (commonly 60 s):
  // with Node's default of 5 s, a client reusing a connection just as the server closes it gets a
  // reset instead of an answer. Stopping closes idle connections at once either way.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Loopback by default outside production: only this machine can open it (HOST changes that).
  logger.info(
    {
      url: `http://localhost:${port}`,
      partnerPortal: config.appHosts.partner.origin,
      adminConsole: config.appHosts.admin.origin,
      host: config.host,
      role: config.role,
    },
    'Pavilion is running',
  );

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      // Readiness answers 503 from now on, and every answer closes its connection.
      lifecycle.drain();
      logger.info({ delayMs: config.shutdownDelayMs }, 'draining');
      // Still taking requests while the load balancer's readiness check takes this instance out.
      if (config.shutdownDelayMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      // Stop taking connections and let requests in flight finish (their connections are cut after
      // SHUTDOWN_TIMEOUT_MS), then the registered steps, the job queue (the running job), the database.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs).unref();
      });
      logger.info('requests drained');
      await lifecycle.runShutdownSteps(logger);
      await jobs.stop();
      await searchCopy?.stop();
      await sessions.stop();
      await readHandle?.close();
      await handle.close();
      logger.info('stopped');
      await stopTracing();
    })();
    return stopping;
  };
  return { config, server, handle, logger, lifecycle, stop };
}
