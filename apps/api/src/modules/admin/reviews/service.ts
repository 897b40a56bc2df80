// The administrators' side of reviews: the moderation queue with each item's wait against the
// 5-business-day target, decisions (publish or remove, with a reason; a removal is a strike against
// its author unless the author asked for the withdrawal, and a second or third strike suspends the
// account), support's edits (checked again), the partners' replies (the same steps), and the
// strikes and appeals (a granted one restores the content and lifts what the strike caused).
// Every decision is written to the audit log in the transaction of the change.
import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  moderationWait,
  REVIEW_MESSAGES as M,
  type TAdminReply,
  type TAdminReview,
  type TAdminStrike,
  type TAppealDecisionBody,
  type TReviewDecisionBody,
  type TReviewEditBody,
  type TReviewFlag,
} from '@pavilion/domain';
import type { z } from 'zod';
import type { ZAdminRepliesQuery, ZAdminReviewsQuery, ZAdminStrikesQuery } from '@pavilion/domain';
import type { Database, Tx } from '../../../db/client';
import {
  events,
  partners,
  personSanctions,
  persons,
  reviewReplies,
  reviewReports,
  reviews,
  reviewStrikes,
} from '../../../db/schema';
import { conflict, notFound } from '../../../platform/errors';
import { listPage } from '../../../platform/list';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { instant, storedMessage, words } from '../../../platform/stored-message';
import { notify } from '../../notifications';
import {
  checkContent,
  hasOpenReports,
  openReportsOf,
  refreshRatings,
  strikesOf,
  strikeView,
  subscoreColumns,
  subscoresOf,
  toStatus,
  toStored,
  withRepeat,
} from '../../reviews';
import { activeSanction, imposeSanction, isActiveAt, liftSanction, SANCTION_REASONS } from '../../sanctions';
import { tellReviewPublished } from '../../webhooks';
import { REVIEW_NOTIFICATION_TEXT as N } from './messages';

const reviewer = alias(persons, 'reviewer');

/**
 * What a strike does to its author's account (content guidelines, "Strikes and account suspensions"):
 * a second within 90 days suspends it for two weeks, a third within 90 days (or egregious content)
 * suspends it with no automatic end. A suspended account posts no review or reply (its standing,
 * worked out from the strikes) and makes no new registration: a REGISTRATIONS sanction tied to the
 * strike, recorded, audited and emailed like an administrator's, that a granted appeal of the strike
 * lifts. A longer suspension replaces a shorter one still running. Answers the author's standing.
 */
async function suspendOnStrike(tx: Tx, personId: number, strikeId: number, now: Date, actor: AuditActor) {
  const standing = await strikesOf(tx, personId, now);
  if (standing.state !== 'SUSPENDED' && standing.state !== 'BANNED') return standing;
  const endsAt = standing.state === 'BANNED' ? null : standing.suspendedUntil;
  const running = await activeSanction(tx, personId, 'REGISTRATIONS', now);
  if (running) {
    if (!running.endsAt || (endsAt && running.endsAt >= endsAt)) return standing;
    await tx
      .update(personSanctions)
      .set({ liftedAt: now, liftedByPersonId: actor.personId, liftReason: 'Replaced by a longer suspension' })
      .where(eq(personSanctions.id, running.id));
  }
  await imposeSanction(tx, now, actor, {
    personId,
    kind: 'REGISTRATIONS',
    reason: storedMessage(SANCTION_REASONS, endsAt ? 'secondStrike' : 'thirdStrike'),
    endsAt,
    strikeId,
  });
  return standing;
}

/** The sentence of the removal notification that says what the strike means for the author. */
function consequenceOf(standing: { state: string; suspendedUntil: Date | null }) {
  return standing.state === 'BANNED'
    ? words(N, 'banned')
    : standing.state === 'SUSPENDED'
      ? words(N, 'suspended', { day: instant(standing.suspendedUntil!, { dateOnly: true }) })
      : words(N, 'warning');
}

