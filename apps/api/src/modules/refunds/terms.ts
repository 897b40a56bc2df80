// What cancelling a ticket gives back today: the policy period of its ticket type that applies, counted
// in calendar days before the event start where the event is held, times what the ticket paid.
import { asc, eq, inArray } from 'drizzle-orm';
import { daysBeforeEventInZone, refundAmount, refundPercentageFor, type TTicketStatus } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { cancellationPolicyPeriods, tickets, ticketTypes } from '../../db/schema';
import { ticketAmountsOfOrder } from '../ledger/ledger';

export interface TicketTerms {
  ticketId: string;
  ticketTypeId: number;
  status: TTicketStatus;
  /** What the ticket paid: its price less its promo discount, plus its extras, minor units. */
  paidMinor: number;
  refundPercentage: number;
  refundMinor: number;
}

/** Every ticket of the order, in its order, with today's refund. */
export async function ticketTermsOfOrder(
  db: DbOrTx,
  orderId: string,
  event: { startAt: Date; timeZone: string },
  now: Date,
): Promise<{ days: number; tickets: TicketTerms[] }> {
  const [rows, amounts] = await Promise.all([
    db
      .select({
        id: tickets.id,
        ticketTypeId: tickets.ticketTypeId,
        status: tickets.status,
        policyId: ticketTypes.cancellationPolicyId,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(eq(tickets.orderId, orderId)),
    ticketAmountsOfOrder(db, orderId),
  ]);
  const policyIds = [...new Set(rows.map((r) => r.policyId).filter((id): id is number => id !== null))];
  const periods = policyIds.length
    ? await db
        .select()
        .from(cancellationPolicyPeriods)
        .where(inArray(cancellationPolicyPeriods.policyId, policyIds))
        .orderBy(asc(cancellationPolicyPeriods.position))
    : [];
  const days = daysBeforeEventInZone(event.startAt, event.timeZone, now);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    days,
    tickets: amounts.map(({ ticketId, paidMinor }) => {
      const row = byId.get(ticketId)!;
      // Once the event has started nothing is refunded by the policy; without a policy neither.
      const percentage =
        days < 0 || row.policyId === null
          ? 0
          : refundPercentageFor(
              periods.filter((p) => p.policyId === row.policyId),
              days,
            );
      return {
        ticketId,
        ticketTypeId: row.ticketTypeId,
        status: row.status,
        paidMinor,
        refundPercentage: percentage,
        refundMinor: refundAmount(paidMinor, percentage),
      };
    }),
  };
}
