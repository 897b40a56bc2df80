// A closed account in the demo data, closed through the product's own closing: Ada Lovelace bought a
// ticket for partner@example.com's older past event (with the other demo sales, so the event's payout
// counts it), was checked in, reviewed it, and then asked by letter for her account to be closed,
// which an administrator did. On first start the console's people
// list shows the closed account (its audit entry names the request), the event's reviews show hers
// under the anonymous label, and the partner's registrations keep the order without her details.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attendees, countries, events, partnerMembers, persons, tickets, ticketTypes } from '../db/schema';
import type { Storage } from '../platform/storage';
import { AccountClosing } from '../modules/personal-data';
import { AttendeeReviews } from '../modules/reviews';
import { placeDemoOrder, type DemoBuyer } from './demo-orders';

const DAY = 86_400_000;

export const DEMO_CLOSED_BUYER: DemoBuyer = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada.lovelace@example.com',
  company: 'Analytical Engines',
  jobTitle: 'Mathematician',
};

export const DEMO_CLOSING_REASON = 'Asked by letter, identity checked against the account.';

/** The demo order's payment key number: after every other demo order's. */
const ORDER_NUMBER = 100_000;

/** The partner@example.com's older past event, and the demo administrator; null when either is missing. */
async function demoPastEvent(db: Database, now: Date) {
  const [owner] = await db
    .select({ partnerId: partnerMembers.partnerId })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(and(eq(persons.email, 'partner@example.com'), eq(partnerMembers.role, 'owner')));
  const [admin] = await db
    .select({ personId: persons.id, firstName: persons.firstName, surname: persons.surname, email: persons.email })
    .from(persons)
    .where(eq(persons.email, 'admin@example.com'));
  if (!owner || !admin) return null;
  const [past] = await db
    .select({ id: events.id, startAt: events.startAt, endAt: events.endAt })
    .from(events)
    .where(and(eq(events.partnerId, owner.partnerId), eq(events.status, 'APPROVED'), lt(events.endAt, now)))
    .orderBy(asc(events.endAt))
    .limit(1);
  if (!past) return null;
  return { past, admin };
}

/**
 * Her ticket, bought before the event and checked in at the door, written with the other demo sales
 * (before the demo's payouts, which count it). Answers her id, or null without the demo partner.
 */
export async function seedDemoClosedBuyer(db: Database, now: Date): Promise<number | null> {
  const found = await demoPastEvent(db, now);
  if (!found) return null;
  const { past } = found;
  const [type] = await db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, past.id))
    .orderBy(asc(ticketTypes.position))
    .limit(1);
  const [gb] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'GB'));
  if (!type || !gb) return null;

  const b = DEMO_CLOSED_BUYER;
  const [person] = await db
    .insert(persons)
    .values({
      email: b.email,
      firstName: b.firstName,
      surname: b.surname,
      companyName: b.company,
      jobTitle: b.jobTitle,
      phoneNumber: '+44 20 7946 0815',
      countryId: gb.id,
      emailVerifiedAt: new Date(past.startAt.getTime() - 30 * DAY),
    })
    .returning({ id: persons.id });
  await db.insert(attendees).values({ personId: person.id });
  await db.transaction(async (tx) => {
    const [ticketId] = await placeDemoOrder(tx, {
      eventId: past.id,
      type,
      buyer: b,
      buyerId: person.id,
      count: 1,
      paidAt: new Date(past.startAt.getTime() - 3 * DAY),
      n: ORDER_NUMBER,
      countryId: gb.id,
    });
    const at = new Date(past.startAt.getTime() - 20 * 60_000);
    await tx.update(tickets).set({ checkedInAt: at, checkInRecordedAt: at }).where(eq(tickets.id, ticketId));
  });
  return person.id;
}

/** Her review, then the closing an administrator made on her letter's request. */
export async function closeDemoAccount(db: Database, storage: Storage, personId: number, now: Date): Promise<void> {
  const found = await demoPastEvent(db, now);
  if (!found) return;
  const { past, admin } = found;
  const person = { id: personId };
  const reviewedAt = new Date(Math.max(past.endAt.getTime() + 3_600_000, now.getTime() - 3 * DAY));
  await new AttendeeReviews(db, person.id, () => reviewedAt).submit(past.id, {
    score: 8,
    venue: 7,
    content: 9,
    text: 'Clear talks on the numbers behind port logistics, and time to ask questions after each one.',
  });
  await new AccountClosing({ db, now: () => now, storage }, person.id).close({
    by: 'admin',
    actor: { personId: admin.personId, name: `${admin.firstName} ${admin.surname}`, email: admin.email },
    reason: DEMO_CLOSING_REASON,
  });
}
