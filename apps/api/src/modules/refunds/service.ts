// Cancelling tickets and refunding orders, for the buyer (by the policy), the partner and support (any
// amount up to what remains refundable): the entry each route builds with the order's owner from the
// session. The cancelling transaction is cancel.service.ts, the process's batching of cancellations queue.ts,
// sending refunds to the gateway and recording them sender.ts.
import { eq } from 'drizzle-orm';
import { fromMinor, NOT_FOUND, REFUND_MESSAGES as M, type TCancellationPreview, type TOrder } from '@pavilion/domain';
import type { Database, Tx } from '../../db/client';
import { events, orders } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { ticketTermsOfOrder } from './terms';
import { CancellationQueue } from './queue';
import { chooseTickets } from './cancel.service';
import {
  owns,
  type CancelItem,
  type CancelRequest,
  type EventRow,
  type OrderOwner,
  type OrderRow,
  type RefundsDeps,
} from './types';

/**
 * Cancelling and refunding the orders one caller reaches: built with the owner from the session, so
 * every order is looked up through it (another owner's order answers 404).
 */
export class OrderRefunds {
  constructor(
    private readonly deps: RefundsDeps,
    private readonly owner: OrderOwner,
  ) {}

  /** What cancelling the tickets today would give back (the attendee's preview). */
  async preview(orderId: string, ticketIds?: string[]): Promise<TCancellationPreview> {
    const { db, now } = this.deps;
    const found = await this.findOrder(db, orderId);
    const { order, event } = found;
    const terms = await ticketTermsOfOrder(db, order.id, event, now());
    const chosen = chooseTickets(terms.tickets, ticketIds, { allowCancelled: true });
    const valid = chosen.filter((t) => t.status === 'valid');
    let reason: string | null = null;
    const asked = ticketIds ? chosen.length : terms.tickets.length;
    if (order.status !== 'paid')
      reason = order.status === 'cancelled' ? M.ticketsAlreadyCancelled({ count: asked }) : M.orderNotPaid;
    else if (now() >= event.startAt) reason = M.eventStarted;
    else if (!valid.length) reason = M.ticketsAlreadyCancelled({ count: asked });
    const refundTotal = valid.reduce((sum, t) => sum + t.refundMinor, 0);
    return {
      tickets: valid.map((t) => ({
        ticketId: t.ticketId,
        refundPercentage: t.refundPercentage,
        refundAmount: fromMinor(t.refundMinor, order.currency),
      })),
      refundTotal: fromMinor(refundTotal, order.currency),
      currency: order.currency,
      cancellable: reason === null,
      reason,
      daysBeforeEvent: terms.days,
    };
  }

  /**
   * Cancels tickets and requests their refund, then sends it. The buyer gets the policy's amount; the
   * partner and support choose any amount up to what remains refundable (the policy's by default), and
   * may refund more on an order whose tickets are already cancelled. Answers the order as it now reads.
   */
  async cancel(orderId: string, request: CancelRequest): Promise<TOrder> {
    const item: CancelItem = { owner: this.owner, orderId, request };
    const queue = this.deps.cancellations ?? new CancellationQueue(this.deps);
    const settled = await queue.cancel(item);
    if (!settled.ok) throw settled.error;
    return settled.value;
  }

  private async findOrder(db: Database | Tx, orderId: string): Promise<{ order: OrderRow; event: EventRow }> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || !owns(this.owner, order)) throw notFound(NOT_FOUND.order);
    const [event] = await db
      .select({ name: events.name, startAt: events.startAt, timeZone: events.timeZone })
      .from(events)
      .where(eq(events.id, order.eventId));
    return { order, event };
  }
}
