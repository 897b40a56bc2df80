// Demo reviews, written through the product's own services once the demo sales exist. The partner's
// soonest upcoming event is marked as a new edition of partner@example.com's older past event (so that
// event takes place more than once and takes reviews, and the new edition's page shows them and its
// card their rating). On the past event (its attendees were checked in), Grace Hopper's review is
// published and the organiser replied to it, Alan Kay's has a link and waits in the moderation queue,
// Katherine Johnson's is published and waits there too, reported as false by two readers, and Tim
// Berners-Lee's was removed twice (written again after the first removal), so his account is
// suspended for two weeks (no reviews, no new registrations). The newer past event is the earlier
// edition of the partner's next upcoming event after that, so the other buyers can still review it.
import { and, asc, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events, partnerMembers, persons } from '../db/schema';
import { AttendeeReviews, PartnerReviews, ReviewReports } from '../modules/reviews';
import { AdminReviews } from '../modules/admin';

const DAY = 86_400_000;

export interface DemoReviews {
  pastEventId: number;
  newEditionId: number | null;
  publishedId: number;
  flaggedId: number | null;
  /** A published review that readers reported: in the moderation queue with their reasons. */
  reportedId: number;
  suspendedEmail: string;
}

export async function seedDemoReviews(db: Database, now: Date): Promise<DemoReviews | null> {
  const [owner] = await db
    .select({ partnerId: partnerMembers.partnerId, personId: partnerMembers.personId })
    .from(partnerMembers)
    .innerJoin(persons, eq(persons.id, partnerMembers.personId))
    .where(and(eq(persons.email, 'partner@example.com'), eq(partnerMembers.role, 'owner')));
  const [admin] = await db
    .select({ personId: persons.id, firstName: persons.firstName, surname: persons.surname, email: persons.email })
    .from(persons)
    .where(eq(persons.email, 'admin@example.com'));
  if (!owner || !admin) return null;
  const [past] = await db
    .select({ id: events.id, endAt: events.endAt })
    .from(events)
    .where(and(eq(events.partnerId, owner.partnerId), eq(events.status, 'APPROVED'), lt(events.endAt, now)))
    .orderBy(asc(events.endAt))
    .limit(1);
  if (!past) return null;
  const person = async (email: string) =>
    (await db.select({ id: persons.id }).from(persons).where(eq(persons.email, email)))[0]?.id ?? null;
  const grace = await person('grace.hopper@example.com');
  const alan = await person('alan.kay@example.com');
  const tim = await person('tim.bl@example.com');
  const katherine = await person('katherine.johnson@example.com');
  const attendee = await person('attendee@example.com');
  if (!grace || !alan || !tim || !katherine || !attendee) return null;
  const actor = { personId: admin.personId, name: `${admin.firstName} ${admin.surname}`, email: admin.email };
  const at = (daysAgo: number) => () =>
    new Date(Math.max(past.endAt.getTime() + 3_600_000, now.getTime() - daysAgo * DAY));

  // The soonest upcoming event of the partner is the next edition of the past one, before any review.
  const [next] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        eq(events.published, true),
        isNull(events.cancelledAt),
        gt(events.startAt, now),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(1);
  // Reviews are taken only for events that take place more than once: the series makes the past event one.
  if (!next) return null;
  const series = new PartnerReviews(db, owner.partnerId, () => now);
  await series.setPreviousEdition(next.id, past.id);
  // The newer past event returns too: the partner's next upcoming event after that is its new edition,
  // so its attendees can review it.
  const [newerPast] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        lt(events.endAt, now),
        gt(events.endAt, past.endAt),
      ),
    )
    .orderBy(desc(events.endAt))
    .limit(1);
  const [later] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        eq(events.published, true),
        isNull(events.cancelledAt),
        gt(events.startAt, now),
        ne(events.id, next.id),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(1);
  if (newerPast && later) await series.setPreviousEdition(later.id, newerPast.id);

  const published = await new AttendeeReviews(db, grace, at(4)).submit(past.id, {
    score: 9,
    venue: 9,
    content: 10,
    networking: 8,
    staff: 9,
    valueForMoney: 8,
    text: 'Sharp speakers and a well run day: the panel on port automation alone was worth the ticket.',
  });
  await new PartnerReviews(db, owner.partnerId, at(3)).reply(
    published.id,
    'Thank you, Grace. The automation panel returns next year with two more ports.',
    owner.personId,
  );
  const flagged = await new AttendeeReviews(db, alan, at(2)).submit(past.id, {
    score: 6,
    content: 6,
    text: 'Decent talks, but the slides were only shared at www.slides-example.com afterwards.',
  });

  // Katherine's review is published; two readers reported it as false, so it waits in the moderation
  // queue with their reasons, still shown until a moderator decides.
  const reported = await new AttendeeReviews(db, katherine, at(3)).submit(past.id, {
    score: 3,
    text: 'The programme promised twenty speakers from the ports; only eight came, and the lunch was an afterthought.',
  });
  await new ReviewReports(db, alan, at(2)).report(reported.id, { reason: 'FALSE' });
  await new ReviewReports(db, attendee, at(1)).report(reported.id, { reason: 'FALSE' });

  // Tim's review is removed, he writes it again, and it is removed again: two strikes within 90 days.
  const first = await new AttendeeReviews(db, tim, at(5)).submit(past.id, {
    score: 1,
    text: 'Rubbish. Buy my course instead.',
  });
  await new AdminReviews(db, at(5)).decide(
    first.id,
    { status: 'REMOVED', reason: 'Advertising', egregious: false, withdrawal: false },
    actor,
  );
  const second = await new AttendeeReviews(db, tim, at(1)).submit(past.id, {
    score: 1,
    text: 'Rubbish. My course is better and cheaper.',
  });
  await new AdminReviews(db, at(1)).decide(
    second.id,
    { status: 'REMOVED', reason: 'Advertising again', egregious: false, withdrawal: false },
    actor,
  );

  return {
    pastEventId: past.id,
    newEditionId: next?.id ?? null,
    publishedId: published.id,
    flaggedId: flagged.status === 'PENDING' ? flagged.id : null,
    reportedId: reported.id,
    suspendedEmail: 'tim.bl@example.com',
  };
}
