// The administrators' side of reviews: the moderation queue with each item's wait against the
// 5-business-day target, decisions (publish or remove, with a reason; a removal is a strike against
// the reviewer), support's edits, the partners' replies, and the reviewers' strikes and appeals.
// Every decision is written to the audit log in the transaction of the change.
import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  moderationWait,
  REVIEW_MESSAGES as M,
  REVIEW_RULES,
  SANCTION_MESSAGES,
  type TAdminReply,
  type TAdminReview,
  type TAdminStrike,
  type TAppealDecisionBody,
  type TReviewDecisionBody,
  type TReviewEditBody,
  type TReviewFlag,
  type TStrike,
} from '@pavilion/domain';
import type { z } from 'zod';
import type { ZAdminRepliesQuery, ZAdminReviewsQuery, ZAdminStrikesQuery } from '@pavilion/domain';
import type { Database, Tx } from '../../../db/client';
import { events, partners, persons, reviewReplies, reviews, reviewStrikes } from '../../../db/schema';
import { conflict, notFound } from '../../../platform/errors';
import { listPage } from '../../../platform/list';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { instant, storedMessage, words } from '../../../platform/stored-message';
import { notify } from '../../notifications';
import { refreshRatings, strikesOf, strikeView, subscoreColumns, subscoresOf, toStatus, toStored } from '../../reviews';
import { activeSanction, imposeSanction } from '../../sanctions';
import { REVIEW_NOTIFICATION_TEXT as N } from './messages';

const reviewer = alias(persons, 'reviewer');

const DAY_MS = 86_400_000;

/**
 * The guidelines' "a third strike within 90 days suspends the account": besides reviewing, the
 * person's new registrations are blocked for the temporary suspension's two weeks (a sanction recorded,
 * audited and emailed like an administrator's, ending by itself). Not when registrations are already
 * blocked. Answers when the new block ends, or null.
 */
async function blockRegistrationsOnThirdStrike(
  tx: Tx,
  personId: number,
  strikes: readonly TStrike[],
  now: Date,
  actor: AuditActor,
): Promise<Date | null> {
  const since = now.getTime() - REVIEW_RULES.strikeWindowDays * DAY_MS;
  const counted = strikes.filter((s) => s.appeal?.status !== 'GRANTED' && new Date(s.at).getTime() > since);
  if (counted.length < 3) return null;
  if (await activeSanction(tx, personId, 'REGISTRATIONS', now)) return null;
  const endsAt = new Date(now.getTime() + REVIEW_RULES.suspensionDays * DAY_MS);
  await imposeSanction(tx, now, actor, {
    personId,
    kind: 'REGISTRATIONS',
    reason: SANCTION_MESSAGES.thirdStrike,
    endsAt,
  });
  return endsAt;
}

export class AdminReviews {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private view(r: typeof reviews.$inferSelect, eventName: string, who: { email: string | null } | null): TAdminReview {
    const status = toStatus(r.status);
    return {
      id: r.id,
      event: { id: r.eventId, name: eventName },
      reviewer: { personId: r.personId, name: r.reviewerName, email: who?.email ?? null },
      status,
      score: r.score,
      subscores: subscoresOf(r),
      text: r.comment,
      flags: r.flags as TReviewFlag[],
      submittedAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decisionReason: r.decisionReason,
      egregious: r.egregious,
      wait: status === 'PENDING' ? moderationWait(r.createdAt, this.now()) : null,
    };
  }

  async list(query: z.output<typeof ZAdminReviewsQuery>) {
    const where = query.status ? eq(reviews.status, toStored(query.status)) : undefined;
    const page = await listPage(
      query,
      { submittedAt: reviews.createdAt, score: [reviews.score, reviews.createdAt] },
      reviews.id,
      {
        rows: ({ orderBy, limit, offset }) =>
          this.db
            .select({ review: reviews, eventName: events.name, email: reviewer.email })
            .from(reviews)
            .innerJoin(events, eq(events.id, reviews.eventId))
            .leftJoin(reviewer, eq(reviewer.id, reviews.personId))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: async () => (await this.db.select({ n: count() }).from(reviews).where(where))[0].n,
      },
    );
    return { ...page, items: page.items.map((r) => this.view(r.review, r.eventName, { email: r.email })) };
  }

  private async load(reviewId: number) {
    const [row] = await this.db
      .select({ review: reviews, eventName: events.name, email: reviewer.email })
      .from(reviews)
      .innerJoin(events, eq(events.id, reviews.eventId))
      .leftJoin(reviewer, eq(reviewer.id, reviews.personId))
      .where(eq(reviews.id, reviewId));
    if (!row) throw notFound(M.reviewNotFound);
    return row;
  }

