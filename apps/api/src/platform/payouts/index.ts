// Chooses the payout provider from configuration.
import type { Config } from '../../config';
import type { PayoutProvider } from './provider';
import { SimulatedPayoutProvider } from './simulated';

export type { PayoutProvider, PayoutRequest, PayoutResult } from './provider';
export { PAYOUT_TEST_IBANS, REFUSED_MESSAGE, SimulatedPayoutProvider } from './simulated';

export function createPayoutProvider(config: Pick<Config, 'payoutProvider'>): PayoutProvider {
  switch (config.payoutProvider) {
    case 'simulated':
      return new SimulatedPayoutProvider();
  }
}
