// Reviews: the event page's reviews, an attendee writing one, their past registrations and strikes;
// the partner's reviews, replies and series link. The administrators' moderation, support's edits and
// the strikes' appeals are routes of modules/admin/reviews.
import {
  REVIEW_MESSAGES as M,
  ZAppealBody,
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
  ZReviewParams,
  ZReviewReplyBody,
  ZReviewerStanding,
  ZStrike,
  ZReviewReportAnswer,
  ZReviewReportBody,
  API_PATHS,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule, type ApiModule } from '../../platform/route';
import { PartnerReviews } from './partner.service';
import { EventReviews } from './read-model';
import { ReviewReports } from './reports.service';
import { AttendeeReviews } from './service';

export function reviewsModules(ctx: ModuleContext): ApiModule[] {
  return [attendeeReviewsModule(ctx), partnerReviewsModule(ctx)];
}

function attendeeReviewsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Reviews', access: 'attendee' });
  const mine = (personId: number) => new AttendeeReviews(db, personId, now);

  m.get(
    API_PATHS.eventReviews,
    {
      summary: "The reviews an event's page shows, a page at a time, with their average, count and subscores",
      description:
        "Published reviews of the event and of its earlier editions (a partner marks an event as a new edition of an earlier one), written while the event's current organiser owned the edition reviewed, for 36 months after they were written. `average` is the mean score 1-10 to one decimal, `rating` the card's 0-5 stars to the nearest half; `subscores` average each subscore over the reviews that gave it. Sorted by `submittedAt` (newest first by default) or `score`. Each review carries the edition it is about and the organiser's published reply.",
      access: 'public',
      params: ZReviewParams,
      query: ZEventReviewsQuery,
      response: ZEventReviewsPage,
      errors: { 404: NOT_FOUND.event },
    },
    ({ params, query }) => new EventReviews(db, now).page(params.id, query),
  );

  m.post(
    API_PATHS.eventReviews,
    {
      summary: 'Writes a review of an event the attendee was checked in at',
      description:
        'Score 1-10, optional subscores (venue, content, networking, staff, valueForMoney; 1-10 or null) and text. Accepted from an attendee over 18 whose valid ticket of a paid order was checked in, between the end of the event and 3 months after it; one per attendee and event (a removed review may be written again; changes go through support). Organisers and their team members cannot review, nor can a reviewer whose reviewing is suspended. The text is checked automatically: clean text is PUBLISHED at once (and counts in the rating), text with profanity, a link, an email address or a phone number is PENDING until a moderator decides.',
      params: ZReviewParams,
      body: ZReviewBody,
      response: ZMyReview,
      status: 201,
      errors: {
        403: `${M.notAttended}; ${M.partnerCannotReview}; ${M.underAge}; ${M.suspended}; ${M.suspendedUntil({ until: '…' })}`,
        404: NOT_FOUND.event,
        409: `${M.notEnded}; ${M.windowClosed}; ${M.alreadyReviewed}`,
      },
    },
    ({ auth, params, body }) => mine(auth.personId).submit(params.id, body),
  );

  m.get(
    API_PATHS.myReviews,
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
    API_PATHS.reviewStrikeAppeal,
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

  m.post(
    API_PATHS.reviewReports,
    {
      summary: 'Reports a published review to the moderators, with a reason',
      description:
        'A signed-in reader reports a review shown on an event page once, with a reason: OFFENSIVE, FALSE, ADVERTISING, PERSONAL_DATA or OTHER. The review stays shown and joins the moderation queue (`GET /api/admin/reviews?status=PENDING`) with its open reports counted by reason, until a moderator keeps it (PUBLISHED) or removes it; either closes the reports.',
      params: ZReviewParams,
      body: ZReviewReportBody,
      response: ZReviewReportAnswer,
      status: 201,
      errors: { 404: M.reviewNotFound, 409: `${M.alreadyReported}; ${M.ownReview}` },
    },
    ({ auth, params, body }) => new ReviewReports(db, auth.personId, now).report(params.id, body),
  );
  return m;
}

function partnerReviewsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Partner reviews', access: 'partner' });
  const ours = (partnerId: number | null) => new PartnerReviews(db, partnerId!, now);
  /** Reading and setting the series link answer alike: the event's link and the events it may name. */
  const previousEdition = {
    params: ZReviewParams,
    response: ZPreviousEditionAnswer,
    errors: { 404: NOT_FOUND.event },
  };

  m.get(
    API_PATHS.partnerReviews,
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
    API_PATHS.partnerReviewReply,
    {
      summary: 'Replies to a review of one of the partner’s events',
      description:
        "Once per published review (a reply a moderator removed may be written again). Checked like reviews: clean text is PUBLISHED, flagged text PENDING until a moderator decides. Refused (403) while the team member's account is suspended after removed replies.",
      params: ZReviewParams,
      body: ZReviewReplyBody,
      response: ZReplyAnswer,
      status: 201,
      errors: {
        403: `${M.replySuspended}; ${M.replySuspendedUntil({ until: '…' })}`,
        404: M.reviewNotFound,
        409: `${M.alreadyReplied}; ${M.replyNotAllowed}`,
      },
    },
    ({ auth, params, body }) => ours(auth.partnerId).reply(params.id, body.text, auth.personId),
  );

  m.get(
    API_PATHS.partnerReviewStanding,
    {
      summary: 'The team member’s own strikes (removed replies), their appeals and the suspension they caused',
      description:
        'The signed-in team member’s standing, as an attendee’s is worked out: `state` ACTIVE, WARNED (one strike within 90 days), SUSPENDED (until `suspendedUntil`: a second within 90 days) or BANNED (a third, or egregious content: until an appeal is granted), and every strike newest first with its appeal. Their own only: another member’s strikes are never answered.',
      response: ZReviewerStanding,
    },
    ({ auth }) => new AttendeeReviews(db, auth.personId, now).standing(),
  );

  m.post(
    API_PATHS.partnerReviewStrikeAppeal,
    {
      summary: 'Appeals a strike against the team member (a removed reply)',
      description:
        'Partner replies follow the same steps as reviews: a removed reply is a strike against the team member who wrote it, a second within 90 days suspends their account for two weeks and a third with no automatic end. Once per strike; an administrator grants it (the reply is shown again and the suspension it caused lifted) or refuses it.',
      params: ZReviewParams,
      body: ZAppealBody,
      response: ZStrike,
      errors: { 404: M.strikeNotFound, 409: M.alreadyAppealed },
    },
    ({ auth, params, body }) => new AttendeeReviews(db, auth.personId, now).appeal(params.id, body),
  );

  m.get(
    API_PATHS.partnerEventPreviousEdition,
    {
      summary: 'Which earlier event this one is a new edition of, and the events it may name',
      ...previousEdition,
    },
    ({ auth, params }) => ours(auth.partnerId).previousEdition(params.id),
  );

  m.put(
    API_PATHS.partnerEventPreviousEdition,
    {
      summary: 'Marks the event as a new edition of an earlier event of the partner’s (or ends the link with null)',
      description:
        "The reviews of the earlier editions then show on this event's page and count in its rating, as long as both stay with this partner. The earlier edition must be the partner's own and start before this event.",
      ...previousEdition,
      body: ZPreviousEditionBody,
    },
    ({ auth, params, body }) => ours(auth.partnerId).setPreviousEdition(params.id, body.previousEditionId),
  );
  return m;
}
