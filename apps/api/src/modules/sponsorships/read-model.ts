// Sponsorships as the partner and the administrator read them: one select (the sponsorship, its event's
// and partner's names), the answer it makes on a given day, the lists' status filter and sorts.
import { and, eq, gt, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  fromMinor,
  sponsorshipStatus,
  type TListQuery,
  type TSponsorship,
  type TSponsorshipFilter,
  type TSponsorshipPage,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, partners, sponsorships } from '../../db/schema';
import { listPage } from '../../platform/list';

export const sponsorshipColumns = {
  s: sponsorships,
  eventName: events.name,
  partnerName: partners.name,
};

export type SponsorshipSelect = { s: typeof sponsorships.$inferSelect; eventName: string; partnerName: string };

/** The select every read starts from; callers add their own where, order and paging. */
export const selectSponsorships = (db: DbOrTx) =>
  db
    .select(sponsorshipColumns)
    .from(sponsorships)
    .innerJoin(events, eq(events.id, sponsorships.eventId))
    .innerJoin(partners, eq(partners.id, sponsorships.partnerId));

export function sponsorshipAnswer({ s, eventName, partnerName }: SponsorshipSelect, today: string): TSponsorship {
  const endedAt = s.endedAt?.toISOString() ?? null;
  return {
    id: s.id,
    event: { id: s.eventId, name: eventName },
    partner: { id: s.partnerId, name: partnerName },
    firstDay: s.firstDay,
    lastDay: s.lastDay,
    days: s.days,
    pricePerDay: fromMinor(s.pricePerDayMinor, s.currency),
    amount: fromMinor(s.amountMinor, s.currency),
    currency: s.currency,
    status: sponsorshipStatus({ firstDay: s.firstDay, lastDay: s.lastDay, endedAt }, today),
    createdAt: s.createdAt.toISOString(),
    endedAt,
    endReason: s.endReason,
    creditedDays: s.creditedDays,
    credited: s.creditedMinor === null ? null : fromMinor(s.creditedMinor, s.currency),
  };
}

/** The sponsorships whose status on `today` (UTC) is `status`: the filter of both lists. */
export function sponsorshipStatusWhere(status: TSponsorshipFilter, today: string): SQL | undefined {
  const running = isNull(sponsorships.endedAt);
  switch (status) {
    case 'scheduled':
      return and(running, gt(sponsorships.firstDay, today));
    case 'active':
      return and(running, lte(sponsorships.firstDay, today), gte(sponsorships.lastDay, today));
    case 'ended':
      return and(running, lt(sponsorships.lastDay, today));
    case 'endedEarly':
      return isNotNull(sponsorships.endedAt);
    default:
      return undefined;
  }
}

/** The sorts both lists offer, as columns. */
export const sponsorshipSorts = {
  createdAt: sponsorships.createdAt,
  firstDay: sponsorships.firstDay,
  amount: sponsorships.amountMinor,
};

/** A page of the sponsorships `where` keeps (it may name the event's and the partner's columns), as both lists answer it. */
export function sponsorshipsPage(
  db: DbOrTx,
  query: TListQuery<keyof typeof sponsorshipSorts>,
  where: SQL | undefined,
  today: string,
): Promise<TSponsorshipPage> {
  return listPage(query, sponsorshipSorts, sponsorships.id, {
    rows: async ({ orderBy, limit, offset }) =>
      (
        await selectSponsorships(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((row) => sponsorshipAnswer(row, today)),
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sponsorships)
        .innerJoin(events, eq(events.id, sponsorships.eventId))
        .innerJoin(partners, eq(partners.id, sponsorships.partnerId))
        .where(where);
      return Number(row?.n ?? 0);
    },
  });
}
