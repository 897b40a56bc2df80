// Chooses the payout provider from configuration.
import path from 'node:path';
import type { Config } from '../../config';
import type { PayoutProvider } from './provider';
import { SimulatedPayoutProvider } from './simulated';

export type { PayoutProvider, PayoutRequest, PayoutResult } from './provider';
export {
  PAYOUT_TEST_IBANS,
  REFUSED_MESSAGE,
  SimulatedPayoutProvider,
  readPayoutJournal,
  type SimulatedPayoutRecord,
} from './simulated';

/** Where the simulated bank keeps the transfers it made, under the data folder. */
export const simulatedPayoutJournal = (dataDir: string) => path.join(dataDir, 'simulated-payouts', 'transfers.jsonl');

export function createPayoutProvider(config: Pick<Config, 'payoutProvider' | 'dataDir'>): PayoutProvider {
  switch (config.payoutProvider) {
    case 'simulated':
      return new SimulatedPayoutProvider({ journal: simulatedPayoutJournal(config.dataDir) });
  }
}
