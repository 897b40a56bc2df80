// Reviews (the content guidelines): an attendee who was checked in reviews the event within 3 months
// of its end (score 1-10, optional subscores, text); the automatic check publishes clean text and sends
// flagged text to the moderation queue; the partner replies once; an administrator publishes or
// removes, and a removal is a strike against the reviewer. One contract for server and forms.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { businessDaysBetween } from '../admin/review-wait';
import { QUERY_MESSAGES, REVIEW_MESSAGES, REVIEW_SUBSCORE_LABELS } from '../messages';
import { REVIEW_RULES } from '../constants';

export const REVIEW_SUBSCORES = ['venue', 'content', 'networking', 'staff', 'valueForMoney'] as const;
export type TReviewSubscore = (typeof REVIEW_SUBSCORES)[number];

/** PENDING: flagged by the automatic check, waiting for a moderator. */
export const REVIEW_STATUSES = ['PENDING', 'PUBLISHED', 'REMOVED'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_FLAGS = ['PROFANITY', 'LINK', 'EMAIL', 'PHONE', 'ADVERTISING', 'SPAM', 'REPEATED'] as const;
export type TReviewFlag = (typeof REVIEW_FLAGS)[number];

/** Why a reader reports a review. */
export const REVIEW_REPORT_REASONS = ['OFFENSIVE', 'FALSE', 'ADVERTISING', 'PERSONAL_DATA', 'OTHER'] as const;
export type TReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** POST /api/reviews/{id}/reports: a signed-in reader reports a published review, once. */
export const ZReviewReportBody = z.strictObject({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: () => REVIEW_MESSAGES.reportReason }),
});
export type TReviewReportBody = z.output<typeof ZReviewReportBody>;
export const ZReviewReportAnswer = z.object({
  reviewId: z.number().int().positive(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  message: z.string(),
});
export type TReviewReportAnswer = z.infer<typeof ZReviewReportAnswer>;

const zScore = (message: () => string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(REVIEW_RULES.scoreMin, { error: message })
    .max(REVIEW_RULES.scoreMax, { error: message });

const zSubscore = (key: TReviewSubscore) =>
  zScore(() => REVIEW_MESSAGES.subscore({ label: REVIEW_SUBSCORE_LABELS[key] }))
    .nullable()
    .optional();

const zText = (required: () => string, tooLong: () => string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(REVIEW_RULES.textMax, { error: tooLong });

export const ZReviewSubscores = z.object({
  venue: z.number().int().nullable(),
  content: z.number().int().nullable(),
  networking: z.number().int().nullable(),
  staff: z.number().int().nullable(),
  valueForMoney: z.number().int().nullable(),
});
export type TReviewSubscores = z.infer<typeof ZReviewSubscores>;

/** POST /api/events/{id}/reviews, and the attendee's form. */
export const ZReviewBody = z.strictObject({
  score: zScore(() => REVIEW_MESSAGES.score),
  venue: zSubscore('venue'),
  content: zSubscore('content'),
  networking: zSubscore('networking'),
  staff: zSubscore('staff'),
  valueForMoney: zSubscore('valueForMoney'),
  text: zText(
    () => REVIEW_MESSAGES.textRequired,
    () => REVIEW_MESSAGES.textTooLong,
  ),
});
export type TReviewBody = z.output<typeof ZReviewBody>;
export type TReviewBodyInput = z.input<typeof ZReviewBody>;

export const ZReviewReplyBody = z.strictObject({
  text: zText(
    () => REVIEW_MESSAGES.replyRequired,
    () => REVIEW_MESSAGES.replyTooLong,
  ),
});
export type TReviewReplyBody = z.output<typeof ZReviewReplyBody>;

const zReason = z
  .string({ error: () => REVIEW_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: () => REVIEW_MESSAGES.reasonRequired })
  .max(REVIEW_RULES.reasonMax, { error: () => REVIEW_MESSAGES.reasonTooLong });

/** POST /api/admin/reviews/{id}/decision and /api/admin/review-replies/{id}/decision. */
export const ZReviewDecisionBody = z.strictObject({
  status: z.enum(['PUBLISHED', 'REMOVED'], { error: () => REVIEW_MESSAGES.decisionStatus }),
  reason: zReason,
  /** Removing egregious content suspends the author at once. */
  egregious: z.boolean().optional().default(false),
  /** REMOVED because its author asked support to withdraw it: no strike. */
  withdrawal: z.boolean().optional().default(false),
});
export type TReviewDecisionBody = z.output<typeof ZReviewDecisionBody>;
export type TReviewDecisionBodyInput = z.input<typeof ZReviewDecisionBody>;

/** PATCH /api/admin/reviews/{id}: support edits a submitted review for its reviewer. */
export const ZReviewEditBody = ZReviewBody.extend({ reason: zReason });
export type TReviewEditBody = z.output<typeof ZReviewEditBody>;
export type TReviewEditBodyInput = z.input<typeof ZReviewEditBody>;

/** The scores as a review form's selects hold them: '' for none. */
const zTypedScores = z.object({
  score: z.string(),
  ...(Object.fromEntries(REVIEW_SUBSCORES.map((key) => [key, z.string()])) as Record<TReviewSubscore, z.ZodString>),
});
type TTypedScores = z.output<typeof zTypedScores>;

/** The typed scores as a body takes them: the score (absent when none is chosen), each subscore or null. */
function readScores({ score, ...subscores }: TTypedScores) {
  const number = (text: string) => (text === '' ? null : Number(text));
  return {
    score: number(score) ?? undefined,
    ...(Object.fromEntries(REVIEW_SUBSCORES.map((key) => [key, number(subscores[key])])) as Partial<
      Record<TReviewSubscore, number | null>
    >),
  };
}

/** The attendee's review form, read into ZReviewBody. */
export const ZReviewForm = zTypedScores
  .extend({ text: z.string() })
  .transform(({ text, ...scores }) => ({ ...readScores(scores), text }))
  .pipe(ZReviewBody);
export type TReviewFormInput = z.input<typeof ZReviewForm>;

/** Support's edit of a review, read into ZReviewEditBody. */
export const ZReviewEditForm = zTypedScores
  .extend({ text: z.string(), reason: z.string() })
  .transform(({ text, reason, ...scores }) => ({ ...readScores(scores), text, reason }))
  .pipe(ZReviewEditBody);
export type TReviewEditFormInput = z.input<typeof ZReviewEditForm>;

export const ZAppealBody = z.strictObject({
  text: zText(
    () => REVIEW_MESSAGES.appealRequired,
    () => REVIEW_MESSAGES.textTooLong,
  ),
});
export type TAppealBody = z.output<typeof ZAppealBody>;

export const ZAppealDecisionBody = z.strictObject({
  status: z.enum(['GRANTED', 'REFUSED'], { error: () => REVIEW_MESSAGES.appealDecisionStatus }),
  reason: zReason,
});
export type TAppealDecisionBody = z.output<typeof ZAppealDecisionBody>;

/** PUT /api/partner/events/{id}/previous-edition: null ends the series link. */
export const ZPreviousEditionBody = z.strictObject({
  previousEditionId: ZId.nullable(),
});
export const ZPreviousEditionAnswer = z.object({
  eventId: ZId,
  previousEditionId: ZId.nullable(),
  /** The partner's events that start before this one: what it may name as the earlier edition. */
  candidates: z.array(z.object({ id: ZId, name: z.string(), startDateTime: ZIsoDateTime })),
});
export type TPreviousEditionAnswer = z.infer<typeof ZPreviousEditionAnswer>;

export const ZReviewParams = z.object({ id: ZIdFromString });

export const ZReply = z.object({
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  repliedAt: ZIsoDateTime,
});

/** A review as the event page shows it. */
export const ZPublicReview = z.object({
  id: ZId,
  score: z.number().int(),
  subscores: ZReviewSubscores,
  text: z.string(),
  reviewerName: z.string(),
  submittedAt: ZIsoDateTime,
  /** The edition reviewed: this event, or an earlier edition of it. */
  edition: z.object({ eventId: ZId, name: z.string(), startDateTime: ZIsoDateTime, isEarlier: z.boolean() }),
  /** The organiser's published reply. */
  reply: z.object({ text: z.string(), repliedAt: ZIsoDateTime }).nullable(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

export const EVENT_REVIEW_SORTS = ['submittedAt', 'score'] as const;
export const ZEventReviewsQuery = zListQuery({
  sorts: EVENT_REVIEW_SORTS,
  defaultSort: 'submittedAt',
  defaultDirection: 'desc',
  defaultPageSize: 10,
});
export type TEventReviewsQuery = z.output<typeof ZEventReviewsQuery>;
export type TEventReviewsQueryInput = z.input<typeof ZEventReviewsQuery>;

const ZSubscoreAverages = z.object({
  venue: z.number().nullable(),
  content: z.number().nullable(),
  networking: z.number().nullable(),
  staff: z.number().nullable(),
  valueForMoney: z.number().nullable(),
});

/** GET /api/events/{id}/reviews: a page of the reviews shown, with their average, count and subscores. */
export const ZEventReviewsPage = zPaged(ZPublicReview).extend({
  /** Average score 1-10 to one decimal; null without reviews. */
  average: z.number().nullable(),
  /** The card's rating: 0-5 stars to the nearest half. */
  rating: z.number().min(0).max(5).nullable(),
  count: z.number().int().nonnegative(),
  /** Average of each subscore over the reviews that gave it, to one decimal. */
  subscores: ZSubscoreAverages,
});
export type TEventReviewsPage = z.infer<typeof ZEventReviewsPage>;

/** The reviewer's own review, as the account shows it and POST answers it. */
export const ZMyReview = z.object({
  id: ZId,
  eventId: ZId,
  status: z.enum(REVIEW_STATUSES),
  score: z.number().int(),
  subscores: ZReviewSubscores,
  text: z.string(),
  submittedAt: ZIsoDateTime,
  /** Why a moderator removed it. */
  decisionReason: z.string().nullable(),
  message: z.string(),
});
export type TMyReview = z.infer<typeof ZMyReview>;

export const REVIEWER_STATES = ['ACTIVE', 'WARNED', 'SUSPENDED', 'BANNED'] as const;
export type TReviewerState = (typeof REVIEWER_STATES)[number];

export const ZStrike = z.object({
  id: ZId,
  reviewId: ZId,
  /** REPLY: the partner's reply to the review was removed, not the review. */
  content: z.enum(['REVIEW', 'REPLY']),
  eventName: z.string(),
  at: ZIsoDateTime,
  reason: z.string(),
  egregious: z.boolean(),
  appeal: z
    .object({
      text: z.string(),
      at: ZIsoDateTime,
      status: z.enum(['PENDING', 'GRANTED', 'REFUSED']),
      reason: z.string().nullable(),
      decidedAt: ZIsoDateTime.nullable(),
    })
    .nullable(),
});
export type TStrike = z.infer<typeof ZStrike>;

/**
 * Where a reviewer stands: ACTIVE, WARNED (one strike within 90 days), SUSPENDED (until
 * `suspendedUntil`: a second strike within 90 days) or BANNED (a third within 90 days, or egregious
 * content; until an appeal is granted).
 */
export const ZReviewerStanding = z.object({
  state: z.enum(REVIEWER_STATES),
  suspendedUntil: ZIsoDateTime.nullable(),
  strikes: z.array(ZStrike),
});
export type TReviewerStanding = z.infer<typeof ZReviewerStanding>;

/** One past registration the attendee may review, or has. */
export const ZReviewableEvent = z.object({
  eventId: ZId,
  eventName: z.string(),
  startDateTime: ZIsoDateTime,
  endDateTime: ZIsoDateTime,
  /** The last moment a review is accepted. */
  reviewableUntil: ZIsoDateTime,
  canReview: z.boolean(),
  /** Why not, in words, when canReview is false. */
  reason: z.string().nullable(),
  review: ZMyReview.nullable(),
});
export type TReviewableEvent = z.infer<typeof ZReviewableEvent>;

export const ZMyReviewsQuery = zListQuery({
  sorts: ['endDate'] as const,
  defaultSort: 'endDate',
  defaultDirection: 'desc',
  defaultPageSize: 10,
});
export type TMyReviewsQuery = z.output<typeof ZMyReviewsQuery>;
export type TMyReviewsQueryInput = z.input<typeof ZMyReviewsQuery>;
export const ZMyReviewsPage = zPaged(ZReviewableEvent).extend({ standing: ZReviewerStanding });
export type TMyReviewsPage = z.infer<typeof ZMyReviewsPage>;

const zStatusFilter = z
  .enum(REVIEW_STATUSES, { error: () => QUERY_MESSAGES.statusOneOf({ allowed: REVIEW_STATUSES.join(', ') }) })
  .optional();

/** The partner's reviews of its events. */
export const ZPartnerReviewsQuery = zListQuery({
  sorts: ['submittedAt', 'score'] as const,
  defaultSort: 'submittedAt',
  defaultDirection: 'desc',
  filters: { eventId: ZIdFromString.optional() },
});
export type TPartnerReviewsQuery = z.output<typeof ZPartnerReviewsQuery>;
export type TPartnerReviewsQueryInput = z.input<typeof ZPartnerReviewsQuery>;

export const ZPartnerReview = ZPublicReview.omit({ reply: true }).extend({
  event: z.object({ id: ZId, name: z.string() }),
  reply: ZReply.nullable(),
  canReply: z.boolean(),
});
export type TPartnerReview = z.infer<typeof ZPartnerReview>;
export const ZPartnerReviewsPage = zPaged(ZPartnerReview);
export type TPartnerReviewsPage = z.infer<typeof ZPartnerReviewsPage>;

export const ZReplyAnswer = z.object({ reviewId: ZId, reply: ZReply, message: z.string() });

/** How long flagged content has waited against the 5-business-day target. */
export const ZModerationWait = z.object({
  businessDays: z.number().int().nonnegative(),
  targetBusinessDays: z.number().int(),
  overdue: z.boolean(),
});
export type TModerationWait = z.infer<typeof ZModerationWait>;

export function moderationWait(since: Date, now: Date): TModerationWait {
  const waited = businessDaysBetween(since, now);
  const target = REVIEW_RULES.moderationTargetBusinessDays;
  return { businessDays: Math.floor(waited), targetBusinessDays: target, overdue: waited > target };
}

export const ZAdminReviewsQuery = zListQuery({
  sorts: ['submittedAt', 'score'] as const,
  defaultSort: 'submittedAt',
  defaultDirection: 'asc',
  filters: { status: zStatusFilter },
});
export type TAdminReviewsQuery = z.output<typeof ZAdminReviewsQuery>;
export type TAdminReviewsQueryInput = z.input<typeof ZAdminReviewsQuery>;

export const ZAdminReview = z.object({
  id: ZId,
  event: z.object({ id: ZId, name: z.string() }),
  reviewer: z.object({ personId: ZId.nullable(), name: z.string(), email: z.string().nullable() }),
  status: z.enum(REVIEW_STATUSES),
  score: z.number().int(),
  subscores: ZReviewSubscores,
  text: z.string(),
  flags: z.array(z.enum(REVIEW_FLAGS)),
  submittedAt: ZIsoDateTime,
  decidedAt: ZIsoDateTime.nullable(),
  decisionReason: z.string().nullable(),
  egregious: z.boolean(),
  /** While PENDING or reported: the wait against the target. */
  wait: ZModerationWait.nullable(),
  /** Readers' reports not yet decided: how many, and how many for each reason. */
  reports: z.object({
    count: z.number().int().nonnegative(),
    reasons: z.array(z.object({ reason: z.enum(REVIEW_REPORT_REASONS), count: z.number().int().positive() })),
  }),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;
export const ZAdminReviewsPage = zPaged(ZAdminReview);
export type TAdminReviewsPage = z.infer<typeof ZAdminReviewsPage>;

export const ZAdminRepliesQuery = zListQuery({
  sorts: ['submittedAt'] as const,
  defaultSort: 'submittedAt',
  defaultDirection: 'asc',
  filters: { status: zStatusFilter },
});
export type TAdminRepliesQueryInput = z.input<typeof ZAdminRepliesQuery>;
export const ZAdminReply = z.object({
  reviewId: ZId,
  event: z.object({ id: ZId, name: z.string() }),
  partnerName: z.string(),
  reviewText: z.string(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  flags: z.array(z.enum(REVIEW_FLAGS)),
  submittedAt: ZIsoDateTime,
  decisionReason: z.string().nullable(),
  wait: ZModerationWait.nullable(),
});
export type TAdminReply = z.infer<typeof ZAdminReply>;
export const ZAdminRepliesPage = zPaged(ZAdminReply);

export const ZAdminStrikesQuery = zListQuery({
  sorts: ['at'] as const,
  defaultSort: 'at',
  defaultDirection: 'desc',
  filters: {
    appeal: z.enum(['PENDING'], { error: () => REVIEW_MESSAGES.appealFilter }).optional(),
  },
});
export type TAdminStrikesQueryInput = z.input<typeof ZAdminStrikesQuery>;
export const ZAdminStrike = ZStrike.extend({
  reviewer: z.object({ personId: ZId, name: z.string(), email: z.string() }),
  standing: z.object({ state: z.enum(REVIEWER_STATES), suspendedUntil: ZIsoDateTime.nullable() }),
});
export type TAdminStrike = z.infer<typeof ZAdminStrike>;
export const ZAdminStrikesPage = zPaged(ZAdminStrike);
