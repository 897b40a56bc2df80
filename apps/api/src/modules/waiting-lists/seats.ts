// Seats that come back to a ticket type go to its waiting list first, in the transaction that frees
// them: the first in line whose quantity fits is offered their seats (added to the ticket type's `held`
// with the conditional UPDATE of holds.ts, so nobody else can buy them) until the offer runs out, and
// is emailed a link straight to checkout. An order that names the offer takes those held seats as its
// own hold (takeOffer); an offer left to run out or given up passes its seats on (releaseOfferedSeats).
//
// Lock order: a release path holds the ticket type's row (its UPDATE freed the seats) before it touches
// places, and then only places still waiting; taking, giving up or expiring an offer locks the offered
// place first and the ticket type after. No path holds a waiting place while it waits for the ticket
// type, so the two orders never meet in a cycle.
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { formatInTimeZone, WAITING_LIST_OFFER_HOURS, waitingListOfferPath } from '@pavilion/domain';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { events, persons, ticketTypes, waitingListPlaces } from '../../db/schema';
import { retryingTransaction } from '../../platform/locks';
import { enqueueEmails, inLanguage, languagesOf, renderEmail } from '../../platform/mail';
import { tellOfferTaken } from '../webhooks';
import { WAITING_LIST_EMAIL_TEXT as E } from './messages';

export const OFFER_TEMPLATE = 'waiting-list-offer' as const;

const HOUR_MS = 60 * 60 * 1000;

/** Places read from a line at a time while seats are left to offer. */
const LINE_BATCH = 500;

/** What offering needs of the configuration: where the checkout link points. */
export type OfferLinks = Pick<Config, 'publicUrl'>;

export interface SeatsBack {
  ticketTypeId: number;
  /** Seats that came back to the ticket type in this transaction. */
  seats: number;
}

/**
 * Offers seats that came back to ticket types, in the caller's transaction, after the UPDATE that freed
 * them (so the ticket type's row is locked by it). Never more seats than came back, and never more than
 * are free now. Answers the seats offered.
 */
export async function offerSeatsBack(tx: Tx, back: SeatsBack[], now: Date, links: OfferLinks): Promise<number> {
  let offered = 0;
  for (const { ticketTypeId, seats } of [...back].sort((a, b) => a.ticketTypeId - b.ticketTypeId))
    if (seats > 0) offered += await offerSeatsOf(tx, ticketTypeId, seats, now, links);
  return offered;
}

async function offerSeatsOf(tx: Tx, ticketTypeId: number, seats: number, now: Date, links: OfferLinks) {
  const [type] = await tx
    .select({
      free: sql<number>`${ticketTypes.quantity} - ${ticketTypes.held} - ${ticketTypes.sold}`,
      name: ticketTypes.name,
      open: ticketTypes.waitingListOpen,
      onSale: ticketTypes.onSale,
      salesEndAt: ticketTypes.salesEndAt,
      eventId: events.id,
      eventName: events.name,
      startAt: events.startAt,
      timeZone: events.timeZone,
      cancelledAt: events.cancelledAt,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(eq(ticketTypes.id, ticketTypeId));
  if (!type || !type.open || !type.onSale || type.cancelledAt) return 0;
  let budget = Math.min(seats, Number(type.free));
  const until = offerEnd(now, type.startAt, type.salesEndAt);
  if (budget <= 0 || until <= now) return 0;

  const chosen: Array<{ id: number; quantity: number; personId: number }> = [];
  // In line order; a place that does not fit what is left is passed over for a later one that does.
  for (let full = true; budget > 0 && full;) {
    const batch = Math.min(budget, LINE_BATCH);
    const line = await tx
      .select({ id: waitingListPlaces.id, quantity: waitingListPlaces.quantity })
      .from(waitingListPlaces)
      .where(
        and(
          eq(waitingListPlaces.ticketTypeId, ticketTypeId),
          eq(waitingListPlaces.status, 'waiting'),
          lte(waitingListPlaces.quantity, budget),
        ),
      )
      .orderBy(asc(waitingListPlaces.joinedAt), asc(waitingListPlaces.id))
      .limit(batch);
    full = line.length === batch;
    for (const candidate of line) {
      if (candidate.quantity > budget) continue;
      // Only a place still waiting (its holder may have just left the list).
      const [place] = await tx
        .update(waitingListPlaces)
        .set({ status: 'offered', offeredAt: now, offerExpiresAt: until })
        .where(and(eq(waitingListPlaces.id, candidate.id), eq(waitingListPlaces.status, 'waiting')))
        .returning({
          id: waitingListPlaces.id,
          quantity: waitingListPlaces.quantity,
          personId: waitingListPlaces.personId,
        });
      if (!place) continue;
      chosen.push(place);
      budget -= place.quantity;
      if (budget === 0) break;
    }
  }
  const total = chosen.reduce((sum, p) => sum + p.quantity, 0);
  if (!total) return 0;
  const [held] = await tx
    .update(ticketTypes)
    .set({ held: sql`${ticketTypes.held} + ${total}` })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        sql`${ticketTypes.quantity} - ${ticketTypes.held} - ${ticketTypes.sold} >= ${total}`,
      ),
    )
    .returning({ id: ticketTypes.id });
  // Read under the row's lock a moment ago: a miss means a caller did not hold it (a bug), so nothing is kept.
  if (!held) throw new Error(`waiting list offer of ${total} seats did not fit ticket type ${ticketTypeId}`);

  const recipients = await tx
    .select({ id: persons.id, email: persons.email, firstName: persons.firstName })
    .from(persons)
    .where(
      sql`${persons.id} in (${sql.join(
        chosen.map((p) => sql`${p.personId}`),
        sql`, `,
      )})`,
    );
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const languages = await languagesOf(
    tx,
    chosen.map((p) => p.personId),
  );
  await enqueueEmails(
    tx,
    chosen.map((place) => {
      const person = byId.get(place.personId)!;
      return inLanguage(languages.get(place.personId)!, () => {
        const v = { event: type.eventName, ticketType: type.name, count: place.quantity };
        const untilText = formatInTimeZone(until.toISOString(), type.timeZone, { weekday: true });
        const url = `${links.publicUrl}${waitingListOfferPath({ id: place.id, eventId: type.eventId, ticketTypeId, quantity: place.quantity })}`;
        return {
          to: person.email,
          template: OFFER_TEMPLATE,
          subject: E.subject(v),
          ...renderEmail({
            preview: E.preview({ ...v, until: untilText }),
            heading: E.heading,
            paragraphs: [E.hello({ firstName: person.firstName }), E.seatsBack(v), E.heldUntil({ until: untilText })],
            action: { label: E.buy, url },
            notes: [E.why],
          }),
        };
      });
    }),
  );
  return total;
}

