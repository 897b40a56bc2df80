// The offer expiry worker: every few seconds, waiting-list offers that ran out end and their seats go
// to the next in line, one transaction per offer. Safe beside other instances doing the same.
import type { WorkerDeps } from '../../platform/context';
import { drainBatches, reportingWorker, type BackgroundWork } from '../../platform/jobs';
import { expireDueOffers } from './seats';

export function offerExpiryWorkerFactory({ db, config, logger, now = () => new Date() }: WorkerDeps): BackgroundWork {
  const log = logger.child({ worker: 'waiting-list-offers' });
  return reportingWorker({
    kind: 'waiting-list-offers',
    log,
    everyMs: config.holdExpiryPollMs,
    round: async (stopping) => {
      const total = await drainBatches((limit) => expireDueOffers(db, now(), config, limit), stopping, 200);
      return total ? { expired: total } : null;
    },
    done: 'ended waiting-list offers that ran out and passed their seats on',
    failed: 'waiting-list offer expiry sweep failed',
  });
}
