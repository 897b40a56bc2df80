// The objects webhooks carry, read in the transaction of the change (so they show it as it commits), in
// the shapes libs/domain documents (WEBHOOK_PAYLOADS) and the OpenAPI document's `webhooks` section shows.
import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor } from '@pavilion/domain';
import type {
  TWebhookDamageClaim,
  TWebhookInvoice,
  TWebhookOfferTaken,
  TWebhookEvent,
  TWebhookOrder,
  TWebhookPayout,
  TWebhookTicket,
  TWiredWebhookEventType,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, orders, payouts, refunds, tickets, ticketTypes, webhookEndpoints } from '../../db/schema';
import { enqueueWebhook } from './outbox';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function orderData(db: DbOrTx, orderId: string): Promise<{ partnerId: number; data: TWebhookOrder }> {
  const [row] = await db
    .select({
      order: orders,
      eventName: events.name,
      eventPartnerId: events.partnerId,
      refundedMinor: sql<string>`coalesce((select sum(${refunds.amountMinor}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'failed'), 0)`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  const o = row.order;
  return {
    partnerId: row.eventPartnerId,
    data: {
      id: o.id,
      eventId: o.eventId,
      eventName: row.eventName,
      status: o.status,
      paymentMethod: o.paymentMethod,
      currency: o.currency,
      total: fromMinor(o.totalMinor, o.currency),
      discount: fromMinor(o.discountMinor, o.currency),
      refunded: fromMinor(Number(row.refundedMinor), o.currency),
      ticketCount: o.ticketCount,
      paidAt: iso(o.paidAt),
      buyer: { firstName: o.buyerFirstName, surname: o.buyerSurname, email: o.buyerEmail },
    },
  };
}

export async function ticketData(db: DbOrTx, ticketId: string): Promise<{ partnerId: number; data: TWebhookTicket }> {
  const [row] = await db
    .select({ ticket: tickets, typeName: ticketTypes.name, partnerId: events.partnerId })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(tickets.id, ticketId));
  const t = row.ticket;
  return {
    partnerId: row.partnerId,
    data: {
      id: t.id,
      orderId: t.orderId,
      eventId: t.eventId,
      ticketTypeName: row.typeName,
      attendee:
        t.firstName !== null ? { firstName: t.firstName, surname: t.surname ?? '', email: t.email ?? '' } : null,
      checkedInAt: iso(t.checkedInAt),
    },
  };
}

export async function eventData(db: DbOrTx, eventId: number): Promise<{ partnerId: number; data: TWebhookEvent }> {
  const [e] = await db.select().from(events).where(eq(events.id, eventId));
  return {
    partnerId: e.partnerId,
    data: {
      id: e.id,
      name: e.name,
      status: e.cancelledAt ? 'CANCELLED' : e.status,
      startsAt: e.startAt.toISOString(),
      endsAt: e.endAt.toISOString(),
      timeZone: e.timeZone,
      cancelledAt: iso(e.cancelledAt),
      cancellationReason: e.cancellationReason,
    },
  };
}

export async function payoutData(db: DbOrTx, payoutId: string): Promise<{ partnerId: number; data: TWebhookPayout }> {
  const [p] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  return {
    partnerId: p.partnerId,
    data: {
      id: p.id,
      status: p.status,
      currency: p.currency,
      amount: fromMinor(p.amountMinor, p.currency),
      paidAt: iso(p.paidAt),
    },
  };
}

/** order.paid, order.cancelled or order.refunded for each order given, in the caller's transaction. */
export async function tellOrders(
  db: DbOrTx,
  type: Extract<TWiredWebhookEventType, `order.${string}`>,
  orderIds: readonly string[],
  at: Date,
): Promise<void> {
  if (!orderIds.length) return;
  // One lookup for the whole batch (an event's cancellation): only orders of partners listening are read.
  const heard = await db
    .selectDistinct({ id: orders.id, partnerId: orders.partnerId })
    .from(orders)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.partnerId, orders.partnerId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.eventTypes, [type]),
      ),
    )
    .where(inArray(orders.id, [...orderIds]));
  for (const { id } of heard.sort((a, b) => orderIds.indexOf(a.id) - orderIds.indexOf(b.id))) {
    const { partnerId, data } = await orderData(db, id);
    await enqueueWebhook(db, { partnerId, type, data, at });
  }
}