/** When an offer made now runs out: a day (WAITING_LIST_OFFER_HOURS) on, never past the start or the sales end. */
export function offerEnd(now: Date, startAt: Date, salesEndAt: Date | null): Date {
  const ends = [now.getTime() + WAITING_LIST_OFFER_HOURS * HOUR_MS, startAt.getTime()];
  if (salesEndAt) ends.push(salesEndAt.getTime());
  return new Date(Math.min(...ends));
}

/**
 * Gives an offer's seats back to the ticket type and offers them to the next in line, in the caller's
 * transaction (after the place's own UPDATE).
 */
export async function releaseOfferedSeats(
  tx: Tx,
  ticketTypeId: number,
  seats: number,
  now: Date,
  links: OfferLinks,
): Promise<void> {
  if (seats <= 0) return;
  await tx
    .update(ticketTypes)
    .set({ held: sql`${ticketTypes.held} - ${seats}` })
    .where(eq(ticketTypes.id, ticketTypeId));
  await offerSeatsBack(tx, [{ ticketTypeId, seats }], now, links);
}

export type TakenOffer = { ok: true; quantity: number } | { ok: false; reason: 'notOpen' | 'mismatch' };

/**
 * An order takes up its buyer's offer, in the order's transaction after its row is written: the offer's
 * held seats become the order's hold (nothing is held twice), and any it does not need pass to the next in
 * line. Answers why not when the offer is not the buyer's, not open, or for another ticket type or fewer
 * seats; the caller then rolls back.
 */
export async function takeOffer(
  tx: Tx,
  offer: { offerId: number; personId: number; ticketTypeId: number; seats: number; orderId: string },
  now: Date,
  links: OfferLinks,
): Promise<TakenOffer> {
  const [taken] = await tx
    .update(waitingListPlaces)
    .set({ status: 'taken', orderId: offer.orderId })
    .where(
      and(
        openOfferWhere(offer.offerId, offer.personId, now),
        eq(waitingListPlaces.ticketTypeId, offer.ticketTypeId),
        sql`${waitingListPlaces.quantity} >= ${offer.seats}`,
      ),
    )
    .returning({ quantity: waitingListPlaces.quantity, eventId: waitingListPlaces.eventId });
  if (!taken) {
    const open = await openOfferOf(tx, offer.offerId, offer.personId, now);
    return { ok: false, reason: open ? 'mismatch' : 'notOpen' };
  }
  await releaseOfferedSeats(tx, offer.ticketTypeId, taken.quantity - offer.seats, now, links);
  // The organiser's systems hear of it (waiting-list.offer-taken), when an endpoint listens.
  await tellOfferTaken(
    tx,
    {
      placeId: offer.offerId,
      eventId: taken.eventId,
      ticketTypeId: offer.ticketTypeId,
      seats: offer.seats,
      orderId: offer.orderId,
      takenAt: now.toISOString(),
    },
    now,
  );
  return { ok: true, quantity: taken.quantity };
}

/** The person's offer of that id while it is open (offered and not run out). */
function openOfferWhere(offerId: number, personId: number, now: Date) {
  return and(
    eq(waitingListPlaces.id, offerId),
    eq(waitingListPlaces.personId, personId),
    eq(waitingListPlaces.status, 'offered'),
    gt(waitingListPlaces.offerExpiresAt, now),
  );
}

