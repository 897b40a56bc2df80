// Background work that runs beside HTTP: delivering the email outbox, expiring unpaid holds and bank
// transfers not paid by their due day, the waiting-list offers that ran out, pruning started events from the search projection, forgetting ended
// rate limit windows and the page visitors of past days, sending refunds that failed or were
// interrupted, charging damage claims (and sending unanswered ones to support), charging listing plan
// fees and paying partners out, and the review questionnaires and ratings, the daily digest emails,
// telling savers when sales open, ranking the upcoming events and reminding buyers to name their attendees, telling account holders of a
// new legal version, writing announced platform fee changes into the rates when due, sending webhooks (and
// forgetting their deliveries after 30 days), and the monthly newsletter.
// Each is a kind of job on pg-boss (platform/jobs), worked by the instances in the worker role.
import type { ExecuteSql } from './db/client';
import type { WorkerDeps } from './platform/context';
import { startJobWorker, type JobQueue, type WorkerFactory } from './platform/jobs';
import { outboxWorkerFactory } from './platform/mail/worker';
import { holdExpiryWorkerFactory } from './modules/orders';
import { transferDueWorkerFactory } from './modules/payments';
import { refundWorkerFactory } from './modules/refunds';
import { damageClaimWorkerFactory } from './modules/damage-claims';
import { payoutWorkerFactory } from './modules/payouts';
import { searchPruneWorkerFactory } from './modules/search';
import { rateLimitPruneWorkerFactory } from './platform/rate-limit-prune';
import { pageVisitorsPruneWorkerFactory } from './modules/partner-insights';
import { reviewsWorkerFactory } from './modules/reviews';
import { digestWorkerFactory } from './modules/notifications';
import { salesOpenWorkerFactory } from './modules/favourites';
import { rankingWorkerFactory } from './modules/ranking';
import { offerExpiryWorkerFactory } from './modules/waiting-lists';
import { namingReminderWorkerFactory } from './modules/ticket-holders';
import { legalNoticeWorkerFactory } from './modules/legal';
import { feeChangesWorkerFactory } from './modules/admin';
import { webhookPruneWorkerFactory, webhookWorkerFactory } from './modules/webhooks';
import { newsletterWorkerFactory } from './modules/newsletter';

/** Areas add their workers here. */
const factories: WorkerFactory[] = [
  outboxWorkerFactory,
  holdExpiryWorkerFactory,
  transferDueWorkerFactory,
  offerExpiryWorkerFactory,
  searchPruneWorkerFactory,
  rateLimitPruneWorkerFactory,
  pageVisitorsPruneWorkerFactory,
  refundWorkerFactory,
  damageClaimWorkerFactory,
  payoutWorkerFactory,
  reviewsWorkerFactory,
  digestWorkerFactory,
  salesOpenWorkerFactory,
  rankingWorkerFactory,
  namingReminderWorkerFactory,
  legalNoticeWorkerFactory,
  feeChangesWorkerFactory,
  webhookWorkerFactory,
  webhookPruneWorkerFactory,
  newsletterWorkerFactory,
];

/** Starts pg-boss on the database's own connection and works every kind; stop() waits for rounds in flight. */
export async function startBackgroundWorkers(deps: WorkerDeps, executeSql: ExecuteSql): Promise<JobQueue> {
  const withClock: WorkerDeps = { ...deps, now: deps.now ?? (() => new Date()) };
  return startJobWorker({ executeSql, logger: deps.logger, work: factories.map((f) => f(withClock)) });
}
