// An attendee's reviews, reached only through the person's own id: writing one (who may, when, how
// often), their past registrations with what they wrote, their standing, and appealing a strike.
// A person "attended" an event when a valid ticket of a paid order was checked in and the ticket is
// theirs: its attendee email is their account's, or they bought it for themselves (the order's buyer
// email).
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  REVIEW_MESSAGES as M,
  REVIEW_RULES,
  type TAppealBody,
  type TMyReview,
  type TMyReviewsPage,
  type TMyReviewsQuery,
  type TReviewableEvent,
  type TReviewBody,
  type TReviewerStanding,
  type TStrike,
  NOT_FOUND,
} from '@pavilion/domain';
import type { Database, DbOrTx } from '../../db/client';
import { events, orders, partnerMembers, persons, reviews, reviewStrikes, tickets } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db-errors';
import { tellReviewPublished } from '../webhooks';
import { checkContent, withRepeat } from './content-check';
import { isRepeatEvent, refreshRatings, strikesOf, strikeView, subscoreColumns, subscoresOf, toStatus } from './shared';

/** The end of the review window of an event that ended at `end`. */
export function reviewWindowEnd(end: Date): Date {
  const until = new Date(end);
  until.setUTCMonth(until.getUTCMonth() + REVIEW_RULES.windowMonths);
  return until;
}

const formatDay = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

export function myReviewView(r: typeof reviews.$inferSelect): TMyReview {
  const status = toStatus(r.status);
  return {
    id: r.id,
    eventId: r.eventId,
    status,
    score: r.score,
    subscores: subscoresOf(r),
    text: r.comment,
    submittedAt: r.createdAt.toISOString(),
    decisionReason: status === 'REMOVED' ? r.decisionReason : null,
    message: status === 'PUBLISHED' ? M.published : status === 'PENDING' ? M.pending : (r.decisionReason ?? ''),
  };
}

export class AttendeeReviews {
  constructor(
    private readonly db: Database,
    private readonly personId: number,
    private readonly now: () => Date,
  ) {}

  /** Tickets of this person: theirs by attendee email, or bought by them for themselves. */
  private theirs(person: { email: string }) {
    return sql`(lower(${tickets.email}) = lower(${person.email}) or (${orders.personId} = ${this.personId} and lower(${tickets.email}) = lower(${orders.buyerEmail})))`;
  }

  private async person() {
    const [p] = await this.db
      .select({
        email: persons.email,
        firstName: persons.firstName,
        surname: persons.surname,
        dob: persons.dateOfBirth,
      })
      .from(persons)
      .where(eq(persons.id, this.personId));
    if (!p) throw notFound(NOT_FOUND.person);
    return p;
  }

  async standing(db: DbOrTx = this.db): Promise<TReviewerStanding> {
    const s = await strikesOf(db, this.personId, this.now());
    return { state: s.state, suspendedUntil: s.suspendedUntil?.toISOString() ?? null, strikes: s.strikes };
  }

  /** Why this person may not review at all right now, or null. */
  private async refusal(person: { dob: string | null }): Promise<string | null> {
    const [member] = await this.db
      .select({ partnerId: partnerMembers.partnerId })
      .from(partnerMembers)
      .where(eq(partnerMembers.personId, this.personId))
      .limit(1);
    if (member) return M.partnerCannotReview;
    if (person.dob && ageOn(person.dob, this.now()) < 18) return M.underAge;
    const standing = await this.standing();
    if (standing.state === 'BANNED') return M.suspended;
    if (standing.state === 'SUSPENDED')
      return M.suspendedUntil({ until: formatDay(new Date(standing.suspendedUntil!)) });
    return null;
  }

  async submit(eventId: number, body: TReviewBody): Promise<TMyReview> {
    const now = this.now();
    const person = await this.person();
    const [event] = await this.db
      .select({
        id: events.id,
        partnerId: events.partnerId,
        endAt: events.endAt,
        status: events.status,
        repeat: sql<boolean>`${isRepeatEvent()}`,
      })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event || event.status !== 'APPROVED') throw notFound(NOT_FOUND.event);
    const refused = await this.refusal(person);
    if (refused) throw forbidden(refused);
    const [ticket] = await this.db
      .select({ id: tickets.id })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(
        and(
          eq(tickets.eventId, eventId),
          eq(orders.status, 'paid'),
          eq(tickets.status, 'valid'),
          isNotNull(tickets.checkedInAt),
          this.theirs(person),
        ),
      )
      .orderBy(tickets.checkedInAt)
      .limit(1);
    if (!ticket) throw forbidden(M.notAttended);
    if (!event.repeat) throw conflict(M.notRepeat);
    if (event.endAt > now) throw conflict(M.notEnded);
    if (now > reviewWindowEnd(event.endAt)) throw conflict(M.windowClosed);