/** The open offer a buyer names at checkout: its ticket type and seats (for the refusal's words). */
export async function openOfferOf(
  db: Database | Tx,
  offerId: number,
  personId: number,
  now: Date,
): Promise<{ ticketTypeId: number; quantity: number } | null> {
  const [row] = await db
    .select({ ticketTypeId: waitingListPlaces.ticketTypeId, quantity: waitingListPlaces.quantity })
    .from(waitingListPlaces)
    .where(openOfferWhere(offerId, personId, now));
  return row ?? null;
}

/**
 * Ends one offer that ran out and passes its seats on, in one transaction. The conditional UPDATE claims
 * it: of several instances sweeping at once, one sees the row come back. Answers whether this call did it.
 */
export function expireOffer(db: Database, placeId: number, now: Date, links: OfferLinks): Promise<boolean> {
  return retryingTransaction(db, async (tx) => {
    const [expired] = await tx
      .update(waitingListPlaces)
      .set({ status: 'expired' })
      .where(
        and(
          eq(waitingListPlaces.id, placeId),
          eq(waitingListPlaces.status, 'offered'),
          lte(waitingListPlaces.offerExpiresAt, now),
        ),
      )
      .returning({ ticketTypeId: waitingListPlaces.ticketTypeId, quantity: waitingListPlaces.quantity });
    if (!expired) return false;
    await releaseOfferedSeats(tx, expired.ticketTypeId, expired.quantity, now, links);
    return true;
  });
}

/** Ends the offers that ran out, oldest first, one transaction each; answers how many. */
export async function expireDueOffers(db: Database, now: Date, links: OfferLinks, limit = 200): Promise<number> {
  const due = await db
    .select({ id: waitingListPlaces.id })
    .from(waitingListPlaces)
    .where(and(eq(waitingListPlaces.status, 'offered'), lte(waitingListPlaces.offerExpiresAt, now)))
    .orderBy(asc(waitingListPlaces.offerExpiresAt))
    .limit(limit);
  let count = 0;
  for (const { id } of due) if (await expireOffer(db, id, now, links)) count += 1;
  return count;
}

export const CLOSED_TEMPLATE = 'waiting-list-closed' as const;

/**
 * Closes the waiting lists of an event that was cancelled, in the cancelling transaction: every place
 * still waiting or offered ends, an offer's held seats are let go without being offered on (nothing
 * is sold any more), and each person is emailed in their language, with the organiser's reason.
 * Answers how many places were closed.
 */
export async function closeWaitingListsOf(
  tx: Tx,
  event: { id: number; name: string },
  reason: string,
  now: Date,
): Promise<number> {
  const closed = await tx
    .update(waitingListPlaces)
    .set({
      status: 'expired',
      offerExpiresAt: sql`case when ${waitingListPlaces.status} = 'offered' then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(waitingListPlaces.eventId, event.id), inArray(waitingListPlaces.status, ['waiting', 'offered'])))
    .returning({
      personId: waitingListPlaces.personId,
      ticketTypeId: waitingListPlaces.ticketTypeId,
      quantity: waitingListPlaces.quantity,
      offered: sql<boolean>`${waitingListPlaces.offerExpiresAt} is not null`,
    });
  if (!closed.length) return 0;
  const heldByType = new Map<number, number>();
  for (const place of closed)
    if (place.offered) heldByType.set(place.ticketTypeId, (heldByType.get(place.ticketTypeId) ?? 0) + place.quantity);
  for (const [ticketTypeId, seats] of [...heldByType].sort(([a], [b]) => a - b))
    await tx
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} - ${seats}` })
      .where(eq(ticketTypes.id, ticketTypeId));

  const people = [...new Set(closed.map((p) => p.personId))];
  const typeIds = [...new Set(closed.map((p) => p.ticketTypeId))];
  const [recipients, types, languages] = await Promise.all([
    tx
      .select({ id: persons.id, email: persons.email, firstName: persons.firstName })
      .from(persons)
      .where(inArray(persons.id, people)),
    tx.select({ id: ticketTypes.id, name: ticketTypes.name }).from(ticketTypes).where(inArray(ticketTypes.id, typeIds)),
    languagesOf(tx, people),
  ]);
  const personById = new Map(recipients.map((r) => [r.id, r]));
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  await enqueueEmails(
    tx,
    closed.map((place) => {
      const person = personById.get(place.personId)!;
      return inLanguage(languages.get(place.personId)!, () => ({
        to: person.email,
        template: CLOSED_TEMPLATE,
        subject: E.closedSubject({ event: event.name }),
        ...renderEmail({
          preview: E.closedPreview({ event: event.name }),
          heading: E.closedHeading,
          paragraphs: [
            E.hello({ firstName: person.firstName }),
            E.closedBody({
              event: event.name,
              count: place.quantity,
              ticketType: typeName.get(place.ticketTypeId) ?? '',
              offered: place.offered ? 'yes' : 'no',
            }),
            E.closedReason({ reason }),
          ],
          notes: [E.why],
        }),
      }));
    }),
  );
  return closed.length;
}
