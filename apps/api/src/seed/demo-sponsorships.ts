// Demo sponsored placement, made through the product's own services: the price per day (25.00, set
// by the demo administrator a month ago), and two sponsorships of partner@example.com's upcoming
// events: one running today and for the next four days, one bought and ended last week. The portal's
// Sponsorship page and the console's Sponsorships page show both on first start.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { addUtcDays, utcDayOf } from '@pavilion/domain';
import type { Database } from '../db/client';
import { events, persons } from '../db/schema';
import { AdminSponsorships, PartnerSponsorships } from '../modules/sponsorships';

export const DEMO_SPONSORSHIP_PRICE = 25;
const DAY_MS = 86_400_000;

export interface DemoSponsorships {
  activeId: number;
  endedId: number;
}

export async function seedDemoSponsorships(
  db: Database,
  owner: { partnerId: number; personId: number },
  now: Date,
): Promise<DemoSponsorships | null> {
  const [admin] = await db
    .select({ personId: persons.id, firstName: persons.firstName, surname: persons.surname, email: persons.email })
    .from(persons)
    .where(eq(persons.isAdmin, true))
    .orderBy(asc(persons.id))
    .limit(1);
  const actor = admin && {
    personId: admin.personId,
    name: `${admin.firstName} ${admin.surname}`.trim(),
    email: admin.email,
  };
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  await new AdminSponsorships(db, () => monthAgo).setPrice({ pricePerDay: DEMO_SPONSORSHIP_PRICE }, actor ?? null);

  const today = utcDayOf(now);
  // Upcoming public events lasting past the sponsored days.
  const upcoming = await db
    .select({ id: events.id, endAt: events.endAt })
    .from(events)
    .where(
      and(
        eq(events.partnerId, owner.partnerId),
        eq(events.status, 'APPROVED'),
        eq(events.published, true),
        eq(events.partnerApproved, true),
        isNull(events.cancelledAt),
        gt(events.startAt, new Date(now.getTime() + 5 * DAY_MS)),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(2);
  if (upcoming.length < 2) return null;
  const [soonest, next] = upcoming;

  const partnerAt = (at: Date) => new PartnerSponsorships(db, owner.partnerId, () => at);
  const active = await partnerAt(now).buy(
    soonest!.id,
    { firstDay: today, lastDay: addUtcDays(today, 4) },
    owner.personId,
  );
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const ended = await partnerAt(weekAgo).buy(
    next!.id,
    { firstDay: utcDayOf(weekAgo), lastDay: addUtcDays(utcDayOf(weekAgo), 2) },
    owner.personId,
  );
  return { activeId: active.id, endedId: ended.id };
}
