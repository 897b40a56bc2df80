// Demo sanctions, so the console's People page shows them on a first start: one attendee whose new
// registrations are blocked now, and one whose sign-in block was lifted. Neither is an account the
// README lists or a journey signs in with, and both joined over a year ago, so the dashboard's sign-up
// figures (at most the last 365 days) stay as they were.
import type { Tx } from '../db/client';
import { attendees, persons, personSanctions } from '../db/schema';

const DAY = 86_400_000;

export const DEMO_SANCTIONED = {
  registrationsBlocked: 'mallory.reseller@example.com',
  signInLifted: 'oscar.recovered@example.com',
} as const;

async function demoAttendee(tx: Tx, hash: string, email: string, firstName: string, surname: string, joined: Date) {
  const [p] = await tx
    .insert(persons)
    .values({ email, firstName, surname, passwordHash: hash, emailVerifiedAt: joined, createdAt: joined })
    .returning({ id: persons.id });
  await tx.insert(attendees).values({ personId: p.id, createdAt: joined });
  return p.id;
}

export async function seedDemoSanctions(tx: Tx, hash: string, adminPersonId: number | null, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const mallory = await demoAttendee(tx, hash, DEMO_SANCTIONED.registrationsBlocked, 'Mallory', 'Reseller', ago(400));
  const oscar = await demoAttendee(tx, hash, DEMO_SANCTIONED.signInLifted, 'Oscar', 'Recovered', ago(500));
  await tx.insert(personSanctions).values([
    {
      personId: mallory,
      kind: 'REGISTRATIONS',
      reason: 'Tickets bought in bulk and resold above face value, against the customer terms',
      byPersonId: adminPersonId,
      createdAt: ago(3),
    },
    {
      personId: oscar,
      kind: 'SIGN_IN',
      reason: 'The account was reported as taken over by its owner',
      byPersonId: adminPersonId,
      createdAt: ago(20),
      liftedAt: ago(18),
      liftedByPersonId: adminPersonId,
      liftReason: 'The owner proved who they are and changed the password',
    },
  ]);
}
