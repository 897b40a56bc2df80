// Seat inventory of ticket types and capped extras: hold, release, sell. Each change is one
// conditional UPDATE per row (never read-then-write), taken in ascending id order, ticket types
// before extras, so concurrent orders, payments and expiries cannot deadlock.
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { orders, payments, subEvents, ticketSubEvents, tickets, ticketTypes } from '../../db/schema';
import { retryingTransaction } from '../../platform/locks';
import { givePromoUseBack } from '../promo-codes';
import { offerSeatsBack, type OfferLinks } from '../waiting-lists';

/** Seats per ticket type and per capped extra (extras without a capacity are not counted). */
export interface SeatLines {
  ticketTypes: Map<number, number>;
  subEvents: Map<number, number>;
}

export type Shortage = { kind: 'ticketType' | 'subEvent'; id: number };

const ascending = (m: Map<number, number>) => [...m.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);

/**
 * Holds every line or reports the first that does not fit; on a shortage the caller rolls back.
 * The updates are sent together: one connection runs them in order, so the lock order holds.
 */
export async function holdSeats(tx: Tx, lines: SeatLines): Promise<Shortage | null> {
  const typeLines = ascending(lines.ticketTypes);
  const extraLines = ascending(lines.subEvents);
  const [typeResults, extraResults] = await Promise.all([
    Promise.all(
      typeLines.map(([id, n]) =>
        tx
          .update(ticketTypes)
          .set({ held: sql`${ticketTypes.held} + ${n}` })
          .where(
            and(
              eq(ticketTypes.id, id),
              sql`${ticketTypes.quantity} - ${ticketTypes.held} - ${ticketTypes.sold} >= ${n}`,
            ),
          )
          .returning({ id: ticketTypes.id }),
      ),
    ),
    Promise.all(
      extraLines.map(([id, n]) =>
        tx
          .update(subEvents)
          .set({ held: sql`${subEvents.held} + ${n}` })
          .where(
            and(
              eq(subEvents.id, id),
              isNotNull(subEvents.capacity),
              sql`${subEvents.capacity} - ${subEvents.held} - ${subEvents.sold} >= ${n}`,
            ),
          )
          .returning({ id: subEvents.id }),
      ),
    ),
  ]);
  const typeMiss = typeResults.findIndex((rows) => rows.length === 0);
  if (typeMiss >= 0) return { kind: 'ticketType', id: typeLines[typeMiss][0] };
  const extraMiss = extraResults.findIndex((rows) => rows.length === 0);
  if (extraMiss >= 0) return { kind: 'subEvent', id: extraLines[extraMiss][0] };
  return null;
}

/**
 * Gives held seats back (an expired or abandoned order); the ticket types' seats go to their waiting
 * lists first, after the ticket types and before the extras, the lock order of every seat change.
 */
async function releaseSeats(tx: Tx, lines: SeatLines, now: Date, links: OfferLinks): Promise<void> {
  const back = ascending(lines.ticketTypes);
  for (const [id, n] of back) {
    await tx
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} - ${n}` })
      .where(eq(ticketTypes.id, id));
  }
  await offerSeatsBack(
    tx,
    back.map(([ticketTypeId, seats]) => ({ ticketTypeId, seats })),
    now,
    links,
  );
  for (const [id, n] of ascending(lines.subEvents)) {
    // An extra may have been given a capacity after this order held it: never go below zero.
    await tx
      .update(subEvents)
      .set({ held: sql`greatest(${subEvents.held} - ${n}, 0)` })
      .where(eq(subEvents.id, id));
  }
}

/** Turns the order's held seats into sold ones (payment succeeded). */
export async function sellHeldSeats(tx: Tx, lines: SeatLines): Promise<void> {
  for (const [id, n] of ascending(lines.ticketTypes)) {
    await tx
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} - ${n}`, sold: sql`${ticketTypes.sold} + ${n}` })
      .where(eq(ticketTypes.id, id));
  }
  for (const [id, n] of ascending(lines.subEvents)) {
    await tx
      .update(subEvents)
      .set({ held: sql`greatest(${subEvents.held} - ${n}, 0)`, sold: sql`${subEvents.sold} + ${n}` })
      .where(eq(subEvents.id, id));
  }
}

