// What the reviews area says.
import { REVIEW_RULES } from '../constants';
import { defineMessages } from '../i18n';

export const REVIEW_MESSAGES = defineMessages('reviews', {
  score: `Choose a score from ${REVIEW_RULES.scoreMin} to ${REVIEW_RULES.scoreMax}`,
  /** `label`: the subscore's name (REVIEW_SUBSCORE_LABELS). */
  subscore: `{label} must be a score from ${REVIEW_RULES.scoreMin} to ${REVIEW_RULES.scoreMax}, or left empty`,
  textRequired: 'Write a few words about the event',
  textTooLong: `Keep the review to ${REVIEW_RULES.textMax} characters`,
  replyRequired: 'Write your reply',
  replyTooLong: `Keep the reply to ${REVIEW_RULES.textMax} characters`,
  reasonRequired: 'Give the reason for the decision',
  reasonTooLong: `Keep the reason to ${REVIEW_RULES.reasonMax} characters`,
  appealRequired: 'Say why the removal should be taken back',
  decisionStatus: 'Status must be PUBLISHED or REMOVED',
  appealDecisionStatus: 'Status must be GRANTED or REFUSED',
  /** The strikes list's filter. */
  appealFilter: 'Appeal must be PENDING',
  reviewNotFound: 'Review not found',
  strikeNotFound: 'Strike not found',
  notAttended: 'Only attendees who were checked in at the event with a valid ticket can review it',
  notEnded: 'The event has not ended yet: reviews open when it is over',
  notRepeat:
    'Reviews are collected only for events that take place more than once, such as an annual conference, to help people decide about the next edition',
  windowClosed: `Reviews of this event closed ${REVIEW_RULES.windowMonths} months after it ended`,
  alreadyReviewed: 'You have already reviewed this event. To change your review, contact support.',
  partnerCannotReview: 'Organisers and their team members cannot write reviews',
  underAge: 'Reviewers must be over 18',
  suspended: 'Your reviewing is suspended after reviews of yours were removed. You can appeal from your account.',
  suspendedUntil: 'Your reviewing is suspended until {until} after reviews of yours were removed',
  replySuspended:
    'Your replying is suspended after content of yours was removed. You can appeal from the Reviews page.',
  replySuspendedUntil: 'Your replying is suspended until {until} after content of yours was removed',
  alreadyReplied: 'This review already has a reply',
  replyNotAllowed: 'Only published reviews can be replied to',
  /** `status`: the review's status (PENDING, PUBLISHED, REMOVED). */
  alreadyDecided: 'The review is already {status, select, PENDING {pending} PUBLISHED {published} other {removed}}',
  replyNotFound: 'Reply not found',
  reportReason: 'Choose a reason: OFFENSIVE, FALSE, ADVERTISING, PERSONAL_DATA or OTHER',
  alreadyReported: 'You have already reported this review',
  ownReview: 'You cannot report your own review',
  reported: 'Thank you: a moderator will read the review and decide whether it stays.',
  alreadyAppealed: 'This strike has already been appealed',
  appealDecided: 'This appeal has already been decided',
  noAppeal: 'This strike has no appeal waiting',
  editionNotFound: 'Choose an earlier event of your own',
  editionNotEarlier: 'The earlier edition must start before this event',
  editionItself: 'An event cannot be an edition of itself',
  published: 'Thank you: your review is published.',
  pending: 'Thank you: your review will be published once a moderator has read it.',
  replyPublished: 'Your reply is published.',
  replyPending: 'Your reply will be published once a moderator has read it.',
});

/** A review's subscores as forms and pages name them (read when shown). */
export const REVIEW_SUBSCORE_LABELS = defineMessages('reviews.subscores', {
  venue: 'Venue',
  content: 'Content',
  networking: 'Networking',
  staff: 'Staff',
  valueForMoney: 'Value for money',
});

/** What the automatic check found in a review's text, as the moderation queue names it. */
export const REVIEW_FLAG_LABELS = defineMessages('reviews.flags', {
  PROFANITY: 'Profanity',
  LINK: 'A link',
  EMAIL: 'An email address',
  PHONE: 'A phone number',
  ADVERTISING: 'Advertising',
  SPAM: 'Spam',
  REPEATED: 'Repeated text',
});

/** Why a reader reports a review, as the report dialog and the moderation queue name it. */
export const REVIEW_REPORT_REASON_LABELS = defineMessages('reviews.reportReasons', {
  OFFENSIVE: 'Offensive or abusive',
  FALSE: 'False or not a real experience',
  ADVERTISING: 'Advertising or spam',
  PERSONAL_DATA: 'Personal information',
  OTHER: 'Something else against the guidelines',
});
