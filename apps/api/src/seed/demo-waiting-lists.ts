// A demo waiting list: partner@example.com's first upcoming event with sales has its best-selling ticket
// type sold out (its quantity brought down to what is sold), and three demo buyers wait in line for it,
// so the event page offers the list, the partner's event details show its length, and the demo attendee
// (who keeps an empty history) can join it on first start.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events, persons, ticketTypes, waitingListPlaces } from '../db/schema';
import { demoPartnerOwner } from './demo-partner';

const HOUR = 3_600_000;

const WAITING = [
  { email: 'grace.hopper@example.com', quantity: 2, hoursAgo: 50 },
  { email: 'alan.kay@example.com', quantity: 1, hoursAgo: 26 },
  { email: 'katherine.johnson@example.com', quantity: 1, hoursAgo: 3 },
];

export async function seedDemoWaitingList(tx: Tx, now: Date): Promise<{ ticketTypeId: number } | null> {
  const owner = await demoPartnerOwner(tx);
  if (!owner) return null;
  const [type] = await tx
    .select({ id: ticketTypes.id, eventId: ticketTypes.eventId })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        gt(events.startAt, now),
        gt(ticketTypes.sold, 0),
        eq(ticketTypes.onSale, true),
      ),
    )
    .orderBy(asc(events.startAt), desc(ticketTypes.sold), asc(ticketTypes.id))
    .limit(1);
  if (!type) return null;
  await tx
    .update(ticketTypes)
    .set({ quantity: sql`${ticketTypes.sold} + ${ticketTypes.held}` })
    .where(eq(ticketTypes.id, type.id));
  const people = await tx
    .select({ id: persons.id, email: persons.email })
    .from(persons)
    .where(
      inArray(
        persons.email,
        WAITING.map((w) => w.email),
      ),
    );
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const places = WAITING.filter((w) => idOf.has(w.email)).map((w) => ({
    ticketTypeId: type.id,
    eventId: type.eventId,
    personId: idOf.get(w.email)!,
    quantity: w.quantity,
    joinedAt: new Date(now.getTime() - w.hoursAgo * HOUR),
  }));
  if (places.length) await tx.insert(waitingListPlaces).values(places);
  return { ticketTypeId: type.id };
}
