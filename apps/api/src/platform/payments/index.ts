// Chooses the payment gateway from configuration.
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { SimulatedGateway } from './simulated';
export { refundRetryDelayMs } from './retry';

export type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  ChargeStatus,
  PaymentGateway,
  RefundRequest,
  RefundResult,
  SavedCardChargeRequest,
  SavedCardChargeResult,
} from './gateway';
export {
  SimulatedGateway,
  TEST_CARDS,
  readRefundJournal,
  readSavedChargeJournal,
  type SimulatedRefundRecord,
  type SimulatedSavedChargeRecord,
} from './simulated';

/** Where the simulated provider keeps the refunds it paid, under the data folder (see SimulatedGatewayOptions.journal). */
export const simulatedRefundJournal = (dataDir: string) => path.join(dataDir, 'simulated-gateway', 'refunds.jsonl');

/** Where the simulated provider keeps the off-session charges it took (damage charges). */
export const simulatedSavedChargeJournal = (dataDir: string) =>
  path.join(dataDir, 'simulated-gateway', 'saved-card-charges.jsonl');

export function createPaymentGateway(
  config: Pick<Config, 'paymentGateway' | 'paymentDelayMs' | 'dataDir'>,
): PaymentGateway {
  switch (config.paymentGateway) {
    case 'simulated':
      return new SimulatedGateway({
        delayMs: config.paymentDelayMs,
        journal: simulatedRefundJournal(config.dataDir),
        savedChargeJournal: simulatedSavedChargeJournal(config.dataDir),
      });
  }
}

/**
 * What a worker that sends money through the gateway again (the refund and damage charge workers)
 * hands its sender: the app's gateway, or one from config when the worker runs on its own, the clock,
 * and a logger naming the worker.
 */
export function gatewayWorkerDeps(
  {
    db,
    config,
    logger,
    now = () => new Date(),
    paymentGateway,
  }: { db: Database; config: Config; logger: Logger; now?: () => Date; paymentGateway?: PaymentGateway },
  worker: string,
) {
  return { db, gateway: paymentGateway ?? createPaymentGateway(config), now, logger: logger.child({ worker }), config };
}
