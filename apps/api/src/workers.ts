// Background work that runs beside HTTP: delivering the email outbox, expiring unpaid holds.
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './platform/storage';
import { outboxWorkerFactory } from './platform/mail/worker';
import { holdExpiryWorkerFactory } from './modules/checkout/expiry-worker';
import { searchPruneWorkerFactory } from './modules/search/prune';

export interface WorkerDeps {
  config: Config;
  db: Database;
  logger: Logger;
  storage: Storage;
}

export interface Worker {
  stop(): Promise<void>;
}

type WorkerFactory = (deps: WorkerDeps) => Worker;

/** Areas add their workers here. */
const factories: WorkerFactory[] = [outboxWorkerFactory, holdExpiryWorkerFactory, searchPruneWorkerFactory];

export function startBackgroundWorkers(deps: WorkerDeps): Worker {
  const running = factories.map((f) => f(deps));
  return { stop: async () => void (await Promise.all(running.map((w) => w.stop()))) };
}
