// Completing an order: validate, record the attempt under its idempotency key, charge once through
// the gateway, then in one transaction mark it paid, turn held seats into sold ones and queue the
// receipt, tickets and notification. Card number and CVV go to the gateway only.
import { randomUUID } from 'node:crypto';
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  MESSAGES,
  toStoredPaymentDetails,
  type TCompletedOrder,
  type TPaymentForm,
  PAYMENT_MESSAGES as M,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { countries, events, orders, payments, places } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { retryingTransaction } from '../../platform/locks';
import type { ChargeResult, ChargeStatus, PaymentGateway } from '../../platform/payments';
import { refundPaymentOfCancelledEvent } from '../event-cancellation';
import { recordSale } from '../ledger';
import { RefundSender } from '../refunds';
import {
  deliverPaidOrder,
  expireOrderIn,
  INTERRUPTED_PAYMENT,
  seatLinesOfOrder,
  sellHeldSeats,
  AttendeeOrders,
  type OwnedOrderRow,
} from '../orders';
import type { Payer, PaymentLimits } from './limits';
import { OrderPayments, type PaymentRow } from './read-model';
import { tellOrders } from '../webhooks';

export type FailureReason = Exclude<ChargeStatus, 'succeeded'>;

type PaidAnswer = TCompletedOrder;

/** How the transaction that records a successful charge ended. */
type Finished =
  | { kind: 'paid' }
  | { kind: 'answered-elsewhere' }
  | { kind: 'order-gone' }
  | { kind: 'event-cancelled'; refundId: string | null };

const REFUND_DUE = 'Charged after the reservation expired: refund due';

/** Marks the key the server gave an attempt that came without one. */
const ORDER_SCOPE_KEY_PREFIX = 'order-scope:';

/** How long a repeated request waits for the first one with the same key before answering. */
const WAIT_FOR_FIRST_MS = 30_000;

const STATUS_OF: Record<FailureReason, PaymentRow['status']> = {
  declined: 'declined',
  insufficient_funds: 'insufficient_funds',
  network_error: 'failed',
};

const FAILURE_TEXT: Record<FailureReason, string> = {
  declined: 'The card was declined',
  insufficient_funds: 'The card has insufficient funds',
  network_error: 'The payment provider could not be reached',
};

function reasonOf(status: PaymentRow['status']): FailureReason | null {
  if (status === 'declined' || status === 'insufficient_funds') return status;
  if (status === 'failed') return 'network_error';
  return null;
}

/** An order paid after its event was cancelled: it was cancelled and refunded in full as it was paid. */
function chargedAfterCancellation(
  order: { status: string; paidAt: Date | null },
  event: { cancelledAt: Date | null } | undefined,
): boolean {
  return (
    order.status === 'cancelled' &&
    order.paidAt !== null &&
    event?.cancelledAt != null &&
    order.paidAt.getTime() >= event.cancelledAt.getTime()
  );
}

export const paymentFailed = (reason: FailureReason) =>
  new AppError('PAYMENT_FAILED', M.paymentFailed, undefined, { reason });

export interface PaymentsDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: Logger;
  config: Pick<Config, 'publicUrl' | 'partnerPortalUrl' | 'paymentStaleAfterMs' | 'refundLeaseMs'>;
  limits: PaymentLimits;
}

type Begun =
  | { kind: 'fresh'; payment: PaymentRow }
  | { kind: 'existing'; payment: PaymentRow }
  | { kind: 'expired' }
  | { kind: 'paid' };

