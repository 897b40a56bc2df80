// What the reviews area's services share: the statuses as stored and as the API says them, the
// subscores of a row, the rating refresh, and the reviewer's strikes and standing.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TReviewStatus, TReviewSubscores, TStrike } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, reviews, reviewStrikes } from '../../db/schema';
import { standingOf, type Standing } from './standing';

export type StoredStatus = (typeof reviews.$inferSelect)['status'];

export const toStatus = (stored: StoredStatus): TReviewStatus =>
  stored === 'published' ? 'PUBLISHED' : stored === 'removed' ? 'REMOVED' : 'PENDING';
export const toStored = (status: TReviewStatus): StoredStatus =>
  status === 'PUBLISHED' ? 'published' : status === 'REMOVED' ? 'removed' : 'flagged';

export const ts = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/**
 * The event (the `events` row of the query) takes place more than once (How We Work: reviews only
 * for repeat events; decision 0310): it is part of a series (a partner marked it a new edition of an
 * earlier event, or a later event a new edition of it), or the same partner lists another approved,
 * not cancelled event under the same title (letter case and spaces aside).
 */
export const isRepeatEvent = (): SQL => sql`(
  ${events.previousEditionId} is not null
  or exists (select 1 from events later where later.previous_edition_id = ${events.id})
  or exists (
    select 1 from events twin
     where twin.partner_id = ${events.partnerId} and twin.id <> ${events.id}
       and twin.status = 'APPROVED' and twin.cancelled_at is null
       and lower(btrim(twin.name)) = lower(btrim(${events.name}))))`;

export const subscoresOf = (r: {
  venueScore: number | null;
  contentScore: number | null;
  networkingScore: number | null;
  staffScore: number | null;
  valueScore: number | null;
}): TReviewSubscores => ({
  venue: r.venueScore,
  content: r.contentScore,
  networking: r.networkingScore,
  staff: r.staffScore,
  valueForMoney: r.valueScore,
});

export const subscoreColumns = (b: {
  venue?: number | null;
  content?: number | null;
  networking?: number | null;
  staff?: number | null;
  valueForMoney?: number | null;
}) => ({
  venueScore: b.venue ?? null,
  contentScore: b.content ?? null,
  networkingScore: b.networking ?? null,
  staffScore: b.staff ?? null,
  valueScore: b.valueForMoney ?? null,
});

/**
 * Recomputes the card's rating of the event and of its later editions (migration 0024_reviews), in the
 * caller's transaction: search and the cards read it from events without a join.
 */
export async function refreshRatings(db: DbOrTx, eventId: number, now: Date): Promise<void> {
  await db.execute(sql`select refresh_event_ratings(${eventId}::int, ${ts(now)})`);
}

/** Where the reviewer stands, and their strikes with the event each removed review was about. */
export async function strikesOf(db: DbOrTx, personId: number, now: Date): Promise<Standing & { strikes: TStrike[] }> {
  const rows = await db
    .select({ strike: reviewStrikes, eventName: events.name })
    .from(reviewStrikes)
    .innerJoin(reviews, eq(reviews.id, reviewStrikes.reviewId))
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(and(eq(reviewStrikes.personId, personId)))
    .orderBy(asc(reviewStrikes.at), asc(reviewStrikes.id));
  const standing = standingOf(
    rows.map((r) => ({ at: r.strike.at, egregious: r.strike.egregious, voided: r.strike.appealStatus === 'GRANTED' })),
    now,
  );
  return { ...standing, strikes: rows.map((r) => strikeView(r.strike, r.eventName)) };
}

export function strikeView(s: typeof reviewStrikes.$inferSelect, eventName: string): TStrike {
  return {
    id: s.id,
    reviewId: s.reviewId,
    content: s.reply ? 'REPLY' : 'REVIEW',
    eventName,
    at: s.at.toISOString(),
    reason: s.reason,
    egregious: s.egregious,
    appeal:
      s.appealStatus && s.appealedAt
        ? {
            text: s.appealText ?? '',
            at: s.appealedAt.toISOString(),
            status: s.appealStatus,
            reason: s.appealReason,
            decidedAt: s.appealDecidedAt?.toISOString() ?? null,
          }
        : null,
  };
}