    const earlier = await this.db
      .select({ text: reviews.comment })
      .from(reviews)
      .where(eq(reviews.personId, this.personId));
    const flags = withRepeat(
      checkContent(body.text),
      body.text,
      earlier.map((e) => e.text),
    );
    const status = flags.length ? 'flagged' : 'published';
    try {
      const row = await this.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(reviews)
          .values({
            eventId,
            personId: this.personId,
            partnerId: event.partnerId,
            ticketId: ticket.id,
            reviewerName: `${person.firstName} ${person.surname.slice(0, 1)}.`.trim(),
            score: body.score,
            ...subscoreColumns(body),
            comment: body.text,
            status,
            flags,
            createdAt: now,
          })
          .returning();
        if (status === 'published') {
          await refreshRatings(tx, eventId, now);
          await tellReviewPublished(tx, inserted, now);
        }
        return inserted;
      });
      return myReviewView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.alreadyReviewed);
      throw err;
    }
  }

  /** The person's past registrations (events that have ended), newest first, each with what they may do. */
  async list(query: TMyReviewsQuery): Promise<TMyReviewsPage> {
    const now = this.now();
    const person = await this.person();
    const mine = and(
      eq(orders.status, 'paid'),
      this.theirs(person),
      sql`${events.endAt} <= ${now.toISOString()}::timestamptz`,
    );
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({
          eventId: events.id,
          name: events.name,
          startAt: events.startAt,
          endAt: events.endAt,
          attended: sql<boolean>`bool_or(${tickets.status} = 'valid' and ${tickets.checkedInAt} is not null)`,
          repeat: sql<boolean>`bool_or(${isRepeatEvent()})`,
        })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(mine)
        .groupBy(events.id)
        .orderBy(query.direction === 'asc' ? events.endAt : desc(events.endAt), desc(events.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db
        .select({ n: sql<number>`count(distinct ${tickets.eventId})::int` })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(mine),
    ]);
    const ids = rows.map((r) => r.eventId);
    const written = ids.length
      ? await this.db
          .select()
          .from(reviews)
          .where(and(eq(reviews.personId, this.personId), inArray(reviews.eventId, ids)))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
      : [];
    const refused = await this.refusal(person);
    const items: TReviewableEvent[] = rows.map((r) => {
      const own = written.filter((w) => w.eventId === r.eventId);
      const standing = own.find((w) => w.status !== 'removed') ?? own[0] ?? null;
      const until = reviewWindowEnd(r.endAt);
      const reason = !r.attended
        ? M.notAttended
        : standing && standing.status !== 'removed'
          ? M.alreadyReviewed
          : !r.repeat
            ? M.notRepeat
            : now > until
              ? M.windowClosed
              : refused;
      return {
        eventId: r.eventId,
        eventName: r.name,
        startDateTime: r.startAt.toISOString(),
        endDateTime: r.endAt.toISOString(),
        reviewableUntil: until.toISOString(),
        canReview: reason === null,
        reason,
        review: standing ? myReviewView(standing) : null,
      };
    });
    return { items, total: n, page: query.page, pageSize: query.pageSize, standing: await this.standing() };
  }

  async appeal(strikeId: number, body: TAppealBody): Promise<TStrike> {
    const [row] = await this.db
      .select({ strike: reviewStrikes, eventName: events.name })
      .from(reviewStrikes)
      .innerJoin(reviews, eq(reviews.id, reviewStrikes.reviewId))
      .innerJoin(events, eq(events.id, reviews.eventId))
      .where(and(eq(reviewStrikes.id, strikeId), eq(reviewStrikes.personId, this.personId)));
    if (!row) throw notFound(M.strikeNotFound);
    const [updated] = await this.db
      .update(reviewStrikes)
      .set({ appealText: body.text, appealedAt: this.now(), appealStatus: 'PENDING' })
      .where(and(eq(reviewStrikes.id, strikeId), sql`${reviewStrikes.appealStatus} is null`))
      .returning();
    if (!updated) throw conflict(M.alreadyAppealed);
    return strikeView(updated, row.eventName);
  }
}
