// The partner cancels a whole event. In one transaction under the event's row lock: the event is marked
// cancelled (which takes it out of the search projection through its trigger), each paid order is
// cancelled and refunded everything that remains of its payment through OrderRefunds (seats, refund
// rows, ledger and retries as for any refund), each buyer is emailed and notified, and those who saved
// the event are notified. The refunds are sent after the commit: one the gateway refuses stays failed
// and the refund worker sends it again, so the event is never left half cancelled.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  EVENT_CANCELLATION_MESSAGES as M,
  fromMinor,
  PARTNER_MESSAGES,
  type TEventCancelBody,
  type TEventCancellation,
} from '@pavilion/domain';
import type { Tx } from '../../db/client';
import { events, orders, refunds } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { notifySaversOfCancellation } from '../favourites/notify-savers';
import { OrderRefunds, RefundSender, type RefundsDeps } from '../refunds/service';
import { sendEventCancelled } from './emails';

/** Cancelling the events of one partner: built with the session's partner id, so another partner's event is 404. */
export class PartnerEventCancellation {
  constructor(
    private readonly deps: RefundsDeps,
    private readonly partnerId: number,
    private readonly personId: number,
  ) {}

  async cancel(eventId: number, body: TEventCancelBody): Promise<TEventCancellation> {
    const { db, now: clock } = this.deps;
    const refundsOfOrders = new OrderRefunds(this.deps, {
      kind: 'partner',
      partnerId: this.partnerId,
      personId: this.personId,
    });
    const done = await db.transaction(async (tx) => {
      const now = clock();
      const event = await this.lockEvent(tx, eventId);
      if (event.cancelledAt) throw conflict(M.alreadyCancelled);
      if (event.endAt <= now) throw conflict(M.ended);
      await tx
        .update(events)
        .set({ cancelledAt: now, cancellationReason: body.reason, updatedAt: now })
        .where(eq(events.id, event.id));

      // Ascending ids: one lock order for every writer of these orders.
      const paid = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.eventId, event.id), eq(orders.status, 'paid'), isNotNull(orders.paidAt)))
        .orderBy(asc(orders.id));
      const refundIds: string[] = [];
      let refundMinor = 0;
      let ticketsCancelled = 0;
      for (const { id } of paid) {
        const result = await refundsOfOrders.cancelIn(
          tx,
          id,
          { reason: `Event cancelled: ${body.reason}`, everything: true },
          now,
          (t, order, cancelled, amountMinor) =>
            sendEventCancelled(t, order, cancelled, amountMinor, body.reason, this.deps.config),
        );
        if (result.refundId) refundIds.push(result.refundId);
        refundMinor += result.amountMinor;
        ticketsCancelled += result.cancelledTickets;
      }
      await notifySaversOfCancellation(tx, event.id, event.name);
      return {
        event,
        cancelledAt: now,
        refundIds,
        refundMinor,
        ticketsCancelled,
        ordersCancelled: paid.length,
      };
    });

    // One at a time, each under its own idempotency key: a refusal leaves that refund to the worker.
    const sender = new RefundSender(this.deps);
    for (const id of done.refundIds) await sender.send(id);
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
    if (!event) throw notFound(PARTNER_MESSAGES.eventNotFound);
    return event;
  }
}
