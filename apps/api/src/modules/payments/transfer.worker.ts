// The unpaid transfers worker: orders awaiting a bank transfer past their due day (or whose event was
// cancelled) are cancelled, their seats released once, their invoice cancelled by a credit note and the
// buyer emailed. Safe beside other instances doing the same (transfer.service.ts, expireDueTransfers).
import type { WorkerDeps } from '../../platform/context';
import { drainBatches, reportingWorker, type BackgroundWork } from '../../platform/jobs';
import { expireDueTransfers } from './transfer.service';

export function transferDueWorkerFactory({ db, config, logger, now = () => new Date() }: WorkerDeps): BackgroundWork {
  const log = logger.child({ worker: 'transfer-due' });
  return reportingWorker({
    kind: 'transfer-due',
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
