// The hold-expiry worker: every few seconds, pending orders past their hold become 'expired' and
// their seats are freed, one transaction per order. Safe beside other instances doing the same.
import type { Worker, WorkerDeps } from '../../platform/context';
import { drainBatches, pollEvery } from '../../platform/poll';
import { expireDueOrders } from './holds';

export function holdExpiryWorkerFactory({ db, config, logger, now = () => new Date() }: WorkerDeps): Worker {
  const log = logger.child({ worker: 'hold-expiry' });
  return pollEvery({
    everyMs: config.holdExpiryPollMs,
    round: async (stopping) => {
      // A full batch means more may be due: keep going until a short one.
      const total = await drainBatches(
        (limit) => expireDueOrders(db, now(), config.paymentStaleAfterMs, { limit }),
        stopping,
        200,
      );
      if (total) log.info({ expired: total }, 'expired unpaid orders and freed their seats');
    },
    onError: (err) => log.error({ err }, 'hold expiry sweep failed'),
  });
}
