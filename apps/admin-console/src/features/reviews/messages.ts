// What the console's moderation page says: the review queue, the replies waiting, strikes and appeals.
import { defineMessages } from '@pavilion/domain';
import { withPlaceholders } from '../../components/messages';

export const REVIEWS_TEXT = defineMessages('admin.reviews', {
  statusPending: 'Waiting (flagged)',
  statusPublished: 'Published',
  statusRemoved: 'Removed',
  waitDays:
    '{overdue, select, yes {Overdue: {days} of {target} business days} other {Waiting {days} of {target} business days}}',
  nothingDecided: 'Nothing was decided',
  decision: 'Decision',
  publish: 'Publish',
  remove: 'Remove',
  decisionReason: 'Reason (kept in the audit log)',
  egregious: 'Egregious content: suspend the reviewer at once',
  saveDecision: 'Save decision',
  editReview: 'Edit the review by {name}',
  notChanged: 'The review was not changed',
  scoreLabel: 'Score (1-10)',
  scoresLegend: 'Scores for parts of the event',
  reviewText: 'Review text',
  editReason: 'Reason for the edit (kept in the audit log)',
  saveChanges: 'Save changes',
  cancel: 'Cancel',
  reviewTitle: '{score}/10 for {event} by {name}',
  statusSubmitted:
    '{status, select, PENDING {Waiting (flagged)} PUBLISHED {Published} REMOVED {Removed} other {{status}}} · submitted {at}',
  found: 'Found: {flags}',
  decisionWas: 'Decision: {reason}',
  decideReview: 'Decide on the review by {name}',
  editForReviewer: 'Edit for the reviewer',
  changed: 'The review was changed for its reviewer.',
  reviewQueue: 'Review queue',
  status: 'Status',
  loadingReviews: 'Loading reviews',
  reviewsFailed: 'Reviews could not be loaded',
  noReviewWaiting: 'No review is waiting for a decision.',
  noReviews: 'No reviews.',
  reviewPages: 'Review pages',
  replyTitle: '{partner} replying on {event}',
  submitted: 'Submitted {at}',
  reviewQuote: 'Review: {text}',
  replyQuote: 'Reply: {text}',
  decideReply: 'Decide on the reply of {partner}',
  repliesWaiting: 'Replies waiting',
  loadingReplies: 'Loading replies',
  repliesFailed: 'Replies could not be loaded',
  noReplyWaiting: 'No reply is waiting for a decision.',
  replyPages: 'Reply pages',
  decideAppeal: 'Decide the appeal of {name}',
  appealDecision: 'Appeal decision',
  grant: 'Grant: take the strike back',
  refuse: 'Refuse: the removal stands',
  reason: 'Reason',
  decideAppealButton: 'Decide appeal',
  strikesAndAppeals: 'Strikes and appeals',
  onlyAppeals: 'Only appeals waiting',
  loadingStrikes: 'Loading strikes',
  strikesFailed: 'Strikes could not be loaded',
  noAppealWaiting: 'No appeal is waiting.',
  noStrikes: 'No strikes.',
  strikePages: 'Strike pages',
  strikeTitle:
    '{name} ({email}): {state, select, ACTIVE {Active} WARNED {Warned} SUSPENDED {Suspended} BANNED {Suspended until appeal} other {{state}}}',
  strikeTitleUntil:
    '{name} ({email}): {state, select, ACTIVE {Active} WARNED {Warned} SUSPENDED {Suspended} BANNED {Suspended until appeal} other {{state}}} until {until}',
  strikeLine: 'Review of {event} removed {at}: {reason}{egregious, select, yes { (egregious)} other {}}',
  appealLine:
    'Appeal ({status, select, PENDING {pending} GRANTED {granted} REFUSED {refused} other {{status}}}): {text}',
  title: 'Reviews',
  description: 'Flagged reviews and replies wait here; the target is a decision within 5 business days.',
});

export const waitDaysText = withPlaceholders<'overdue' | 'days' | 'target'>(REVIEWS_TEXT.waitDays);
export const strikeTitleText = withPlaceholders<'name' | 'email' | 'state'>(REVIEWS_TEXT.strikeTitle);
export const strikeTitleUntilText = withPlaceholders<'name' | 'email' | 'state' | 'until'>(
  REVIEWS_TEXT.strikeTitleUntil,
);
export const strikeLineText = withPlaceholders<'event' | 'at' | 'reason' | 'egregious'>(REVIEWS_TEXT.strikeLine);
export const statusSubmittedText = withPlaceholders<'status' | 'at'>(REVIEWS_TEXT.statusSubmitted);
