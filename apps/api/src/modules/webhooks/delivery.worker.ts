// The delivery worker: claims due deliveries with a lease (FOR UPDATE SKIP LOCKED, so two workers never
// take the same one, and a worker that dies lets its lease run out), at most a few in flight per endpoint,
// posts each signed message through the filtering transport, records the attempt, and schedules a retry
// (WEBHOOK_RETRY_DELAYS_SECONDS) or, after the last one, fails the delivery, turns its endpoint off and
// emails the partner's owners. docs/decisions/0308-webhooks-are-delivered-from-an-outbox-with-leases.md.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { WEBHOOK_KEEP_DAYS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema';
import type { WorkerDeps } from '../../platform/context';
import { reportingWorker, scheduledWorker, type BackgroundWork } from '../../platform/jobs';
import { cataloguesReady } from '../../platform/i18n';
import { loopbackAllowed } from './address';
import { emailEndpointDisabled } from './emails';
import { webhookHeaders } from './signing';
import { WebhookTransport, type PostOutcome } from './transport';

/** Longer than a send can take (the 10 s deadline): a lease that runs out means its worker died. */
export const WEBHOOK_LEASE_MS = 60_000;
/** Deliveries in flight to one endpoint at once (per worker): a slow endpoint holds only these. */
export const WEBHOOK_PER_ENDPOINT = 4;
/** Deliveries a claim takes at most. */
export const WEBHOOK_CLAIM_SIZE = 200;
/** Sends in flight in one worker at most. */
export const WEBHOOK_IN_FLIGHT_MAX = 200;

/** The wait after the given number of failed attempts, or null when that was the last. */
export function webhookRetryDelayMs(attempts: number): number | null {
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  return attempts < WEBHOOK_MAX_ATTEMPTS && delay !== undefined ? delay * 1000 : null;
}

export interface Claimed {
  deliveryId: number;
  attempts: number;
  messageId: string;
  type: string;
  payload: unknown;
  endpointId: number;
  partnerId: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

export type Outcome = 'delivered' | 'retried' | 'failed';

export interface WebhookDispatcherOptions {
  db: Database;
  config: Pick<Config, 'env' | 'partnerPortalUrl'>;
  logger: Logger;
  now?: () => Date;
  transport?: WebhookTransport;
  leaseMs?: number;
  perEndpoint?: number;
  claimSize?: number;
}

export class WebhookDispatcher {
  private readonly db: Database;
  private readonly now: () => Date;
  readonly transport: WebhookTransport;
  private readonly leaseMs: number;
  private readonly perEndpoint: number;
  private readonly claimSize: number;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.transport = options.transport ?? new WebhookTransport({ allowLoopback: loopbackAllowed(options.config) });
    this.leaseMs = options.leaseMs ?? WEBHOOK_LEASE_MS;
    this.perEndpoint = options.perEndpoint ?? WEBHOOK_PER_ENDPOINT;
    this.claimSize = options.claimSize ?? WEBHOOK_CLAIM_SIZE;
  }

