// Reviews: the event page's reviews, an attendee writing one, their past registrations and strikes;
// the partner's reviews, replies and series link; the administrators' moderation of reviews and
// replies, support's edits, and strikes with their appeals.
import {
  PARTNER_MESSAGES,
  REVIEW_MESSAGES as M,
  ZAdminRepliesPage,
  ZAdminRepliesQuery,
  ZAdminReply,
  ZAdminReview,
  ZAdminReviewsPage,
  ZAdminReviewsQuery,
  ZAdminStrike,
  ZAdminStrikesPage,
  ZAdminStrikesQuery,
  ZAppealBody,
  ZAppealDecisionBody,
  ZEventReviewsPage,
  ZEventReviewsQuery,
  ZMyReview,
  ZMyReviewsPage,
  ZMyReviewsQuery,
  ZPartnerReviewsPage,
  ZPartnerReviewsQuery,
  ZPreviousEditionAnswer,
  ZPreviousEditionBody,
  ZReplyAnswer,
  ZReviewBody,
  ZReviewDecisionBody,
  ZReviewEditBody,
  ZReviewParams,
  ZReviewReplyBody,
  ZStrike,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule, type ApiModule } from '../../platform/route';
import { actorOf } from '../admin/audit/record';
import { AdminReviews } from './admin';
import { PartnerReviews } from './partner';
import { EventReviews } from './read-model';
import { AttendeeReviews } from './service';

export function reviewsModules(ctx: ModuleContext): ApiModule[] {
  return [attendeeReviewsModule(ctx), partnerReviewsModule(ctx), adminReviewsModule(ctx)];
}

function attendeeReviewsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Reviews', access: 'attendee' });
  const mine = (personId: number) => new AttendeeReviews(db, personId, now);

  m.get(
    '/events/:id/reviews',
    {
      summary: "The reviews an event's page shows, a page at a time, with their average, count and subscores",
      description:
        "Published reviews of the event and of its earlier editions (a partner marks an event as a new edition of an earlier one), written while the event's current organiser owned the edition reviewed, for 36 months after they were written. `average` is the mean score 1-10 to one decimal, `rating` the card's 0-5 stars to the nearest half; `subscores` average each subscore over the reviews that gave it. Sorted by `submittedAt` (newest first by default) or `score`. Each review carries the edition it is about and the organiser's published reply.",
      access: 'public',
      params: ZReviewParams,
      query: ZEventReviewsQuery,
      response: ZEventReviewsPage,
      errors: { 404: M.eventNotFound },
    },
    ({ params, query }) => new EventReviews(db, now).page(params.id, query),
  );

  m.post(
    '/events/:id/reviews',
    {
      summary: 'Writes a review of an event the attendee was checked in at',
      description:
        'Score 1-10, optional subscores (venue, content, networking, staff, valueForMoney; 1-10 or null) and text. Accepted from an attendee over 18 whose valid ticket of a paid order was checked in, between the end of the event and 3 months after it; one per attendee and event (a removed review may be written again; changes go through support). Organisers and their team members cannot review, nor can a reviewer whose reviewing is suspended. The text is checked automatically: clean text is PUBLISHED at once (and counts in the rating), text with profanity, a link, an email address or a phone number is PENDING until a moderator decides.',
      params: ZReviewParams,
      body: ZReviewBody,
      response: ZMyReview,
      status: 201,
      errors: {
        403: `${M.notAttended}; ${M.partnerCannotReview}; ${M.underAge}; or suspended`,
        404: M.eventNotFound,
        409: `${M.notEnded}; ${M.windowClosed}; ${M.alreadyReviewed}`,
      },
    },
    ({ auth, params, body }) => mine(auth.personId).submit(params.id, body),
  );

  m.get(
    '/reviews/mine',
    {
      summary: "The attendee's past registrations with their reviews, and where they stand as a reviewer",
      description:
        'Events the attendee held a ticket for that have ended, newest first, each saying whether a review can be written now (`canReview`, else `reason`) and the review written, if any. `standing` gives the reviewer state (ACTIVE, WARNED, SUSPENDED until `suspendedUntil`, BANNED) and the strikes with their appeals.',
      query: ZMyReviewsQuery,
      response: ZMyReviewsPage,
    },
    ({ auth, query }) => mine(auth.personId).list(query),
  );

  m.post(
    '/reviews/strikes/:id/appeal',
    {
      summary: 'Appeals a strike (a removed review)',
      description: 'Once per strike; an administrator grants it (the strike no longer counts) or refuses it.',
      params: ZReviewParams,
      body: ZAppealBody,
      response: ZStrike,
      errors: { 404: M.strikeNotFound, 409: M.alreadyAppealed },
    },
    ({ auth, params, body }) => mine(auth.personId).appeal(params.id, body),
  );
  return m;
}

function partnerReviewsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Partner reviews', access: 'partner' });
  const ours = (partnerId: number | null) => new PartnerReviews(db, partnerId!, now);

  m.get(
    '/partner/reviews',
    {
      summary: "Reviews of the partner's events, a page at a time",
      description:
        "Published and waiting reviews (not removed) of the partner's events, with the reply and whether one can be written (`canReply`). Filter by `eventId`; sort by `submittedAt` or `score`.",
      query: ZPartnerReviewsQuery,
      response: ZPartnerReviewsPage,
    },
    ({ auth, query }) => ours(auth.partnerId).list(query),
  );

  m.post(
    '/partner/reviews/:id/reply',
    {
      summary: 'Replies to a review of one of the partner’s events',
      description:
        'Once per published review (a reply a moderator removed may be written again). Checked like reviews: clean text is PUBLISHED, flagged text PENDING until a moderator decides.',
      params: ZReviewParams,
      body: ZReviewReplyBody,
      response: ZReplyAnswer,
      status: 201,
      errors: { 404: M.reviewNotFound, 409: `${M.alreadyReplied}; ${M.replyNotAllowed}` },
    },
    ({ auth, params, body }) => ours(auth.partnerId).reply(params.id, body.text, auth.personId),
  );

  m.get(
    '/partner/events/:id/previous-edition',
    {
      summary: 'Which earlier event this one is a new edition of, and the events it may name',
      params: ZReviewParams,
      response: ZPreviousEditionAnswer,
      errors: { 404: PARTNER_MESSAGES.eventNotFound },
    },
    ({ auth, params }) => ours(auth.partnerId).previousEdition(params.id),
  );

  m.put(
    '/partner/events/:id/previous-edition',
    {
      summary: 'Marks the event as a new edition of an earlier event of the partner’s (or ends the link with null)',
      description:
        "The reviews of the earlier editions then show on this event's page and count in its rating, as long as both stay with this partner. The earlier edition must be the partner's own and start before this event.",
      params: ZReviewParams,
      body: ZPreviousEditionBody,
      response: ZPreviousEditionAnswer,
      errors: { 404: PARTNER_MESSAGES.eventNotFound },
    },
    ({ auth, params, body }) => ours(auth.partnerId).setPreviousEdition(params.id, body.previousEditionId),
  );
  return m;
}

function adminReviewsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin reviews', access: 'admin' });
  const admin = new AdminReviews(db, now);

  m.get(
    '/admin/reviews',
    {
      summary: 'Reviews, the moderation queue first: filter by status',
      description:
        '`status=PENDING` is the moderation queue (oldest first by default); each waiting review carries `wait`: whole business days waited against the 5-business-day target, and `overdue`. `flags` say what the automatic check found.',
      query: ZAdminReviewsQuery,
      response: ZAdminReviewsPage,
    },
    ({ query }) => admin.list(query),
  );

  m.post(
    '/admin/reviews/:id/decision',
    {
      summary: 'Publishes or removes a review, with a reason',
      description:
        'PUBLISHED from the queue; REMOVED from the queue or after publication. A removal is a strike against the reviewer: the first within 90 days is a warning, a second suspends reviewing for 14 days, a third suspends it; `egregious: true` suspends it at once. The reviewer is notified. The rating is recomputed in the same transaction; the decision is in the audit log.',
      params: ZReviewParams,
      body: ZReviewDecisionBody,
      response: ZAdminReview,
      errors: { 404: M.reviewNotFound, 409: 'The review is already published or removed' },
    },
    ({ auth, params, body }) => admin.decide(params.id, body, actorOf(auth)),
  );

  m.patch(
    '/admin/reviews/:id',
    {
      summary: 'Edits a submitted review for its reviewer (support)',
      description: 'Score, subscores and text, with the reason; the status stays; audited, the rating recomputed.',
      params: ZReviewParams,
      body: ZReviewEditBody,
      response: ZAdminReview,
      errors: { 404: M.reviewNotFound },
    },
    ({ auth, params, body }) => admin.edit(params.id, body, actorOf(auth)),
  );

  m.get(
    '/admin/review-replies',
    {
      summary: "Partners' replies to reviews: filter by status (PENDING is the queue)",
      query: ZAdminRepliesQuery,
      response: ZAdminRepliesPage,
    },
    ({ query }) => admin.replies(query),
  );

  m.post(
    '/admin/review-replies/:id/decision',
    {
      summary: "Publishes or removes a partner's reply (by the review's id), with a reason",
      params: ZReviewParams,
      body: ZReviewDecisionBody,
      response: ZAdminReply,
      errors: { 404: M.replyNotFound, 409: 'The reply is already published or removed' },
    },
    ({ auth, params, body }) => admin.decideReply(params.id, body, actorOf(auth)),
  );

  m.get(
    '/admin/review-strikes',
    {
      summary: "Reviewers' strikes with their standing; `appeal=PENDING` lists the appeals waiting",
      query: ZAdminStrikesQuery,
      response: ZAdminStrikesPage,
    },
    ({ query }) => admin.strikes(query),
  );

  m.post(
    '/admin/review-strikes/:id/appeal-decision',
    {
      summary: "Decides a reviewer's appeal: GRANTED takes the strike back, REFUSED keeps it",
      params: ZReviewParams,
      body: ZAppealDecisionBody,
      response: ZAdminStrike,
      errors: { 404: M.strikeNotFound, 409: M.noAppeal },
    },
    ({ auth, params, body }) => admin.decideAppeal(params.id, body, actorOf(auth)),
  );
  return m;
}
