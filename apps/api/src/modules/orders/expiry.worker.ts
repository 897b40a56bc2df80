// The hold-expiry worker: every few seconds, pending orders past their hold become 'expired' and
// their seats are freed, one transaction per order. Safe beside other instances doing the same.
import type { WorkerDeps } from '../../platform/context';
import { drainBatches, reportingWorker, type BackgroundWork } from '../../platform/jobs';
import { expireDueOrders } from './holds';

export function holdExpiryWorkerFactory({ db, config, logger, now = () => new Date() }: WorkerDeps): BackgroundWork {
  const log = logger.child({ worker: 'hold-expiry' });
  return reportingWorker({
    kind: 'hold-expiry',
    log,
    everyMs: config.holdExpiryPollMs,
    round: async (stopping) => {
      // A full batch means more may be due: keep going until a short one.
      const total = await drainBatches(
        (limit) => expireDueOrders(db, now(), config.paymentStaleAfterMs, config, { limit }),
        stopping,
        200,
      );
      return total ? { expired: total } : null;
    },
    done: 'expired unpaid orders and freed their seats',
    failed: 'hold expiry sweep failed',
  });
}