  /**
   * Takes due deliveries of enabled endpoints, each endpoint's oldest first and no more than its room
   * (perEndpoint less those another claim holds under a live lease), and leases them. SKIP LOCKED lets
   * workers claim side by side without waiting or taking the same delivery.
   */
  async claim(limit = this.claimSize): Promise<Claimed[]> {
    // As text with a cast: postgres.js binds no Date in raw SQL.
    const now = this.now().toISOString();
    const lease = new Date(this.now().getTime() + this.leaseMs).toISOString();
    const claimed = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        with due as (
          select d.id, d.endpoint_id, d.next_attempt_at
          from ${webhookDeliveries} d
          join ${webhookEndpoints} e on e.id = d.endpoint_id and e.enabled
          where d.status = 'pending' and d.next_attempt_at <= ${now}::timestamptz
            and (d.locked_until is null or d.locked_until < ${now}::timestamptz)
          order by d.next_attempt_at, d.id
          limit ${limit * 4}
          for update of d skip locked
        ), busy as (
          select endpoint_id, count(*)::int as n from ${webhookDeliveries}
          where status = 'pending' and locked_until >= ${now}::timestamptz
            and endpoint_id in (select endpoint_id from due)
          group by endpoint_id
        ), ranked as (
          select due.id, row_number() over (partition by due.endpoint_id order by due.next_attempt_at, due.id) as rank,
                 coalesce(busy.n, 0) as busy, due.next_attempt_at
          from due left join busy on busy.endpoint_id = due.endpoint_id
        ), chosen as (
          select id from ranked where rank + busy <= ${this.perEndpoint}
          order by next_attempt_at, id limit ${limit}
        )
        update ${webhookDeliveries} d set locked_until = ${lease}::timestamptz, attempts = d.attempts + 1
        from chosen where d.id = chosen.id
        returning d.id`),
    );
    if (!claimed.length) return [];
    const rows = await this.db
      .select({
        deliveryId: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        messageId: webhookMessages.id,
        type: webhookMessages.type,
        payload: webhookMessages.payload,
        endpointId: webhookEndpoints.id,
        partnerId: webhookEndpoints.partnerId,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        inArray(
          webhookDeliveries.id,
          claimed.map((c) => Number(c.id)),
        ),
      );
    return rows.sort((a, b) => a.deliveryId - b.deliveryId);
  }

  /** Posts one claimed delivery and records the attempt and its outcome. */
  async send(c: Claimed): Promise<Outcome> {
    const at = this.now();
    const timestamp = Math.floor(at.getTime() / 1000);
    const body = JSON.stringify(c.payload);
    const secrets = [c.secret];
    if (c.previousSecret && c.previousSecretExpiresAt && c.previousSecretExpiresAt > at) secrets.push(c.previousSecret);
    const outcome = await this.transport.post(c.url, webhookHeaders(secrets, c.messageId, timestamp, body), body);
    return this.record(c, at, outcome);
  }

  private async record(c: Claimed, at: Date, o: PostOutcome): Promise<Outcome> {
    const ok = o.error === null && o.status !== null && o.status >= 200 && o.status < 300;
    const error = ok ? null : (o.error ?? `HTTP ${o.status}`).slice(0, 500);
    const retryMs = ok ? null : webhookRetryDelayMs(c.attempts);
    const result: Outcome = ok ? 'delivered' : retryMs !== null ? 'retried' : 'failed';
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId: c.deliveryId,
        attemptedAt: at,
        durationMs: o.durationMs,
        responseStatus: o.status,
        responseBytes: o.bytes,
        responseExcerpt: o.excerpt || null,
        error,
      });
      const [updated] = await tx
        .update(webhookDeliveries)
        .set({
          status: result === 'retried' ? 'pending' : result,
          lockedUntil: null,
          lastAttemptAt: at,
          lastResponseStatus: o.status,
          lastError: error,
          deliveredAt: ok ? now : null,
          ...(retryMs !== null ? { nextAttemptAt: new Date(now.getTime() + retryMs) } : {}),
        })
        .where(and(eq(webhookDeliveries.id, c.deliveryId), eq(webhookDeliveries.status, 'pending')))
        .returning({ id: webhookDeliveries.id });
      if (result !== 'failed' || !updated) return;
      // The last attempt failed: the endpoint is turned off (once) and its owners told.
      const [disabled] = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'failing', updatedAt: now })
        .where(and(eq(webhookEndpoints.id, c.endpointId), eq(webhookEndpoints.enabled, true)))
        .returning({ url: webhookEndpoints.url });
      if (disabled) {
        await emailEndpointDisabled(
          tx,
          this.options.config,
          { partnerId: c.partnerId, url: disabled.url },
          { eventType: c.type, attempts: c.attempts, lastResult: o.status !== null ? `HTTP ${o.status}` : o.error },
        );
      }
    });
    const log = { deliveryId: c.deliveryId, endpointId: c.endpointId, attempts: c.attempts, status: o.status };
    if (result === 'failed')
      this.options.logger.warn({ ...log, err: error }, 'webhook delivery failed for good; endpoint turned off');
    else if (result === 'retried')
      this.options.logger.info({ ...log, err: error }, 'webhook delivery failed; will retry');
    return result;
  }

  /** One claim, every delivery sent side by side, each outcome recorded: for tests and the benchmark. */
  async runOnce(): Promise<Record<Outcome, number>> {
    await cataloguesReady;
    const claimed = await this.claim();
    const round: Record<Outcome, number> = { delivered: 0, retried: 0, failed: 0 };
    await Promise.all(
      claimed.map(async (c) => {
        round[await this.sendSafely(c)] += 1;
      }),
    );
    return round;
  }

  /** A send whose outcome could not be recorded is left to its lease, and sent again after it. */
  async sendSafely(c: Claimed): Promise<Outcome> {
    try {
      return await this.send(c);
    } catch (err) {
      this.options.logger.error({ err, deliveryId: c.deliveryId }, 'could not record a webhook attempt');
      return 'retried';
    }
  }

  /**
   * The worker's round: claims again every `pollMs` while sends are in flight, never waiting for a slow
   * endpoint before claiming for the others, until `stopping()`; then waits for its sends.
   */
  async dispatch(stopping: () => boolean, pollMs: number): Promise<Record<Outcome, number>> {
    await cataloguesReady;
    const round: Record<Outcome, number> = { delivered: 0, retried: 0, failed: 0 };
    const inFlight = new Set<Promise<void>>();
    while (!stopping()) {
      const room = WEBHOOK_IN_FLIGHT_MAX - inFlight.size;
      const claimed = room > 0 ? await this.claim(Math.min(room, this.claimSize)) : [];
      for (const c of claimed) {
        const sending = this.sendSafely(c).then((outcome) => {
          round[outcome] += 1;
          inFlight.delete(sending);
        });
        inFlight.add(sending);
      }
      if (claimed.length < this.claimSize || room <= 0) await new Promise((r) => setTimeout(r, pollMs));
    }
    await Promise.all(inFlight);
    return round;
  }
}

/** Forgets deliveries (their attempts with them) and messages older than WEBHOOK_KEEP_DAYS. */
export async function pruneWebhooks(db: Database, at: Date): Promise<number> {
  const before = new Date(at.getTime() - WEBHOOK_KEEP_DAYS * 86_400_000);
  const gone = await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, before))
    .returning({ id: webhookDeliveries.id });
  await db.delete(webhookMessages).where(lt(webhookMessages.createdAt, before));
  return gone.length;
}

/** How long one dispatching round runs before the next takes over (its limit is twice that). */
const ROUND_SECONDS = 30;

/** The kind for workers.ts: rounds that each dispatch for ROUND_SECONDS, claiming every WEBHOOK_POLL_MS. */
export function webhookWorkerFactory(deps: WorkerDeps): BackgroundWork {
  const log = deps.logger.child({ worker: 'webhooks' });
  const dispatcher = new WebhookDispatcher({ ...deps, logger: log });
  return reportingWorker({
    kind: 'webhooks',
    log,
    everyMs: deps.config.webhookPollMs,
    immediately: true,
    // A round stops claiming at half its limit (stopping()), then waits at most a send's deadline.
    limitSeconds: ROUND_SECONDS * 2,
    done: 'webhooks delivered',
    failed: 'webhook delivery round failed',
    round: async (stopping) => {
      const round = await dispatcher.dispatch(stopping, deps.config.webhookPollMs);
      return round.delivered + round.retried + round.failed ? round : null;
    },
    close: () => dispatcher.transport.close(),
  });
}

/** Forgets deliveries and messages older than 30 days, hourly. */
export const webhookPruneWorkerFactory = scheduledWorker({
  worker: 'webhooks-prune',
  everyMs: 3_600_000,
  done: 'old webhook deliveries forgotten',
  failed: 'forgetting old webhook deliveries failed',
  round: async (deps, at) => {
    const pruned = await pruneWebhooks(deps.db, at);
    return pruned ? { pruned } : null;
  },
});
