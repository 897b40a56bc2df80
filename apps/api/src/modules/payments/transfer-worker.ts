// The unpaid transfers worker: orders awaiting a bank transfer past their due day (or whose event was
// cancelled) are cancelled, their seats released once, their invoice cancelled by a credit note and the
// buyer emailed. Safe beside other instances doing the same (bank-transfer.ts, expireDueTransfers).
import type { Worker, WorkerDeps } from '../../platform/context';
import { drainBatches, reportingWorker } from '../../platform/poll';
import { expireDueTransfers } from './bank-transfer';

export function transferDueWorkerFactory({ db, config, logger, now = () => new Date() }: WorkerDeps): Worker {
  const log = logger.child({ worker: 'transfer-due' });
  return reportingWorker({
    log,
    everyMs: config.bankTransfer.pollMs,
    round: async (stopping) => {
      const total = await drainBatches(
        (limit) => expireDueTransfers({ db, config, now, logger: log }, { limit }),
        stopping,
        100,
      );
      return total ? { cancelled: total } : null;
    },
    done: 'cancelled bank transfer orders past their due day',
    failed: 'unpaid transfers sweep failed',
  });
}
