// The cancelling transaction, for one order or a batch: under the orders' row locks the tickets become
// cancelled exactly once (valid -> cancelled), their seats go back on sale, the refunds are requested
// and the buyers' emails queued. The refunds are sent after the commit (sender.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatAmount, fromMinor, NOT_FOUND, REFUND_MESSAGES as M } from '@pavilion/domain';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { events, orders, payments, refunds, subEvents, ticketSubEvents, ticketTypes } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { shareEventsOfOrders } from '../../platform/locks';
import { offerSeatsBack, type OfferLinks } from '../waiting-lists';
import { exactMinor } from '../../platform/money';
import { AUDIT_SUMMARY_TEXT as A, actorOf, recordAudit } from '../../platform/audit';
import { amount, storedMessage } from '../../platform/stored-message';
import { cancellationConfirmed, sendBuyerMessages } from './emails';
import { ticketTermsOfOrders, type TicketTerms } from './terms';
import {
  mailOf,
  owns,
  type Announce,
  type CancelItem,
  type CancelOutcome,
  type RefundsDeps,
  type Settled,
} from './types';
import { tellOrders } from '../webhooks';

/** What a refusal raised for one item; anything else is the batch's failure. */
function refusal(err: unknown): Settled<never> {
  if (err instanceof AppError) return { ok: false, error: err };
  throw err;
}

/**
 * Cancels the items' tickets and requests their refunds in the caller's transaction, each read and
 * write one statement for all of them: locks the orders (ascending ids), checks each as it would be
 * checked alone, then for those that pass inserts the refunds, cancels the tickets (valid ->
 * cancelled, so a ticket's seat is given back once), gives the seats back per ticket type and the
 * capped extras per extra (ascending ids, the lock order of holds.ts), closes the orders with no
 * ticket left, and writes the buyers' emails and notifications (`announce` in place of "cancellation
 * confirmed" when given). An item refused (404, 409, 400) changes nothing and answers its error. The
 * orders must be distinct.
 */
