// The damage worker: every few seconds, damage charges that failed and are due again, and agreed or
// upheld ones whose request died before the gateway's answer was recorded, are sent again under the
// claim's own idempotency key (the gateway never charges one key twice); claims the buyer did not
// answer within 14 days go to support as disputed; photos never attached to a claim are removed.
// Safe beside other instances doing the same.
import type { WorkerDeps } from '../../platform/context';
import { gatewayWorkerDeps } from '../../platform/payments';
import { drainBatches, reportingWorker, type BackgroundWork } from '../../platform/jobs';
import { pruneUnattachedPhotos } from './photos';
import { DamageChargeSender } from './service';

export function damageClaimWorkerFactory(deps: WorkerDeps): BackgroundWork {
  const senderDeps = gatewayWorkerDeps(deps, 'damage-claims');
  const service = new DamageChargeSender(senderDeps);
  return reportingWorker({
    kind: 'damage-claims',
    log: senderDeps.logger,
    everyMs: deps.config.damageClaimPollMs,
    round: async (stopping) => {
      const escalated = await service.escalateUnanswered(50);
      const total = await drainBatches((size) => service.sendDue(size), stopping, 50);
      const pruned = await pruneUnattachedPhotos(deps.db, deps.storage, senderDeps.now());
      return total || escalated || pruned ? { charged: total, escalated, pruned } : null;
    },
    done: 'damage claims round',
    failed: 'damage claims round failed',
  });
}
