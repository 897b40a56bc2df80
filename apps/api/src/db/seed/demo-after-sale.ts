// Demo money after the sale, made through the product's own services once the demo data exists (they
// need the payment gateway): partner@example.com's latest upcoming event with sales is cancelled, so
// its buyers are refunded in full and it shows as cancelled; one buyer of another of its events
// cancels a ticket by the policy. The partner's registrations, the orders and the refund emails then
// show cancelled and refunded orders on first start.
import { and, asc, desc, eq, exists, gt, sql } from 'drizzle-orm';
import { events, orders, partnerMembers, persons, tickets } from '../schema';
import { PartnerEventCancellation } from '../../modules/event-cancellation/service';
import { OrderRefunds, type RefundsDeps } from '../../modules/refunds/service';

export const DEMO_CANCELLATION_REASON =
  'Our keynote speakers cannot travel that week, so we are moving the conference to next year.';

export interface DemoAfterSale {
  cancelledEventId: number;
  partlyCancelledOrderId: string | null;
}

export async function seedDemoAfterSale(deps: RefundsDeps): Promise<DemoAfterSale | null> {
  const { db } = deps;
  const now = deps.now();
  const [owner] = await db
    .select({ partnerId: partnerMembers.partnerId, personId: partnerMembers.personId })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(and(eq(persons.email, 'partner@example.com'), eq(partnerMembers.role, 'owner')));
  if (!owner) return null;
  const paidOrderOf = (eventId: typeof events.id) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.eventId, eventId), eq(orders.status, 'paid'))),
    );
  const withSales = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        gt(events.startAt, now),
        paidOrderOf(events.id),
      ),
    )
    .orderBy(desc(events.startAt))
    .limit(2);
  if (withSales.length < 2) return null;
  const [latest, other] = withSales;

  await new PartnerEventCancellation(deps, owner.partnerId, owner.personId).cancel(latest!.id, {
    reason: DEMO_CANCELLATION_REASON,
  });

  // A buyer of the other event cancels the first ticket of an order of two or more.
  const [order] = await db
    .select({ id: orders.id, personId: orders.personId })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, other!.id),
        eq(orders.status, 'paid'),
        sql`(select count(*) from ${tickets} where ${tickets.orderId} = ${orders.id}) >= 2`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(1);
  if (order) {
    const [first] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.orderId, order.id))
      .orderBy(asc(tickets.position))
      .limit(1);
    await new OrderRefunds(deps, { kind: 'attendee', personId: order.personId }).cancel(order.id, {
      ticketIds: [first!.id],
    });
  }
  return { cancelledEventId: latest!.id, partlyCancelledOrderId: order?.id ?? null };
}