/** event.approved, event.changed or event.cancelled, in the caller's transaction. */
export async function tellEvent(
  db: DbOrTx,
  type: Extract<TWiredWebhookEventType, `event.${string}`>,
  eventId: number,
  at: Date,
): Promise<void> {
  const { partnerId, data } = await eventData(db, eventId);
  await enqueueWebhook(db, { partnerId, type, data, at });
}

/** ticket.checked-in for a ticket of the partner's event, in the caller's transaction. */
export async function tellTicketCheckedIn(db: DbOrTx, partnerId: number, ticketId: string, at: Date): Promise<void> {
  await enqueueWebhook(db, {
    partnerId,
    type: 'ticket.checked-in',
    data: async () => (await ticketData(db, ticketId)).data,
    at,
  });
}

/** A ticket named, or given to someone else: its attendee as it now is. */
export async function tellTicketNamed(db: DbOrTx, partnerId: number, ticketId: string, at: Date): Promise<void> {
  await enqueueWebhook(db, {
    partnerId,
    type: 'ticket.named',
    data: async () => (await ticketData(db, ticketId)).data,
    at,
  });
}

/** An invoice or a credit note issued, in the transaction that issues it. */
export async function tellDocumentIssued(
  db: DbOrTx,
  partnerId: number,
  document: Omit<TWebhookInvoice, 'total' | 'vat'> & { totalMinor: number; vatMinor: number },
  at: Date,
): Promise<void> {
  const { totalMinor, vatMinor, ...rest } = document;
  const currency = document.currency as Parameters<typeof fromMinor>[1];
  await enqueueWebhook(db, {
    partnerId,
    type: document.kind === 'invoice' ? 'invoice.issued' : 'credit-note.issued',
    data: { ...rest, total: fromMinor(totalMinor, currency), vat: fromMinor(vatMinor, currency) },
    at,
  });
}

/** A waiting-list offer taken by the order placed with it, in that order's transaction. */
export async function tellOfferTaken(db: DbOrTx, data: TWebhookOfferTaken, at: Date): Promise<void> {
  const [event] = await db.select({ partnerId: events.partnerId }).from(events).where(eq(events.id, data.eventId));
  if (!event) return;
  await enqueueWebhook(db, { partnerId: event.partnerId, type: 'waiting-list.offer-taken', data, at });
}

/** A damage claim answered by its buyer (or sent to support at its deadline), in that transaction. */
export async function tellDamageClaimAnswered(
  db: DbOrTx,
  partnerId: number,
  claim: Omit<TWebhookDamageClaim, 'amount'> & { amountMinor: number },
  at: Date,
): Promise<void> {
  const { amountMinor, ...rest } = claim;
  const amount = fromMinor(amountMinor, claim.currency as Parameters<typeof fromMinor>[1]);
  await enqueueWebhook(db, { partnerId, type: 'damage-claim.answered', data: { ...rest, amount }, at });
}

/** A review shown on its event's page, in the transaction that publishes it; its partner's endpoints hear of it. */
export async function tellReviewPublished(
  db: DbOrTx,
  review: {
    id: number;
    eventId: number;
    partnerId: number | null;
    reviewerName: string;
    score: number;
    comment: string;
  },
  at: Date,
): Promise<void> {
  if (review.partnerId === null) return;
  const { partnerId, ...data } = review;
  await enqueueWebhook(db, {
    partnerId,
    type: 'review.published',
    data: { ...data, publishedAt: at.toISOString() },
    at,
  });
}

export async function tellPayoutPaid(db: DbOrTx, payoutId: string, at: Date): Promise<void> {
  const { partnerId, data } = await payoutData(db, payoutId);
  await enqueueWebhook(db, { partnerId, type: 'payout.paid', data, at });
}
