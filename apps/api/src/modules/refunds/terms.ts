// What cancelling a ticket gives back today: the policy period that applies, counted in calendar days
// before the event start where the event is held, times what the ticket paid. The periods are the
// ticket's own, recorded when it was ordered (tickets.refund_terms): a ticket type switched to another
// policy, or a policy whose periods changed, applies to later orders only. An order offered a full refund
// after a significant change of its event (change-offers.ts) gets everything back while the offer is open.
import { eq, inArray } from 'drizzle-orm';
import { daysBeforeEventInZone, refundAmount, refundPercentageFor, type TTicketStatus } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { tickets, ticketTypes } from '../../db/schema';
import { ticketAmountsOfOrders } from '../ledger';
import { openChangeOffers } from '../orders';

export interface TicketTerms {
  ticketId: string;
  ticketTypeId: number;
  typeName: string;
  status: TTicketStatus;
  /** What the ticket paid: its price less its promo discount, plus its extras, minor units. */
  paidMinor: number;
  refundPercentage: number;
  refundMinor: number;
}

export interface OrderTerms {
  days: number;
  tickets: TicketTerms[];
}

type EventTime = { startAt: Date; timeZone: string };

/** Every ticket of the order, in its order, with today's refund. */
export async function ticketTermsOfOrder(
  db: DbOrTx,
  orderId: string,
  event: EventTime,
  now: Date,
): Promise<OrderTerms> {
  return (await ticketTermsOfOrders(db, [{ orderId, event }], now)).get(orderId)!;
}

/** The same for several orders, in two queries whatever their number. */
export async function ticketTermsOfOrders(
  db: DbOrTx,
  of: ReadonlyArray<{ orderId: string; event: EventTime }>,
  now: Date,
): Promise<Map<string, OrderTerms>> {
  const orderIds = of.map((o) => o.orderId);
  const [rows, amounts, offers] = await Promise.all([
    orderIds.length
      ? db
          .select({
            id: tickets.id,
            ticketTypeId: tickets.ticketTypeId,
            typeName: ticketTypes.name,
            status: tickets.status,
            refundTerms: tickets.refundTerms,
          })
          .from(tickets)
          .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
          .where(orderIds.length === 1 ? eq(tickets.orderId, orderIds[0]) : inArray(tickets.orderId, orderIds))
      : [],
    ticketAmountsOfOrders(db, orderIds),
    openChangeOffers(db, orderIds, now),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const terms = new Map<string, OrderTerms>();
  for (const { orderId, event } of of) {
    const days = daysBeforeEventInZone(event.startAt, event.timeZone, now);
    terms.set(orderId, {
      days,
      tickets: (amounts.get(orderId) ?? []).map(({ ticketId, paidMinor }) => {
        const row = byId.get(ticketId)!;
        // Once the event has started nothing is refunded by the policy; without one (no periods) neither.
        // While the event's significant change is open to cancel (Customer terms B2), everything is.
        const percentage = offers.has(orderId) ? 100 : days < 0 ? 0 : refundPercentageFor(row.refundTerms, days);
        return {
          ticketId,
          ticketTypeId: row.ticketTypeId,
          typeName: row.typeName,
          status: row.status,
          paidMinor,
          refundPercentage: percentage,
          refundMinor: refundAmount(paidMinor, percentage),
        };
      }),
    });
  }
  return terms;
}
