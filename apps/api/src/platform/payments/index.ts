// Chooses the payment gateway from configuration.
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
export { SimulatedGateway, TEST_CARDS } from './simulated';

export function createPaymentGateway(config: Pick<Config, 'paymentGateway' | 'paymentDelayMs'>): PaymentGateway {
  switch (config.paymentGateway) {
    case 'simulated':
      return new SimulatedGateway({ delayMs: config.paymentDelayMs });
  }
}
