// The hold-expiry worker: every few seconds, pending orders past their hold become 'expired' and
// their seats are freed, one transaction per order. Safe beside other instances doing the same.
import type { Worker, WorkerDeps } from '../../workers';
import { expireDueOrders } from './holds';

export function holdExpiryWorkerFactory({ db, config, logger }: WorkerDeps, now: () => Date = () => new Date()): Worker {
  const log = logger.child({ worker: 'hold-expiry' });
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  let stopped = false;
  const sweep = async () => {
    try {
      let expired: number;
      let total = 0;
      // A full batch means more may be due: keep going until a short one.
      do {
        expired = await expireDueOrders(db, now(), config.paymentStaleAfterMs, 200);
        total += expired;
      } while (!stopped && expired === 200);
      if (total) log.info({ expired: total }, 'expired unpaid orders and freed their seats');
    } catch (err) {
      log.error({ err }, 'hold expiry sweep failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = sweep().finally(() => {
        current = null;
        schedule();
      });
    }, config.holdExpiryPollMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (current) await current;
    },
  };
}