  async decide(reviewId: number, body: TReviewDecisionBody, actor: AuditActor): Promise<TAdminReview> {
    const now = this.now();
    const { review, eventName, email } = await this.load(reviewId);
    const before = toStatus(review.status);
    if (before === body.status || before === 'REMOVED') throw conflict(M.alreadyDecided({ status: before }));
    const removing = body.status === 'REMOVED';
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviews)
        .set({
          status: toStored(body.status),
          decidedAt: now,
          decidedByPersonId: actor.personId,
          decisionReason: body.reason,
          egregious: removing && body.egregious,
        })
        // Only from the status read above: of two decisions at once, one applies.
        .where(and(eq(reviews.id, reviewId), eq(reviews.status, review.status)))
        .returning();
      if (!row) throw conflict(M.alreadyDecided({ status: before }));
      if (removing && review.personId !== null) {
        await tx
          .insert(reviewStrikes)
          .values({ personId: review.personId, reviewId, at: now, reason: body.reason, egregious: body.egregious });
        const standing = await strikesOf(tx, review.personId, now);
        const registrationsBlocked = await blockRegistrationsOnThirdStrike(
          tx,
          review.personId,
          standing.strikes,
          now,
          actor,
        );
        const consequence = registrationsBlocked
          ? words(N, 'registrationsBlocked', { day: instant(registrationsBlocked, { dateOnly: true }) })
          : standing.state === 'BANNED'
            ? words(N, 'banned')
            : standing.state === 'SUSPENDED'
              ? words(N, 'suspended', { day: instant(standing.suspendedUntil!, { dateOnly: true }) })
              : words(N, 'warning');
        await notify(tx, review.personId, {
          subject: storedMessage(N, 'removedSubject'),
          text: storedMessage(N, 'removedText', { event: eventName, reason: body.reason, consequence }),
          link: '/user/reviews',
        });
      }
      await refreshRatings(tx, review.eventId, now);
      await recordAudit(tx, now, actor, {
        action: 'review.decision',
        entityType: 'review',
        entityId: reviewId,
        entityName: eventName,
        summary: storedMessage(
          A,
          removing ? (body.egregious ? 'reviewRemovedEgregious' : 'reviewRemoved') : 'reviewPublished',
          { reason: body.reason },
        ),
        before: { status: before },
        after: { status: body.status, egregious: removing && body.egregious },
      });
      return row;
    });
    return this.view(updated, eventName, { email });
  }

  /** Support edits a submitted review for its reviewer; the status stays as it is. */
  async edit(reviewId: number, body: TReviewEditBody, actor: AuditActor): Promise<TAdminReview> {
    const now = this.now();
    const { review, eventName, email } = await this.load(reviewId);
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviews)
        .set({ score: body.score, ...subscoreColumns(body), comment: body.text })
        .where(eq(reviews.id, reviewId))
        .returning();
      await refreshRatings(tx, review.eventId, now);
      await recordAudit(tx, now, actor, {
        action: 'review.edited',
        entityType: 'review',
        entityId: reviewId,
        entityName: eventName,
        summary: storedMessage(A, 'reviewEdited', { reason: body.reason }),
        before: { score: review.score, ...subscoresOf(review), text: review.comment },
        after: { score: row.score, ...subscoresOf(row), text: row.comment },
      });
      return row;
    });
    return this.view(updated, eventName, { email });
  }

  async replies(query: z.output<typeof ZAdminRepliesQuery>) {
    const where = query.status ? eq(reviewReplies.status, toStored(query.status)) : undefined;
    const page = await listPage(query, { submittedAt: reviewReplies.createdAt }, reviewReplies.reviewId, {
      rows: ({ orderBy, limit, offset }) =>
        this.repliesWithReview()
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async () => (await this.db.select({ n: count() }).from(reviewReplies).where(where))[0].n,
    });
    return { ...page, items: page.items.map((r) => this.replyView(r)) };
  }

  /** Replies with what their moderation shows beside them: the review's text, its event and partner. */
  private repliesWithReview() {
    return this.db
      .select({
        reply: reviewReplies,
        reviewText: reviews.comment,
        eventId: events.id,
        eventName: events.name,
        partnerName: partners.name,
      })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .innerJoin(events, eq(events.id, reviews.eventId))
      .innerJoin(partners, eq(partners.id, reviewReplies.partnerId))
      .$dynamic();
  }

  private replyView(r: {
    reply: typeof reviewReplies.$inferSelect;
    reviewText: string;
    eventId: number;
    eventName: string;
    partnerName: string;
  }): TAdminReply {
    const status = toStatus(r.reply.status);
    return {
      reviewId: r.reply.reviewId,
      event: { id: r.eventId, name: r.eventName },
      partnerName: r.partnerName,
      reviewText: r.reviewText,
      text: r.reply.comment,
      status,
      flags: r.reply.flags as TReviewFlag[],
      submittedAt: r.reply.createdAt.toISOString(),
      decisionReason: r.reply.decisionReason,
      wait: status === 'PENDING' ? moderationWait(r.reply.createdAt, this.now()) : null,
    };
  }

  async decideReply(reviewId: number, body: TReviewDecisionBody, actor: AuditActor): Promise<TAdminReply> {
    const now = this.now();
    const [row] = await this.repliesWithReview().where(eq(reviewReplies.reviewId, reviewId));
    if (!row) throw notFound(M.replyNotFound);
    const before = toStatus(row.reply.status);
    if (before === body.status || before === 'REMOVED') throw conflict(M.alreadyDecided({ status: before }));
    const updated = await this.db.transaction(async (tx) => {
      const [reply] = await tx
        .update(reviewReplies)
        .set({
          status: toStored(body.status),
          decidedAt: now,
          decidedByPersonId: actor.personId,
          decisionReason: body.reason,
        })
        .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.status, row.reply.status)))
        .returning();
      if (!reply) throw conflict(M.alreadyDecided({ status: before }));
      await recordAudit(tx, now, actor, {
        action: 'review.reply-decision',
        entityType: 'review',
        entityId: reviewId,
        entityName: row.eventName,
        summary: storedMessage(A, body.status === 'REMOVED' ? 'replyRemoved' : 'replyPublished', {
          reason: body.reason,
        }),
        before: { status: before },
        after: { status: body.status },
      });
      return reply;
    });
    return this.replyView({ ...row, reply: updated });
  }

  async strikes(query: z.output<typeof ZAdminStrikesQuery>) {
    const where = query.appeal ? eq(reviewStrikes.appealStatus, 'PENDING') : undefined;
    const page = await listPage(query, { at: reviewStrikes.at }, reviewStrikes.id, {
      rows: ({ orderBy, limit, offset }) =>
        this.db
          .select({
            strike: reviewStrikes,
            eventName: events.name,
            person: { id: persons.id, firstName: persons.firstName, surname: persons.surname, email: persons.email },
          })
          .from(reviewStrikes)
          .innerJoin(reviews, eq(reviews.id, reviewStrikes.reviewId))
          .innerJoin(events, eq(events.id, reviews.eventId))
          .innerJoin(persons, eq(persons.id, reviewStrikes.personId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async () => (await this.db.select({ n: count() }).from(reviewStrikes).where(where))[0].n,
    });
    const now = this.now();
    const items: TAdminStrike[] = await Promise.all(
      page.items.map(async (r) => {
        const standing = await strikesOf(this.db, r.person.id, now);
        return {
          ...strikeView(r.strike, r.eventName),
          reviewer: {
            personId: r.person.id,
            name: `${r.person.firstName} ${r.person.surname}`.trim(),
            email: r.person.email,
          },
          standing: { state: standing.state, suspendedUntil: standing.suspendedUntil?.toISOString() ?? null },
        };
      }),
    );
    return { ...page, items };
  }

  /** Granting an appeal takes the strike back (the standing follows); the review stays removed and may be written again. */
  async decideAppeal(strikeId: number, body: TAppealDecisionBody, actor: AuditActor): Promise<TAdminStrike> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviewStrikes)
        .set({
          appealStatus: body.status,
          appealReason: body.reason,
          appealDecidedAt: now,
          appealDecidedByPersonId: actor.personId,
        })
        .where(and(eq(reviewStrikes.id, strikeId), eq(reviewStrikes.appealStatus, 'PENDING')))
        .returning();
      if (!row) {
        const [exists] = await tx
          .select({ id: reviewStrikes.id })
          .from(reviewStrikes)
          .where(eq(reviewStrikes.id, strikeId));
        throw exists ? conflict(M.noAppeal) : notFound(M.strikeNotFound);
      }
      const granted = body.status === 'GRANTED';
      await notify(tx, row.personId, {
        subject: storedMessage(N, granted ? 'appealGrantedSubject' : 'appealRefusedSubject'),
        text: storedMessage(N, granted ? 'appealGrantedText' : 'appealRefusedText', { reason: body.reason }),
        link: '/user/reviews',
      });
      await recordAudit(tx, now, actor, {
        action: 'review.appeal-decision',
        entityType: 'review',
        entityId: row.reviewId,
        entityName: `Strike ${strikeId}`,
        summary: storedMessage(A, granted ? 'appealGranted' : 'appealRefused', { reason: body.reason }),
        before: { appeal: 'PENDING' },
        after: { appeal: body.status },
      });
    });
    const [one] = await this.db
      .select({ strike: reviewStrikes, eventName: events.name, person: persons })
      .from(reviewStrikes)
      .innerJoin(reviews, eq(reviews.id, reviewStrikes.reviewId))
      .innerJoin(events, eq(events.id, reviews.eventId))
      .innerJoin(persons, eq(persons.id, reviewStrikes.personId))
      .where(eq(reviewStrikes.id, strikeId));
    const standing = await strikesOf(this.db, one.person.id, now);
    return {
      ...strikeView(one.strike, one.eventName),
      reviewer: {
        personId: one.person.id,
        name: `${one.person.firstName} ${one.person.surname}`.trim(),
        email: one.person.email,
      },
      standing: { state: standing.state, suspendedUntil: standing.suspendedUntil?.toISOString() ?? null },
    };
  }
}
