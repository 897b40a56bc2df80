// The partner's side of reviews, reached only through the session's partner id: the reviews of its
// events, its one reply to each (checked like reviews), and the series link that makes an event a new
// edition of an earlier one of its own. Another partner's review or event answers 404.
import { and, asc, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import {
  REVIEW_MESSAGES as M,
  type TPartnerReview,
  type TPartnerReviewsPage,
  type TPartnerReviewsQuery,
  type TPreviousEditionAnswer,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database } from '../../db/client';
import { events, reviewReplies, reviews } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { dayInWords } from '../sanctions';
import { listPage } from '../../platform/list';
import { checkContent, withRepeat } from './content-check';
import { refreshRatings, strikesOf, subscoresOf, toStatus } from './shared';

export class PartnerReviews {
  constructor(
    private readonly db: Database,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  async list(query: TPartnerReviewsQuery): Promise<TPartnerReviewsPage> {
    const where = and(
      eq(events.partnerId, this.partnerId),
      eq(reviews.partnerId, this.partnerId),
      ne(reviews.status, 'removed'),
      query.eventId ? eq(reviews.eventId, query.eventId) : undefined,
    );
    const page = await listPage(
      query,
      { submittedAt: reviews.createdAt, score: [reviews.score, reviews.createdAt] },
      reviews.id,
      {
        rows: ({ orderBy, limit, offset }) =>
          this.db
            .select({
              review: reviews,
              event: { id: events.id, name: events.name, startAt: events.startAt },
              reply: reviewReplies,
            })
            .from(reviews)
            .innerJoin(events, eq(events.id, reviews.eventId))
            .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: async () =>
          (
            await this.db
              .select({ n: count() })
              .from(reviews)
              .innerJoin(events, eq(events.id, reviews.eventId))
              .where(where)
          )[0].n,
      },
    );
    return {
      ...page,
      items: page.items.map(({ review: r, event, reply }): TPartnerReview => {
        const replyStatus = reply ? toStatus(reply.status) : null;
        return {
          id: r.id,
          score: r.score,
          subscores: subscoresOf(r),
          text: r.comment,
          reviewerName: r.reviewerName,
          submittedAt: r.createdAt.toISOString(),
          edition: {
            eventId: event.id,
            name: event.name,
            startDateTime: event.startAt.toISOString(),
            isEarlier: false,
          },
          event: { id: event.id, name: event.name },
          reply: reply ? { text: reply.comment, status: replyStatus!, repliedAt: reply.createdAt.toISOString() } : null,
          canReply: r.status === 'published' && (!reply || replyStatus === 'REMOVED'),
        };
      }),
    };
  }

  /** The partner's one reply to a published review of its own event; a removed reply may be written again. */
  async reply(reviewId: number, text: string, personId: number) {
    const now = this.now();
    const [row] = await this.db
      .select({ review: reviews, reply: reviewReplies })
      .from(reviews)
      .innerJoin(events, eq(events.id, reviews.eventId))
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(and(eq(reviews.id, reviewId), eq(events.partnerId, this.partnerId)));
    if (!row) throw notFound(M.reviewNotFound);
    if (row.review.status !== 'published') throw conflict(M.replyNotAllowed);
    if (row.reply && row.reply.status !== 'removed') throw conflict(M.alreadyReplied);
    // The team member's own strikes (removed replies) suspend their replying as they do an attendee's reviewing.
    const standing = await strikesOf(this.db, personId, now);
    if (standing.state === 'BANNED') throw forbidden(M.replySuspended);
    if (standing.state === 'SUSPENDED')
      throw forbidden(M.replySuspendedUntil({ until: dayInWords(standing.suspendedUntil!) }));
    const earlier = await this.db
      .select({ text: reviewReplies.comment })
      .from(reviewReplies)
      .where(and(eq(reviewReplies.personId, personId), ne(reviewReplies.reviewId, reviewId)));
    const flags = withRepeat(
      checkContent(text),
      text,
      earlier.map((e) => e.text),
    );
    const values = {
      partnerId: this.partnerId,
      personId,
      comment: text,
      status: flags.length ? ('flagged' as const) : ('published' as const),
      flags,
      createdAt: now,
      decidedAt: null,
      decidedByPersonId: null,
      decisionReason: null,
    };
    // The write itself says whether a reply already stands, so two replies sent at once leave one.
    const [saved] = await this.db
      .insert(reviewReplies)
      .values({ reviewId, ...values })
      .onConflictDoUpdate({
        target: reviewReplies.reviewId,
        set: values,
        setWhere: sql`${reviewReplies.status} = 'removed'`,
      })
      .returning();
    if (!saved) throw conflict(M.alreadyReplied);
    const status = toStatus(saved.status);
    return {
      reviewId,
      reply: { text: saved.comment, status, repliedAt: saved.createdAt.toISOString() },
      message: status === 'PUBLISHED' ? M.replyPublished : M.replyPending,
    };
  }

  private async ownEvent(eventId: number) {
    const [event] = await this.db
      .select({ id: events.id, startAt: events.startAt, previousEditionId: events.previousEditionId })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.partnerId, this.partnerId)));
    if (!event) throw notFound(NOT_FOUND.event);
    return event;
  }

  /** The series link of an event and the partner's earlier events it may name. */
  async previousEdition(eventId: number): Promise<TPreviousEditionAnswer> {
    const event = await this.ownEvent(eventId);
    const candidates = await this.db
      .select({ id: events.id, name: events.name, startAt: events.startAt })
      .from(events)
      .where(and(eq(events.partnerId, this.partnerId), lt(events.startAt, event.startAt), ne(events.id, eventId)))
      .orderBy(desc(events.startAt), asc(events.id))
      .limit(100);
    return {
      eventId,
      previousEditionId: event.previousEditionId,
      candidates: candidates.map((c) => ({ id: c.id, name: c.name, startDateTime: c.startAt.toISOString() })),
    };
  }

  async setPreviousEdition(eventId: number, previousEditionId: number | null): Promise<TPreviousEditionAnswer> {
    const event = await this.ownEvent(eventId);
    if (previousEditionId !== null) {
      if (previousEditionId === eventId) throw badRequest(M.editionItself, { previousEditionId: M.editionItself });
      const [earlier] = await this.db
        .select({ startAt: events.startAt })
        .from(events)
        .where(and(eq(events.id, previousEditionId), eq(events.partnerId, this.partnerId)));
      if (!earlier) throw badRequest(M.editionNotFound, { previousEditionId: M.editionNotFound });
      // Earlier editions start earlier, so a series never loops.
      if (!(earlier.startAt < event.startAt))
        throw badRequest(M.editionNotEarlier, { previousEditionId: M.editionNotEarlier });
    }
    await this.db.transaction(async (tx) => {
      await tx.update(events).set({ previousEditionId }).where(eq(events.id, eventId));
      await refreshRatings(tx, eventId, this.now());
    });
    return this.previousEdition(eventId);
  }
}
