// Reviews of events by their attendees, the partner's one reply to each, the strikes a removed review
// gives its reviewer (with the reviewer's appeal), and the questionnaire emails already sent.
// Statuses: 'flagged' waits in the moderation queue (the API's PENDING), 'published' is shown,
// 'removed' was taken down by an administrator; 'pending' is not written.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './_helpers';
import { events } from './events';
import { orders, tickets } from './orders';
import { partners } from './partners';
import { persons } from './people';

export const reviewStatusEnum = pgEnum('review_status', ['pending', 'published', 'flagged', 'removed']);

const SCORE_RANGE = (column: string) => sql.raw(`${column} is null or ${column} between 1 and 10`);

/** Reviews (content guidelines): score 1-10 with optional subscores; one standing review per attendee and event. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    /**
     * The event's partner when the review was written: a review is shown only while its event (and the
     * edition showing it) still belongs to that partner, so a change of ownership hides it.
     */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** The checked-in ticket that made the reviewer eligible. */
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** How the reviewer is named in public ('Ada L.'), fixed when the review is written. */
    reviewerName: varchar('reviewer_name', { length: 120 }).notNull().default(''),
    score: smallint('score').notNull(),
    venueScore: smallint('venue_score'),
    contentScore: smallint('content_score'),
    networkingScore: smallint('networking_score'),
    staffScore: smallint('staff_score'),
    valueScore: smallint('value_score'),
    comment: text('comment').notNull().default(''),
    status: reviewStatusEnum('status').notNull().default('pending'),
    /** What the automatic check found (PROFANITY, LINK, EMAIL, PHONE); empty when clean. */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    decidedAt: tstz('decided_at'),
    decidedByPersonId: integer('decided_by_person_id').references(() => persons.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    /** The administrator judged the content egregious when removing it: the reviewer is suspended at once. */
    egregious: boolean('egregious').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_event_idx').on(t.eventId),
    check('reviews_score', sql`${t.score} between 1 and 10`),
    check(
      'reviews_subscores',
      sql`(${SCORE_RANGE('venue_score')}) and (${SCORE_RANGE('content_score')}) and (${SCORE_RANGE('networking_score')}) and (${SCORE_RANGE('staff_score')}) and (${SCORE_RANGE('value_score')})`,
    ),
    // One review per attendee and event; a removed one may be written again.
    uniqueIndex('reviews_person_event_uq')
      .on(t.eventId, t.personId)
      .where(sql`${t.status} <> 'removed'`),
    // The event page: the published reviews of an edition, newest first.
    index('reviews_published_idx')
      .on(t.eventId, t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
    // The event page sorted by score.
    index('reviews_published_score_idx')
      .on(t.eventId, t.score, t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
    // The moderation queue, oldest first.
    index('reviews_flagged_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'flagged'`),
    index('reviews_person_idx').on(t.personId, t.createdAt),
  ],
);

/** The partner's reply to a review: one per review (a removed reply may be written again), moderated like reviews. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: integer('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => persons.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    status: reviewStatusEnum('status').notNull(),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    decidedAt: tstz('decided_at'),
    decidedByPersonId: integer('decided_by_person_id').references(() => persons.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_replies_flagged_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'flagged'`),
  ],
);

export const reviewAppealStatusEnum = pgEnum('review_appeal_status', ['PENDING', 'GRANTED', 'REFUSED']);

/**
 * A violation: an administrator removed the reviewer's review. The reviewer's standing (warned,
 * suspended for two weeks, suspended) is worked out from the strikes not taken back on appeal.
 */
export const reviewStrikes = pgTable(
  'review_strikes',
  {
    id: id(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    at: tstz('at').notNull(),
    /** The removed content was the partner's reply to the review (by a partner's team member), not the review. */
    reply: boolean('reply').notNull().default(false),
    reason: text('reason').notNull(),
    egregious: boolean('egregious').notNull().default(false),
    appealText: text('appeal_text'),
    appealedAt: tstz('appealed_at'),
    appealStatus: reviewAppealStatusEnum('appeal_status'),
    appealDecidedAt: tstz('appeal_decided_at'),
    appealDecidedByPersonId: integer('appeal_decided_by_person_id').references(() => persons.id, {
      onDelete: 'set null',
    }),
    appealReason: text('appeal_reason'),
  },
  (t) => [
    index('review_strikes_person_idx').on(t.personId, t.at),
    uniqueIndex('review_strikes_review_uq').on(t.reviewId, t.reply),
    index('review_strikes_appeals_idx')
      .on(t.appealedAt)
      .where(sql`${t.appealStatus} = 'PENDING'`),
  ],
);

export const reviewReportReasonEnum = pgEnum('review_report_reason', [
  'OFFENSIVE',
  'FALSE',
  'ADVERTISING',
  'PERSONAL_DATA',
  'OTHER',
]);

/**
 * A reader's report of a published review: once per reader and review. Open reports put the review in
 * the moderation queue (it stays shown meanwhile); the moderator's decision closes them.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    reason: reviewReportReasonEnum('reason').notNull(),
    createdAt: createdAt(),
    closedAt: tstz('closed_at'),
  },
  (t) => [
    uniqueIndex('review_reports_reader_uq').on(t.reviewId, t.personId),
    index('review_reports_open_idx')
      .on(t.reviewId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** The questionnaire email after an event: sent once per event and attendee email. */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.email] })],
);

const average = (name: string) => numeric(name, { precision: 4, scale: 2, mode: 'number' });

/**
 * What an event's page says above its reviews (the reviews it shows: its series, its partner, 36
 * months), kept by refresh_event_ratings with the card's rating, so the page never averages thousands
 * of reviews per request. No row: no review shown.
 */
export const eventReviewSummaries = pgTable('event_review_summaries', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull(),
  average: average('average').notNull(),
  venue: average('venue'),
  content: average('content'),
  networking: average('networking'),
  staff: average('staff'),
  valueForMoney: average('value_for_money'),
});