/** Paying the orders of one attendee: built with the payer's person id, so only their orders are found. */
export class PaymentsService {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly payer: Payer,
  ) {}

  /**
   * `idempotencyKey` names the attempt (a retry with it is the same attempt). Without one, the order
   * is the scope: a paid order answers paid again, an attempt being charged is waited for, and
   * otherwise this is a new attempt.
   */
  async complete(orderId: string, idempotencyKey: string | null, form: TPaymentForm): Promise<PaidAnswer> {
    const owned = new AttendeeOrders(this.deps.db, this.payer.personId, this.deps.now);
    const [order, [country]] = await Promise.all([
      owned.find(orderId),
      this.deps.db.select({ id: countries.id }).from(countries).where(eq(countries.id, form.country)),
    ]);
    if (!order) throw notFound(NOT_FOUND.order);
    if (!country) throw new AppError('VALIDATION', MESSAGES.optionInvalid, { country: MESSAGES.optionInvalid });
    const begun = await this.begin(order, idempotencyKey, form);
    if (begun.kind === 'expired') throw conflict(M.reservationExpired);
    if (begun.kind === 'paid') return { status: 'paid', orderId: order.id };
    if (begun.kind === 'fresh') return this.chargeAndFinish(order, begun.payment, form);
    return this.answerFor(order, begun.payment, form);
  }

  /**
   * Under the order's row lock: answer a key seen before, or check the order is payable and record
   * the attempt as 'processing'. The lock also keeps a second key from charging the same order at
   * the same time (a double click that made two keys).
   */
  private begin(order: OwnedOrderRow, clientKey: string | null, form: TPaymentForm): Promise<Begun> {
    const { db, now: clock, gateway, config } = this.deps;
    return retryingTransaction(db, async (tx): Promise<Begun> => {
      const now = clock();
      // The lock order of platform/locks.ts: the event, then the order.
      const [event] = await tx
        .select({ cancelledAt: events.cancelledAt, damageMaxMinor: events.damageMaxMinor })
        .from(events)
        .where(eq(events.id, order.eventId))
        .for('share');
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const attempts = new OrderPayments(tx, order.id);
      if (clientKey === null) {
        // The order is the scope: paid is the answer again, and an attempt under way is this one.
        if (locked.status === 'paid') return { kind: 'paid' };
        if (chargedAfterCancellation(locked, event)) throw conflict(M.chargedForCancelledEvent);
        const inFlight = await attempts.processing();
        if (inFlight) return { kind: 'existing', payment: inFlight };
      } else {
        const seen = await attempts.withKey(clientKey);
        if (seen) return { kind: 'existing', payment: seen };
        if (locked.status === 'paid') throw conflict(M.alreadyPaid);
      }
      // A new attempt without a key of its own gets one, unique to it (the index is per order and key).
      const idempotencyKey = clientKey ?? `${ORDER_SCOPE_KEY_PREFIX}${randomUUID()}`;
      if (locked.status !== 'pending') return { kind: 'expired' };
      // An event cancelled while the seats were held: nothing is charged (the hold expires as usual).
      if (event?.cancelledAt) throw conflict(M.eventCancelled);
      if (locked.holdExpiresAt <= now) {
        // Past the hold: expire it here (frees the seats) rather than wait for the worker.
        await expireOrderIn(tx, order.id, now, config.paymentStaleAfterMs, config);
        return { kind: 'expired' };
      }
      const staleBefore = new Date(now.getTime() - config.paymentStaleAfterMs);
      const [other] = await tx
        .select({ id: payments.id, createdAt: payments.createdAt })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.status, 'processing'),
            ne(payments.idempotencyKey, idempotencyKey),
          ),
        );
      if (other && other.createdAt > staleBefore) throw conflict(M.paymentInProgress);
      if (other) {
        await tx
          .update(payments)
          .set({ status: 'failed', failureMessage: INTERRUPTED_PAYMENT })
          .where(
            and(
              eq(payments.orderId, order.id),
              eq(payments.status, 'processing'),
              lte(payments.createdAt, staleBefore),
            ),
          );
      }
      // A new attempt: refused here (and nothing recorded) past the payment limits.
      await this.deps.limits.beginAttempt(tx, this.payer, order.id);
      // The attempt that pays carries the damage policy the buyer was shown (its maximum caps any claim)
      // and their choice: consent to keep the card for a possible damage payment, only when the event
      // has a damage policy (otherwise there is nothing to consent to).
      const damageMaxMinor = event?.damageMaxMinor ?? null;
      await tx
        .update(orders)
        .set({ damageMaxMinor, damageConsentAt: form.keepCardForDamage && damageMaxMinor !== null ? now : null })
        .where(eq(orders.id, order.id));
      const stored = toStoredPaymentDetails(form);
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          idempotencyKey,
          status: 'processing',
          amountMinor: locked.totalMinor,
          currency: locked.currency,
          gateway: gateway.name,
          ...stored,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (payment) return { kind: 'fresh', payment };
      // The unique (order, key) index caught a duplicate that the lock did not (it cannot, but the
      // index is the last word): answer from the row that won.
      return { kind: 'existing', payment: (await attempts.withKey(idempotencyKey))! };
    });
  }

  /** A key seen before: the recorded outcome, or wait for the request that is still charging. */
  private async answerFor(order: OwnedOrderRow, first: PaymentRow, form: TPaymentForm): Promise<PaidAnswer> {
    const started = Date.now();
    let payment = first;
    let pause = 25;
    while (payment.status === 'processing') {
      const staleBefore = this.deps.now().getTime() - this.deps.config.paymentStaleAfterMs;
      if (payment.createdAt.getTime() <= staleBefore) {
        // The request that began this attempt died mid-charge. Charging again under the same
        // gateway key returns the first outcome instead of charging twice.
        return this.chargeAndFinish(order, payment, form);
      }
      if (Date.now() - started > WAIT_FOR_FIRST_MS) throw conflict(M.paymentStillProcessing);
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 250);
      payment = await new OrderPayments(this.deps.db, order.id).get(payment.id);
    }
    if (payment.status === 'succeeded') return this.succeeded(order.id);
    throw paymentFailed(reasonOf(payment.status) ?? 'network_error');
  }

  private async chargeAndFinish(order: OwnedOrderRow, payment: PaymentRow, form: TPaymentForm): Promise<PaidAnswer> {
    const result = await this.charge(order, payment, form);
    if (result.status === 'succeeded') return this.finishPaid(order, payment, result);
    const reason = result.status;
    const [recorded] = await this.deps.db
      .update(payments)
      .set({ status: STATUS_OF[reason], gatewayReference: result.reference, failureMessage: FAILURE_TEXT[reason] })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'processing')))
      .returning({ id: payments.id });
    if (!recorded) return this.answerFor(order, await new OrderPayments(this.deps.db, order.id).get(payment.id), form);
    if (reason !== 'network_error') await this.deps.limits.declined(this.deps.db, this.payer, order.id);
    throw paymentFailed(reason);
  }

  private async charge(order: OwnedOrderRow, payment: PaymentRow, form: TPaymentForm): Promise<ChargeResult> {
    const [month, year] = form.expiryDate.split('/');
    try {
      return await this.deps.gateway.charge({
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        card: {
          number: form.cardNumber,
          expMonth: Number(month),
          expYear: 2000 + Number(year),
          cvv: form.cvv,
          name: form.cardholderName,
        },
        // The payment row's id, not the client's key: unique across orders, and the same on a retry.
        idempotencyKey: payment.id,
        description: `Pavilion order ${order.id}`,
      });
    } catch (err) {
      // Only the kind of error is logged: a provider's error may quote the request, card included.
      this.deps.logger.warn(
        { orderId: order.id, paymentId: payment.id, error: err instanceof Error ? err.name : typeof err },
        'payment gateway call failed',
      );
      return { status: 'network_error', reference: null };
    }
  }

  /**
   * The answer for an attempt whose charge succeeded, asked again: paid, or, when the charge went through
   * after the event was cancelled (and was refunded at once), the same 409 the first request got.
   */
  private async succeeded(orderId: string): Promise<PaidAnswer> {
    const [row] = await this.deps.db
      .select({ status: orders.status, paidAt: orders.paidAt, cancelledAt: events.cancelledAt })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, orderId));
    if (row && chargedAfterCancellation(row, row)) throw conflict(M.chargedForCancelledEvent);
    return { status: 'paid', orderId };
  }

  private async finishPaid(order: OwnedOrderRow, payment: PaymentRow, result: ChargeResult): Promise<PaidAnswer> {
    const { db, now: clock, config, logger } = this.deps;
    const outcome = await retryingTransaction(db, async (tx): Promise<Finished> => {
      const now = clock();
      // The event FOR SHARE, then the order (platform/locks.ts). The event's cancellation takes the
      // event FOR UPDATE: it has either committed (and is seen here) or waits for this sale and then
      // cancels and refunds it with the event's other orders.
      const [event] = await tx
        .select({ cancelledAt: events.cancelledAt, reason: events.cancellationReason })
        .from(events)
        .where(eq(events.id, order.eventId))
        .for('share');
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
      const [won] = await tx
        .update(payments)
        .set({ status: 'succeeded', gatewayReference: result.reference })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'processing')))
        .returning({ id: payments.id });
      // Another request finished this attempt first (a retry after a stale lease): answer from it.
      if (!won) return { kind: 'answered-elsewhere' };
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (!paid) {
        // Only reachable when an interrupted attempt is retried after its order expired: the charge
        // needs refunding, which support does from the gateway reference kept here.
        await tx
          .update(payments)
          .set({ status: 'failed', failureMessage: REFUND_DUE })
          .where(eq(payments.id, payment.id));
        return { kind: 'order-gone' };
      }
      if (event.cancelledAt) {
        // The card was charged while the event was being cancelled: the sale is recorded as it
        // happened, and the order cancelled and refunded in full in the same transaction.
        await sellHeldSeats(tx, await seatLinesOfOrder(tx, order.id));
        const refundId = await refundPaymentOfCancelledEvent(
          this.deps,
          tx,
          { id: order.id, partnerId: order.partnerId! },
          event.reason ?? '',
          now,
        );
        await recordSale(tx, order.id, now);
        return { kind: 'event-cancelled', refundId };
      }
      const view = await new AttendeeOrders(tx, order.personId, clock).get(order.id);
      const [venue] = await tx
        .select({ name: places.name })
        .from(events)
        .innerJoin(places, eq(places.id, events.venueId))
        .where(eq(events.id, order.eventId));
      await deliverPaidOrder(tx, view, order.personId, now, venue?.name ?? null, config);
      // The buyer's payment, the platform's fee and what the partner is owed, with the payment.
      await recordSale(tx, order.id, now);
      await tellOrders(tx, 'order.paid', [order.id], now);
      // Last, so the ticket type rows (which every buyer of the event updates) stay locked only
      // until the commit.
      await sellHeldSeats(tx, await seatLinesOfOrder(tx, order.id));
      return { kind: 'paid' };
    });
    if (outcome.kind === 'paid') return { status: 'paid', orderId: order.id };
    if (outcome.kind === 'event-cancelled') {
      if (outcome.refundId) {
        try {
          await new RefundSender(this.deps).send(outcome.refundId);
        } catch (err) {
          // The refund stays requested and the refund worker sends it.
          logger.warn({ orderId: order.id, error: err instanceof Error ? err.name : typeof err }, 'refund send failed');
        }
      }
      throw conflict(M.chargedForCancelledEvent);
    }
    if (outcome.kind === 'answered-elsewhere') {
      const latest = await new OrderPayments(db, order.id).get(payment.id);
      if (latest.status === 'succeeded') return this.succeeded(order.id);
      throw paymentFailed(reasonOf(latest.status) ?? 'network_error');
    }
    logger.error(
      { orderId: order.id, paymentId: payment.id, reference: result.reference },
      'charge succeeded for an order that is no longer payable',
    );
    throw conflict(M.reservationExpired);
  }
}
