// Boots the product: config -> database -> migrations -> reference/demo data -> HTTP and/or background
// work, by PAVILION_ROLE (web: HTTP, enqueuing only; worker: the background work alone; all: both).
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedReferenceData } from './seed/reference';
import { seedDemoData } from './seed/demo';
import { seedDemoAfterSale } from './seed/demo-after-sale';
import { seedDemoReviews } from './seed/demo-reviews';
import { authSessions } from './platform/auth';
import { createLogger } from './platform/logger';
import { LocalStorage, S3Storage, type Storage } from './platform/storage';
import { startBackgroundWorkers } from './workers';
import { openJobQueue, type JobQueue } from './platform/jobs';
import { createPaymentGateway } from './platform/payments';
import { createPayoutProvider } from './platform/payouts';
import { computeRankFactors } from './modules/ranking';
import { projectionCopyOf } from './modules/search';

export interface RunningServer {
  config: Config;
  server: Server;
  handle: DatabaseHandle;
  logger: Logger;
  stop(): Promise<void>;
}

export function createStorage(config: Config): Storage {
  return config.storage.driver === 's3' && config.storage.s3
    ? new S3Storage(config.storage.s3)
    : new LocalStorage(config.storage.localDir);
}

/** The database open, migrated and seeded, the gateway and payout provider made: what either role starts from. */
async function openProduct(config: Config) {
  const logger = createLogger(config.logLevel);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
  });
  logger.info({ database: handle.kind }, 'database open');
  // A streaming replica for public reads (search, the home's events), when one is named.
  const readHandle = config.databaseReadUrl
    ? await openDatabase({
        databaseUrl: config.databaseReadUrl,
        poolSize: config.databasePoolSize,
        preparedStatements: config.databasePreparedStatements,
      })
    : null;
  if (readHandle) logger.info('read replica open for search');
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
      // The recommended sort's scores from the demo's sales, before the first visitor (the ranking worker
      // keeps them from then on).
      await computeRankFactors(handle.db, new Date());
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
  stop(): Promise<void>;
}

/** The worker role (npm run worker): the background work without HTTP. */
export async function startWorker(config: Config = loadConfig()): Promise<RunningWorker> {
  const product = await openProduct(config);
  const { logger, handle, readHandle } = product;
  const jobs = await startWork(product, config);
  logger.info({ role: 'worker' }, 'Pavilion background work is running');
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('shutting down');
      await jobs.stop();
      await readHandle?.close();
      await handle.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { config, handle, logger, stop };
}

export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  const product = await openProduct(config);
  const { logger, handle, readHandle, storage, paymentGateway } = product;
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
      logger.info('shutting down');
      // Stop taking connections, let requests in flight finish, then stop workers and close the database.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await jobs.stop();
      await searchCopy?.stop();
      await sessions.stop();
      await readHandle?.close();
      await handle.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { config, server, handle, logger, stop };
}
