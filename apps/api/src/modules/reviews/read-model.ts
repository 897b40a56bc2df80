// The reviews an event page shows (GET /api/events/{id}/reviews): the published reviews of the event
// and of its earlier editions (its series), written while the event's current partner owned the
// edition, for 36 months; with their average, count and subscores, a page at a time.
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REVIEW_RULES,
  starsFromAverage,
  type TEventReviewsPage,
  type TEventReviewsQuery,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { eventReviewSummaries, events, reviewReplies, reviews } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { listPage, notNull } from '../../platform/list';
import { subscoresOf } from './shared';

/** The moment before which reviews are no longer shown. */
export function shownSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - REVIEW_RULES.shownMonths);
  return since;
}

const oneDecimal = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

export class EventReviews {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  /** The event and its earlier editions (migration 0024_reviews, event_series). */
  async series(eventId: number): Promise<number[]> {
    const rows = rowsOf<{ event_id: number }>(
      await this.db.execute(sql`select event_id from event_series(${eventId}::int)`),
    );
    return rows.map((r) => Number(r.event_id));
  }

  /** Which reviews the event's page shows. */
  shown(eventIds: number[], ownerId: number): SQL {
    return and(
      eventIds.length === 1 ? eq(reviews.eventId, eventIds[0]) : inArray(reviews.eventId, eventIds),
      eq(reviews.status, 'published'),
      eq(reviews.partnerId, ownerId),
      gt(reviews.createdAt, shownSince(this.now())),
    )!;
  }

  async page(eventId: number, query: TEventReviewsQuery): Promise<TEventReviewsPage> {
    const [event] = await this.db
      .select({ partnerId: events.partnerId, status: events.status, published: events.published })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event || event.status !== 'APPROVED' || !event.published) throw notFound(NOT_FOUND.event);
    // The summary is kept with the card's rating (refresh_event_ratings), so thousands of reviews are
    // never averaged per request; the page reads its rows in the index's order.
    const [[kept], series] = await Promise.all([
      this.db.select().from(eventReviewSummaries).where(eq(eventReviewSummaries.eventId, eventId)),
      this.series(eventId),
    ]);
    const where = this.shown(series, event.partnerId);
    const summary = {
      average: kept?.average ?? null,
      count: kept?.reviewCount ?? 0,
      venue: kept?.venue ?? null,
      content: kept?.content ?? null,
      networking: kept?.networking ?? null,
      staff: kept?.staff ?? null,
      valueForMoney: kept?.valueForMoney ?? null,
    };
    const paged = await listPage(
      query,
      { submittedAt: notNull(reviews.createdAt), score: [notNull(reviews.score), notNull(reviews.createdAt)] },
      reviews.id,
      {
        // The page's ids first, on reviews alone (a deep page steps over the index entries before it
        // without joining each to its edition and reply), then those rows with what they show.
        rows: async ({ orderBy, limit, offset }) => {
          const ids = (
            await this.db
              .select({ id: reviews.id })
              .from(reviews)
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset)
          ).map((r) => r.id);
          if (!ids.length) return [];
          return this.db
            .select({
              review: reviews,
              editionName: events.name,
              editionStart: events.startAt,
              replyText: reviewReplies.comment,
              replyAt: reviewReplies.createdAt,
            })
            .from(reviews)
            .innerJoin(events, eq(events.id, reviews.eventId))
            .leftJoin(reviewReplies, and(eq(reviewReplies.reviewId, reviews.id), eq(reviewReplies.status, 'published')))
            .where(inArray(reviews.id, ids))
            .orderBy(...orderBy);
        },
        count: async () => summary.count,
      },
    );
    const average = oneDecimal(summary.average);
    return {
      ...paged,
      items: paged.items.map(({ review: r, editionName, editionStart, replyText, replyAt }) => ({
        id: r.id,
        score: r.score,
        subscores: subscoresOf(r),
        text: r.comment,
        reviewerName: r.reviewerName,
        submittedAt: r.createdAt.toISOString(),
        edition: {
          eventId: r.eventId,
          name: editionName,
          startDateTime: editionStart.toISOString(),
          isEarlier: r.eventId !== eventId,
        },
        reply: replyText !== null && replyAt ? { text: replyText, repliedAt: replyAt.toISOString() } : null,
      })),
      average,
      rating: summary.average === null ? null : starsFromAverage(Number(summary.average)),
      count: summary.count,
      subscores: {
        venue: oneDecimal(summary.venue),
        content: oneDecimal(summary.content),
        networking: oneDecimal(summary.networking),
        staff: oneDecimal(summary.staff),
        valueForMoney: oneDecimal(summary.valueForMoney),
      },
    };
  }
}
