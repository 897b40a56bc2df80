// Chooses the payment gateway from configuration.
import path from 'node:path';
import type { Config } from '../../config';
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
