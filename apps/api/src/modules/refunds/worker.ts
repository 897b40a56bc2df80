// The refund worker: every few seconds, refunds that failed and are due again, and requested ones
// whose request died before the gateway's answer was recorded, are sent again under their own
// idempotency key (the gateway never pays one key twice). Safe beside other instances doing the same.
import type { WorkerDeps } from '../../platform/context';
import { gatewayWorkerDeps } from '../../platform/payments';
import { drainBatches, reportingWorker, type BackgroundWork } from '../../platform/jobs';
import { RefundSender } from './sender';

export function refundWorkerFactory(deps: WorkerDeps): BackgroundWork {
  const senderDeps = gatewayWorkerDeps(deps, 'refunds');
  const service = new RefundSender(senderDeps);
  return reportingWorker({
    kind: 'refunds',
    log: senderDeps.logger,
    everyMs: deps.config.refundPollMs,
    // Money owed back waits for nothing long: a round lost with a killed worker runs again within 40 s
    // (each refund is sent under its own idempotency key, so an overlap never pays twice).
    limitSeconds: 30,
    round: async (stopping) => {
      const total = await drainBatches((size) => service.sendDue(size), stopping, 50);
      return total ? { attempted: total } : null;
    },
    done: 'sent due refunds',
    failed: 'refund round failed',
  });
}