/** The seats an order holds, counted from its tickets. */
export async function seatLinesOfOrder(db: DbOrTx, orderId: string): Promise<SeatLines> {
  const [typeRows, extraRows] = await Promise.all([
    db
      .select({ id: tickets.ticketTypeId, n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.orderId, orderId))
      .groupBy(tickets.ticketTypeId),
    db
      .select({ id: ticketSubEvents.subEventId, n: sql<number>`count(*)::int` })
      .from(ticketSubEvents)
      .innerJoin(tickets, eq(tickets.id, ticketSubEvents.ticketId))
      .innerJoin(subEvents, eq(subEvents.id, ticketSubEvents.subEventId))
      .where(and(eq(tickets.orderId, orderId), isNotNull(subEvents.capacity)))
      .groupBy(ticketSubEvents.subEventId),
  ]);
  return {
    ticketTypes: new Map(typeRows.map((r) => [r.id, Number(r.n)])),
    subEvents: new Map(extraRows.map((r) => [r.id, Number(r.n)])),
  };
}

/** No payment of the order is being charged right now (a 'processing' one younger than staleAfterMs). */
function noPaymentInProgress(now: Date, staleAfterMs: number) {
  const staleBefore = new Date(now.getTime() - staleAfterMs);
  return sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'processing' and ${payments.createdAt} > ${staleBefore.toISOString()}::timestamptz)`;
}

export const INTERRUPTED_PAYMENT = 'Interrupted: the payment did not finish before the reservation expired';

/**
 * Expires one order if it is still pending past its hold, inside the caller's transaction, and
 * frees its seats (offered to the waiting list first) and its promo code's use. The conditional UPDATE makes it safe to run from several places at once: only
 * one caller sees the row come back. An order with a payment in progress is left alone until that
 * payment is older than staleAfterMs (its process died).
 */
export async function expireOrderIn(
  tx: Tx,
  orderId: string,
  now: Date,
  staleAfterMs: number,
  links: OfferLinks,
): Promise<boolean> {
  const [expired] = await tx
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'pending'),
        lte(orders.holdExpiresAt, now),
        noPaymentInProgress(now, staleAfterMs),
      ),
    )
    .returning({ id: orders.id, promoCodeId: orders.promoCodeId });
  if (!expired) return false;
  await tx
    .update(payments)
    .set({ status: 'failed', failureMessage: INTERRUPTED_PAYMENT })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'processing')));
  await releaseSeats(tx, await seatLinesOfOrder(tx, orderId), now, links);
  // After the ticket types, as an order takes them: its promo code's use goes back with its seats.
  if (expired.promoCodeId !== null) await givePromoUseBack(tx, expired.promoCodeId);
  return true;
}

/**
 * Ends one order awaiting its bank transfer, inside the caller's transaction, when its due day has
 * passed (it expires) or its event was cancelled (`eventCancelled`: it is cancelled, as its buyer's
 * email says): its seats go back (offered to the waiting list first) with its promo code's use.
 * Conditional like expireOrderIn: only one caller sees the row come back.
 */
export async function expireTransferIn(
  tx: Tx,
  orderId: string,
  now: Date,
  links: OfferLinks,
  eventCancelled = false,
): Promise<boolean> {
  const [ended] = await tx
    .update(orders)
    .set({ status: eventCancelled ? 'cancelled' : 'expired', updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'awaiting_payment'),
        eventCancelled ? undefined : lte(orders.holdExpiresAt, now),
      ),
    )
    .returning({ id: orders.id, promoCodeId: orders.promoCodeId });
  if (!ended) return false;
  await releaseSeats(tx, await seatLinesOfOrder(tx, orderId), now, links);
  if (ended.promoCodeId !== null) await givePromoUseBack(tx, ended.promoCodeId);
  return true;
}

export function expireOrder(
  db: Database,
  orderId: string,
  now: Date,
  staleAfterMs: number,
  links: OfferLinks,
): Promise<boolean> {
  return retryingTransaction(db, (tx) => expireOrderIn(tx, orderId, now, staleAfterMs, links));
}

/**
 * Expires pending orders past their hold, oldest first, one transaction each; answers how many this
 * call expired. The worker sweeps them all; an order that does not fit first releases the due holds of
 * its own event (`eventId`), rather than waiting for the worker. The partial index on pending expiry
 * finds them; those with a payment in progress are left for later.
 */
export async function expireDueOrders(
  db: Database,
  now: Date,
  staleAfterMs: number,
  links: OfferLinks,
  { limit = 200, eventId }: { limit?: number; eventId?: number } = {},
): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lte(orders.holdExpiresAt, now),
        noPaymentInProgress(now, staleAfterMs),
        eventId === undefined ? undefined : eq(orders.eventId, eventId),
      ),
    )
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit);
  let count = 0;
  for (const { id } of due) if (await expireOrder(db, id, now, staleAfterMs, links)) count += 1;
  return count;
}
