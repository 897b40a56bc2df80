// The payout worker: every PAYOUT_POLL_MS it charges plan fees due, schedules money that became
// payable and sends due payouts through the payout provider. Safe beside other instances doing the same.
import type { WorkerDeps } from '../../platform/context';
import { createPayoutProvider } from '../../platform/payouts';
import { reportingWorker, type BackgroundWork } from '../../platform/jobs';
import { PayoutRun } from './service';

export function payoutWorkerFactory({
  db,
  config,
  logger,
  now = () => new Date(),
  payoutProvider,
}: WorkerDeps): BackgroundWork {
  const log = logger.child({ worker: 'payouts' });
  const run = new PayoutRun({ db, provider: payoutProvider ?? createPayoutProvider(config), now, logger: log });
  return reportingWorker({
    kind: 'payouts',
    log,
    everyMs: config.payoutPollMs,
    round: async () => {
      const result = await run.round();
      return result.planFeesCharged || result.scheduled || result.paid || result.failed ? result : null;
    },
    done: 'payout round',
    failed: 'payout round failed',
  });
}
