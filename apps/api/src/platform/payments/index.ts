// Chooses the payment gateway from configuration.
import path from 'node:path';
import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { SimulatedGateway } from './simulated';

export type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  ChargeStatus,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './gateway';
export { SimulatedGateway, TEST_CARDS, readRefundJournal, type SimulatedRefundRecord } from './simulated';

/** Where the simulated provider keeps the refunds it paid, under the data folder (see SimulatedGatewayOptions.journal). */
export const simulatedRefundJournal = (dataDir: string) => path.join(dataDir, 'simulated-gateway', 'refunds.jsonl');

export function createPaymentGateway(
  config: Pick<Config, 'paymentGateway' | 'paymentDelayMs' | 'dataDir'>,
): PaymentGateway {
  switch (config.paymentGateway) {
    case 'simulated':
      return new SimulatedGateway({ delayMs: config.paymentDelayMs, journal: simulatedRefundJournal(config.dataDir) });
  }
}
