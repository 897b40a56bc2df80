// The administrators' moderation of reviews and partners' replies, support's edits of reviews, and
// reviewers' strikes with their appeals (GET/POST/PATCH /api/admin/reviews, /admin/review-replies,
// /admin/review-strikes).
import {
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
  ZAppealDecisionBody,
  ZReviewDecisionBody,
  ZReviewEditBody,
  ZReviewParams,
  API_PATHS,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { actorOf } from '../../../platform/audit';
import { AdminReviews } from './service';

export function adminReviewsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin reviews', access: 'admin' });
  const admin = new AdminReviews(db, now);

  m.get(
    API_PATHS.adminReviews,
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
    API_PATHS.adminReviewDecision,
    {
      summary: 'Publishes or removes a review, with a reason',
      description:
        'PUBLISHED from the queue; REMOVED from the queue or after publication. A removal is a strike against the reviewer: the first within 90 days is a warning, a second suspends reviewing for 14 days, a third suspends it and also blocks new registrations for 14 days (a sanction, shown on the person page of the console); `egregious: true` suspends it at once. The reviewer is notified. The rating is recomputed in the same transaction; the decision is in the audit log.',
      params: ZReviewParams,
      body: ZReviewDecisionBody,
      response: ZAdminReview,
      errors: { 404: M.reviewNotFound, 409: M.alreadyDecided({ status: 'PUBLISHED' }) },
    },
    ({ auth, params, body }) => admin.decide(params.id, body, actorOf(auth)),
  );

  m.patch(
    API_PATHS.adminReview,
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
    API_PATHS.adminReviewReplies,
    {
      summary: "Partners' replies to reviews: filter by status (PENDING is the queue)",
      query: ZAdminRepliesQuery,
      response: ZAdminRepliesPage,
    },
    ({ query }) => admin.replies(query),
  );

  m.post(
    API_PATHS.adminReviewReplyDecision,
    {
      summary: "Publishes or removes a partner's reply (by the review's id), with a reason",
      params: ZReviewParams,
      body: ZReviewDecisionBody,
      response: ZAdminReply,
      errors: { 404: M.replyNotFound, 409: M.alreadyDecided({ status: 'PUBLISHED' }) },
    },
    ({ auth, params, body }) => admin.decideReply(params.id, body, actorOf(auth)),
  );

  m.get(
    API_PATHS.adminReviewStrikes,
    {
      summary: "Reviewers' strikes with their standing; `appeal=PENDING` lists the appeals waiting",
      query: ZAdminStrikesQuery,
      response: ZAdminStrikesPage,
    },
    ({ query }) => admin.strikes(query),
  );

  m.post(
    API_PATHS.adminReviewStrikeAppealDecision,
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