export async function cancelOrdersIn(
  deps: Pick<RefundsDeps, 'config'>,
  tx: Tx,
  items: readonly CancelItem[],
  now: Date,
  announce?: Announce,
): Promise<Settled<CancelOutcome>[]> {
  const ids = items.map((i) => i.orderId);
  if (new Set(ids).size !== ids.length) throw new Error('cancelOrdersIn takes each order once');
  const results: Array<Settled<CancelOutcome> | undefined> = new Array(items.length);
  const refuse = (k: number, err: unknown) => (results[k] = refusal(err));

  const whereIds = ids.length === 1 ? eq(orders.id, ids[0]) : inArray(orders.id, ids);
  // The lock order of platform/locks.ts: the orders' events first (an event's cancellation waits for
  // these cancellations, or they for it), then the orders.
  await shareEventsOfOrders(tx, ids);
  const locked = await tx.select().from(orders).where(whereIds).orderBy(asc(orders.id)).for('update');
  const orderOf = new Map(locked.map((o) => [o.id, o]));
  const eventIds = [...new Set(locked.map((o) => o.eventId))];
  const eventRows = eventIds.length
    ? await tx
        .select({ id: events.id, name: events.name, startAt: events.startAt, timeZone: events.timeZone })
        .from(events)
        .where(eventIds.length === 1 ? eq(events.id, eventIds[0]) : inArray(events.id, eventIds))
    : [];
  const eventOf = new Map(eventRows.map((e) => [e.id, e]));

  items.forEach(({ owner, orderId }, k) => {
    const order = orderOf.get(orderId);
    if (!order || !owns(owner, order)) return refuse(k, notFound(NOT_FOUND.order));
    const event = eventOf.get(order.eventId)!;
    const attendee = owner.kind === 'attendee';
    const everPaid = order.paidAt !== null && (order.status === 'paid' || order.status === 'cancelled');
    if (!everPaid) return refuse(k, conflict(M.orderNotPaid));
    if (attendee && order.status === 'cancelled')
      return refuse(k, conflict(M.ticketsAlreadyCancelled({ count: order.ticketCount })));
    if (attendee && now >= event.startAt) return refuse(k, conflict(M.eventStarted));
  });

  const open = () => items.map((item, k) => ({ item, k })).filter(({ k }) => !results[k]);
  const checked = open();
  const terms = await ticketTermsOfOrders(
    tx,
    checked.map(({ item }) => {
      const order = orderOf.get(item.orderId)!;
      return { orderId: order.id, event: eventOf.get(order.eventId)! };
    }),
    now,
  );
  const chosenOf = new Map<number, TicketTerms[]>();
  for (const { item, k } of checked) {
    try {
      const all = terms.get(item.orderId)!.tickets;
      const chosen = chooseTickets(all, item.request.ticketIds, { allowCancelled: false });
      if (item.owner.kind === 'attendee' && !chosen.length)
        throw conflict(M.ticketsAlreadyCancelled({ count: item.request.ticketIds?.length ?? all.length }));
      chosenOf.set(k, chosen);
    } catch (err) {
      refuse(k, err);
    }
  }

  const paying = open();
  const payingIds = paying.map(({ item }) => item.orderId);
  const [paymentRows, requestedRows] = payingIds.length
    ? await Promise.all([
        tx
          .select({ orderId: payments.orderId, id: payments.id, amountMinor: payments.amountMinor })
          .from(payments)
          .where(and(inArray(payments.orderId, payingIds), eq(payments.status, 'succeeded'))),
        tx
          .select({ orderId: refunds.orderId, requested: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
          .from(refunds)
          .where(inArray(refunds.orderId, payingIds))
          .groupBy(refunds.orderId),
      ])
    : [[], []];
  const paymentOf = new Map(paymentRows.map((p) => [p.orderId, p]));
  const requestedOf = new Map(requestedRows.map((r) => [r.orderId, Number(r.requested)]));
  const plans = new Map<number, { amountMinor: number; remaining: number }>();
  for (const { item, k } of paying) {
    try {
      const order = orderOf.get(item.orderId)!;
      const chosen = chosenOf.get(k)!;
      const remaining = (paymentOf.get(order.id)?.amountMinor ?? 0) - (requestedOf.get(order.id) ?? 0);
      const policyMinor = chosen.reduce((sum, t) => sum + t.refundMinor, 0);
      const amountMinor = item.request.everything
        ? remaining
        : item.request.amount === undefined
          ? Math.min(policyMinor, remaining)
          : exactMinor(item.request.amount, order.currency, 'amount');
      if (amountMinor > remaining) {
        const words = M.amountTooHigh({ max: formatAmount(fromMinor(remaining, order.currency), order.currency) });
        throw conflict(words, { amount: words });
      }
      if (!chosen.length && amountMinor === 0) throw conflict(M.nothingToRefund);
      plans.set(k, { amountMinor, remaining });
    } catch (err) {
      refuse(k, err);
    }
  }

  const going = open();
  const refundIdOf = new Map<string, string>();
  const refunding = going.filter(({ k }) => plans.get(k)!.amountMinor > 0);
  if (refunding.length) {
    const inserted = await tx
      .insert(refunds)
      .values(
        refunding.map(({ item, k }) => {
          const order = orderOf.get(item.orderId)!;
          const owner = item.owner;
          return {
            orderId: order.id,
            paymentId: paymentOf.get(order.id)!.id,
            amountMinor: plans.get(k)!.amountMinor,
            currency: order.currency,
            requestedBy: owner.kind,
            requestedByPersonId: owner.kind === 'admin' ? owner.auth.personId : owner.personId,
            reason: item.request.reason ?? null,
            // The request sends it at once; the worker takes it over if that request dies.
            nextAttemptAt: new Date(now.getTime() + deps.config.refundLeaseMs),
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({ id: refunds.id, orderId: refunds.orderId });
    for (const r of inserted) refundIdOf.set(r.orderId, r.id);
  }

  const cancelledOf = await cancelTickets(
    tx,
    going.flatMap(({ item, k }) =>
      chosenOf.get(k)!.map((t) => ({ ...t, orderId: item.orderId, refundId: refundIdOf.get(item.orderId) ?? null })),
    ),
    now,
    deps.config,
  );

  // An order with no valid ticket left is cancelled; its tickets were read under its lock.
  const closed = going
    .filter(({ item, k }) => {
      const cancelled = cancelledOf.get(item.orderId)?.length ?? 0;
      const valid = terms.get(item.orderId)!.tickets.filter((t) => t.status === 'valid').length;
      return cancelled > 0 && cancelled === valid && chosenOf.get(k)!.length > 0;
    })
    .map(({ item }) => item.orderId);
  if (closed.length) {
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(closed.length === 1 ? eq(orders.id, closed[0]) : inArray(orders.id, closed));
  }
  await tellOrders(tx, 'order.cancelled', closed, now);
  await tellOrders(
    tx,
    'order.refunded',
    refunding.map(({ item }) => item.orderId),
    now,
  );

  const messages = [];
  for (const { item, k } of going) {
    const order = orderOf.get(item.orderId)!;
    const event = eventOf.get(order.eventId)!;
    const cancelled = cancelledOf.get(order.id) ?? [];
    const { amountMinor, remaining } = plans.get(k)!;
    const paidMinor = paymentOf.get(order.id)?.amountMinor ?? 0;
    if (announce) await announce(tx, mailOf(order, event), cancelled, amountMinor, paidMinor - remaining);
    else if (cancelled.length)
      messages.push(cancellationConfirmed(mailOf(order, event), cancelled, amountMinor, deps.config));
    const owner = item.owner;
    const refundId = refundIdOf.get(order.id) ?? null;
    if (owner.kind === 'admin') {
      await recordAudit(tx, now, actorOf(owner.auth), {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        entityName: `${event.name}: ${order.buyerEmail}`,
        summary: cancelled.length
          ? storedMessage(A, 'refundTickets', {
              amount: amount(amountMinor, order.currency),
              count: cancelled.length,
              reason: item.request.reason ?? '',
            })
          : storedMessage(A, 'refund', {
              amount: amount(amountMinor, order.currency),
              reason: item.request.reason ?? '',
            }),
        before: { status: order.status, refundableMinor: remaining },
        after: { refundMinor: amountMinor, cancelledTicketIds: cancelled.map((c) => c.ticketId), refundId },
      });
    }
    results[k] = { ok: true, value: { refundId, amountMinor, cancelledTickets: cancelled.length } };
  }
  if (messages.length) await sendBuyerMessages(tx, messages);
  return results as Settled<CancelOutcome>[];
}

/** The tickets named (each must be the order's and, to cancel, still valid), or every valid one. */
export function chooseTickets(
  all: TicketTerms[],
  ticketIds: string[] | undefined,
  { allowCancelled }: { allowCancelled: boolean },
) {
  if (!ticketIds) return all.filter((t) => t.status === 'valid');
  const ids = [...new Set(ticketIds)];
  const byId = new Map(all.map((t) => [t.ticketId, t]));
  if (ids.some((id) => !byId.has(id))) throw badRequest(M.ticketsNotInOrder, { ticketIds: M.ticketsNotInOrder });
  const chosen = ids.map((id) => byId.get(id)!);
  const cancelled = chosen.filter((t) => t.status !== 'valid').length;
  if (!allowCancelled && cancelled) throw conflict(M.ticketsAlreadyCancelled({ count: cancelled }));
  return chosen;
}

/**
 * valid -> cancelled for the chosen tickets of every order at once, then their seats (and capped
 * extras) back on sale. The conditional update under the orders' locks is what makes the release
 * happen once per ticket, whether a ticket is cancelled alone and then its order, or both at once.
 * Answers, per order, the tickets it cancelled.
 */
async function cancelTickets(
  tx: Tx,
  chosen: Array<TicketTerms & { orderId: string; refundId: string | null }>,
  now: Date,
  links: OfferLinks,
): Promise<Map<string, Array<{ ticketId: string; typeName: string; attendeeName: string | null }>>> {
  const byOrder = new Map<string, Array<{ ticketId: string; typeName: string; attendeeName: string | null }>>();
  if (!chosen.length) return byOrder;
  const rows = sql.join(
    chosen.map((t) => sql`(${t.ticketId}::uuid, ${t.orderId}::uuid, ${t.refundId}::uuid)`),
    sql`, `,
  );
  const done = rowsOf<{
    id: string;
    order_id: string;
    ticket_type_id: number;
    first_name: string | null;
    surname: string | null;
  }>(
    await tx.execute(sql`
      update tickets t set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz, refund_id = v.refund_id
      from (values ${rows}) v(id, order_id, refund_id)
      where t.id = v.id and t.order_id = v.order_id and t.status = 'valid'
      returning t.id, t.order_id, t.ticket_type_id, t.first_name, t.surname`),
  );
  const perType = new Map<number, number>();
  for (const t of done) perType.set(Number(t.ticket_type_id), (perType.get(Number(t.ticket_type_id)) ?? 0) + 1);
  const extras = done.length
    ? await tx
        .select({ id: ticketSubEvents.subEventId, n: sql<number>`count(*)::int` })
        .from(ticketSubEvents)
        .innerJoin(subEvents, eq(subEvents.id, ticketSubEvents.subEventId))
        .where(
          and(
            inArray(
              ticketSubEvents.ticketId,
              done.map((t) => t.id),
            ),
            sql`${subEvents.capacity} is not null`,
          ),
        )
        .groupBy(ticketSubEvents.subEventId)
    : [];
  // Ascending ids, ticket types before extras: the lock order of holds.ts.
  for (const [id, n] of [...perType].sort(([a], [b]) => a - b)) {
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${n}` })
      .where(eq(ticketTypes.id, id));
  }
  // The seats go to the ticket types' waiting lists first, after the ticket types and before the extras.
  await offerSeatsBack(
    tx,
    [...perType].map(([ticketTypeId, seats]) => ({ ticketTypeId, seats })),
    now,
    links,
  );
  for (const { id, n } of extras.sort((a, b) => a.id - b.id)) {
    await tx
      .update(subEvents)
      .set({ sold: sql`greatest(${subEvents.sold} - ${Number(n)}, 0)` })
      .where(eq(subEvents.id, id));
  }
  const typeName = new Map(chosen.map((t) => [t.ticketId, t.typeName]));
  for (const t of done) {
    const list = byOrder.get(t.order_id) ?? [];
    list.push({
      ticketId: t.id,
      typeName: typeName.get(t.id) ?? 'Ticket',
      // A ticket bought to be named later and cancelled before it was named has no name (null): the
      // email says so in its reader's language.
      attendeeName: t.first_name === null ? null : `${t.first_name} ${t.surname}`,
    });
    byOrder.set(t.order_id, list);
  }
  return byOrder;
}