export class AdminReviews {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private view(
    r: typeof reviews.$inferSelect,
    eventName: string,
    who: { email: string | null } | null,
    reports: TAdminReview['reports'] = { count: 0, reasons: [] },
  ): TAdminReview {
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
      reports,
    };
  }

  /** The views of these rows with their open reports. */
  private async views(rows: { review: typeof reviews.$inferSelect; eventName: string; email: string | null }[]) {
    const reports = await openReportsOf(
      this.db,
      rows.map((r) => r.review.id),
    );
    return rows.map((r) => this.view(r.review, r.eventName, { email: r.email }, reports.get(r.review.id)));
  }

  async list(query: z.output<typeof ZAdminReviewsQuery>) {
    // The moderation queue (PENDING) holds what the automatic check flagged and what readers reported.
    const where = !query.status
      ? undefined
      : query.status === 'PENDING'
        ? or(eq(reviews.status, 'flagged'), and(eq(reviews.status, 'published'), hasOpenReports()))
        : eq(reviews.status, toStored(query.status));
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
    return { ...page, items: await this.views(page.items) };
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
    // A published review that readers reported may be kept (PUBLISHED again), which closes the reports.
    const reported = (await openReportsOf(this.db, [reviewId])).has(reviewId);
    if ((before === body.status && !(reported && before === 'PUBLISHED')) || before === 'REMOVED')
      throw conflict(M.alreadyDecided({ status: before }));
    const removing = body.status === 'REMOVED';
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviews)
        .set({
          status: toStored(body.status),
          decidedAt: now,
          decidedByPersonId: actor.personId,
          decisionReason: body.reason,
          egregious: removing && body.egregious && !body.withdrawal,
        })
        // Only from the status read above: of two decisions at once, one applies.
        .where(and(eq(reviews.id, reviewId), eq(reviews.status, review.status)))
        .returning();
      if (!row) throw conflict(M.alreadyDecided({ status: before }));
      if (body.status === 'PUBLISHED' && before !== 'PUBLISHED') await tellReviewPublished(tx, row, now);
      await tx
        .update(reviewReports)
        .set({ closedAt: now })
        .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.closedAt)));
      // A withdrawal its author asked for is no strike.
      if (removing && !body.withdrawal && review.personId !== null) {
        const [strike] = await tx
          .insert(reviewStrikes)
          .values({ personId: review.personId, reviewId, at: now, reason: body.reason, egregious: body.egregious })
          .returning({ id: reviewStrikes.id });
        const standing = await suspendOnStrike(tx, review.personId, strike.id, now, actor);
        await notify(tx, review.personId, {
          subject: storedMessage(N, 'removedSubject'),
          text: storedMessage(N, 'removedText', {
            event: eventName,
            reason: body.reason,
            consequence: consequenceOf(standing),
          }),
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
          removing
            ? body.egregious && !body.withdrawal
              ? 'reviewRemovedEgregious'
              : 'reviewRemoved'
            : 'reviewPublished',
          { reason: body.reason },
        ),
        before: { status: before },
        after: { status: body.status, egregious: removing && body.egregious, withdrawal: removing && body.withdrawal },
      });
      return row;
    });
    return this.view(updated, eventName, { email });
  }

  /**
   * Support edits a submitted review for its reviewer. The edit is checked again before it is published
   * (guidelines): clean text is published, flagged text waits in the moderation queue; a removed review
   * stays removed.
   */
  async edit(reviewId: number, body: TReviewEditBody, actor: AuditActor): Promise<TAdminReview> {
    const now = this.now();
    const { review, eventName, email } = await this.load(reviewId);
    const others = review.personId
      ? await this.db
          .select({ text: reviews.comment })
          .from(reviews)
          .where(and(eq(reviews.personId, review.personId), ne(reviews.id, reviewId)))
      : [];
    const flags = withRepeat(
      checkContent(body.text),
      body.text,
      others.map((o) => o.text),
    );
    const status = review.status === 'removed' ? 'removed' : flags.length ? 'flagged' : 'published';
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviews)
        .set({ score: body.score, ...subscoreColumns(body), comment: body.text, flags, status })
        .where(eq(reviews.id, reviewId))
        .returning();
      await refreshRatings(tx, review.eventId, now);
      await recordAudit(tx, now, actor, {
        action: 'review.edited',
        entityType: 'review',
        entityId: reviewId,
        entityName: eventName,
        summary: storedMessage(A, 'reviewEdited', { reason: body.reason }),
        before: { score: review.score, ...subscoresOf(review), text: review.comment, status: toStatus(review.status) },
        after: { score: row.score, ...subscoresOf(row), text: row.comment, status: toStatus(row.status), flags },
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
      // Partner replies follow the same steps: a removal is a strike against the team member who wrote it.
      const author = row.reply.personId;
      if (body.status === 'REMOVED' && !body.withdrawal && author !== null) {
        const [strike] = await tx
          .insert(reviewStrikes)
          .values({ personId: author, reviewId, reply: true, at: now, reason: body.reason, egregious: body.egregious })
          .returning({ id: reviewStrikes.id });
        const standing = await suspendOnStrike(tx, author, strike.id, now, actor);
        await notify(tx, author, {
          subject: storedMessage(N, 'replyRemovedSubject'),
          text: storedMessage(N, 'replyRemovedText', {
            event: row.eventName,
            reason: body.reason,
            consequence: consequenceOf(standing),
          }),
          link: '/reviews',
        });
      }
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

  /**
   * A successful appeal reverses the decision (guidelines, "Appeals"): the removed review or reply is
   * shown again (unless its author has since written a new review of the event) and the suspension the
   * strike caused is lifted; the standing follows from the strikes by itself.
   */
  private async undoStrike(
    tx: Tx,
    strike: typeof reviewStrikes.$inferSelect,
    now: Date,
    actor: AuditActor,
    reason: string,
  ) {
    const restored = { decidedAt: now, decidedByPersonId: actor.personId, decisionReason: reason };
    if (strike.reply) {
      await tx
        .update(reviewReplies)
        .set({ status: 'published', ...restored })
        .where(and(eq(reviewReplies.reviewId, strike.reviewId), eq(reviewReplies.status, 'removed')));
    } else {
      const [review] = await tx
        .update(reviews)
        .set({ status: 'published', egregious: false, ...restored })
        .where(
          and(
            eq(reviews.id, strike.reviewId),
            eq(reviews.status, 'removed'),
            sql`not exists (select 1 from reviews newer where newer.event_id = ${reviews.eventId}
              and newer.person_id = ${reviews.personId} and newer.status <> 'removed')`,
          ),
        )
        .returning();
      if (review) {
        await refreshRatings(tx, review.eventId, now);
        await tellReviewPublished(tx, review, now);
      }
    }
    const caused = await tx
      .select({ id: personSanctions.id })
      .from(personSanctions)
      .where(and(eq(personSanctions.strikeId, strike.id), isActiveAt(now)));
    for (const s of caused) await liftSanction(tx, now, actor, { personId: strike.personId, sanctionId: s.id, reason });
  }

  /** Granting an appeal takes the strike back and reverses what it did (undoStrike); refusing keeps it. */
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
      if (granted) await this.undoStrike(tx, row, now, actor, body.reason);
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
