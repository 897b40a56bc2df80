// The partner cancels a whole event. In one transaction under the event's row lock: the event is marked
// cancelled (which takes it out of the search projection through its trigger), each paid order is
// cancelled and refunded everything that remains of its payment through cancelOrdersIn (seats, refund
// rows, ledger and retries as for any refund), each buyer is emailed and notified, and those who saved
// the event are notified. The refunds are sent after the commit: one the gateway refuses stays failed
// and the refund worker sends it again, so the event is never left half cancelled.
//
// Every buyer gets back all they paid, whatever was refunded before: an order the buyer cancelled
// earlier under a partial-refund period is refunded the rest (docs/decisions/0227-an-events-cancellation-refunds-everything.md, "An event's
// cancellation refunds everything"). Payments and cancellations of the event's orders take its row
// FOR SHARE first (platform/locks.ts), so they finish before the cancellation reads the orders, or wait
// for it and see it: a payment that completes after it is refunded in full at once
// (refundPaymentOfCancelledEvent).
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  EVENT_CANCELLATION_MESSAGES as M,
  fromMinor,
  type TEventCancelBody,
  type TEventCancellation,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Tx } from '../../db/client';
import { events, orders, refunds } from '../../db/schema';
import { tellEvent } from '../webhooks';
import { conflict, notFound } from '../../platform/errors';
import { retryingTransaction } from '../../platform/locks';
import { notifySaversOfCancellation } from '../favourites';
import { closeWaitingListsOf } from '../waiting-lists';
import { cancelOrdersIn, RefundSender, type RefundsDeps } from '../refunds';
import { sendEventCancelled } from './emails';

/** The orders of the event cancelled, and their refunds sent, this many at a time. */
const CANCEL_CHUNK = 200;

/** Cancelling the events of one partner: built with the session's partner id, so another partner's event is 404. */
export class PartnerEventCancellation {
  constructor(
    private readonly deps: RefundsDeps,
    private readonly partnerId: number,
    private readonly personId: number,
  ) {}

  async cancel(eventId: number, body: TEventCancelBody): Promise<TEventCancellation> {
    const { db, now: clock } = this.deps;
    const done = await retryingTransaction(db, async (tx) => {
      const now = clock();
      const event = await this.lockEvent(tx, eventId);
      if (event.cancelledAt) throw conflict(M.alreadyCancelled);
      if (event.endAt <= now) throw conflict(M.ended);
      await tx
        .update(events)
        .set({ cancelledAt: now, cancellationReason: body.reason, updatedAt: now })
        .where(eq(events.id, event.id));

      // Ascending ids: one lock order for every writer of these orders. The paid orders, and those
      // cancelled before with part of their payment kept (a partial-refund period): the rest goes back.
      const settled = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(
          and(
            eq(orders.eventId, event.id),
            isNotNull(orders.paidAt),
            or(
              eq(orders.status, 'paid'),
              and(
                eq(orders.status, 'cancelled'),
                sql`(select coalesce(sum(p.amount_minor), 0) from payments p where p.order_id = ${orders.id} and p.status = 'succeeded')
                  > (select coalesce(sum(r.amount_minor), 0) from refunds r where r.order_id = ${orders.id})`,
              ),
            ),
          ),
        )
        .orderBy(asc(orders.id));
      const refundIds: string[] = [];
      let refundMinor = 0;
      let ticketsCancelled = 0;
      const owner = { kind: 'partner' as const, partnerId: this.partnerId, personId: this.personId };
      for (let i = 0; i < settled.length; i += CANCEL_CHUNK) {
        const outcomes = await cancelOrdersIn(
          this.deps,
          tx,
          settled.slice(i, i + CANCEL_CHUNK).map(({ id }) => ({
            owner,
            orderId: id,
            request: { reason: `Event cancelled: ${body.reason}`, everything: true },
          })),
          now,
          (t, order, cancelled, amountMinor, before) =>
            sendEventCancelled(t, order, cancelled, amountMinor, before, body.reason, this.deps.config),
        );
        for (const outcome of outcomes) {
          // Every order of the event goes, or none: one refused undoes the whole cancellation.
          if (!outcome.ok) throw outcome.error;
          if (outcome.value.refundId) refundIds.push(outcome.value.refundId);
          refundMinor += outcome.value.amountMinor;
          ticketsCancelled += outcome.value.cancelledTickets;
        }
      }
      await notifySaversOfCancellation(tx, event.id, event.name, this.deps.config);
      // Nobody stays in line for an event that will not happen.
      await closeWaitingListsOf(tx, event, body.reason, now);
      await tellEvent(tx, 'event.cancelled', event.id, now);
      return {
        event,
        cancelledAt: now,
        refundIds,
        refundMinor,
        ticketsCancelled,
        ordersCancelled: settled.filter((o) => o.status === 'paid').length,
      };
    });

    // Each under its own idempotency key, a block at a time: a refusal leaves that refund to the worker.
    const sender = new RefundSender(this.deps);
    for (let i = 0; i < done.refundIds.length; i += CANCEL_CHUNK) {
      await sender.sendMany(done.refundIds.slice(i, i + CANCEL_CHUNK));
    }
    const sent = done.refundIds.length
      ? (
          await db
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(inArray(refunds.id, done.refundIds), eq(refunds.status, 'refunded')))
        ).length
      : 0;
    return {
      eventId: done.event.id,
      cancelledAt: done.cancelledAt.toISOString(),
      reason: body.reason,
      ordersCancelled: done.ordersCancelled,
      ticketsCancelled: done.ticketsCancelled,
      refundTotal: fromMinor(done.refundMinor, done.event.ticketCurrency),
      currency: done.event.ticketCurrency,
      refundsSent: sent,
      refundsPending: done.refundIds.length - sent,
    };
  }

  private async lockEvent(tx: Tx, eventId: number) {
    const [event] = await tx
      .select({
        id: events.id,
        name: events.name,
        endAt: events.endAt,
        cancelledAt: events.cancelledAt,
        ticketCurrency: events.ticketCurrency,
      })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.partnerId, this.partnerId)))
      .for('update');
    if (!event) throw notFound(NOT_FOUND.event);
    return event;
  }
}

/**
 * A payment whose charge went through while its event was being cancelled (the payment had begun
 * before): in the payment's own transaction, after the sale is recorded and under the event's lock, the
 * order is cancelled and everything it paid refunded as the event's cancellation would have done, and
 * the buyer is told why. Answers the refund to send once the transaction has committed.
 */
export async function refundPaymentOfCancelledEvent(
  deps: Pick<RefundsDeps, 'config'>,
  tx: Tx,
  order: { id: string; partnerId: number },
  reason: string,
  now: Date,
): Promise<string | null> {
  const [outcome] = await cancelOrdersIn(
    deps,
    tx,
    [
      {
        owner: { kind: 'partner', partnerId: order.partnerId, personId: null },
        orderId: order.id,
        request: { reason: `Event cancelled: ${reason}`, everything: true },
      },
    ],
    now,
    (t, mail, cancelled, amountMinor, before) =>
      sendEventCancelled(t, mail, cancelled, amountMinor, before, reason, deps.config),
  );
  if (!outcome.ok) throw outcome.error;
  return outcome.value.refundId;
}
