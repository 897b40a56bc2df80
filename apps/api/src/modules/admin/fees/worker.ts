// The fee-changes worker: every minute it writes the announced platform fee changes that are due into the
// rates (applyDueFeeChanges, ./service.ts).
import { scheduledWorker } from '../../../platform/jobs';
import { applyDueFeeChanges } from './service';

export const feeChangesWorkerFactory = scheduledWorker({
  worker: 'fee-changes',
  everyMs: 60_000,
  round: async ({ db }, at) => {
    const applied = await applyDueFeeChanges(db, at);
    return applied ? { applied } : null;
  },
  done: 'platform fee changes applied',
  failed: 'platform fee changes round failed',
});
