// What the attendee's Reviews page says: past events, the review form, removed reviews and appeals.
import { defineMessages } from '@pavilion/domain';

export const REVIEWS_TEXT = defineMessages('marketplace.reviews', {
  // The review form
  reviewOf: 'Review of {event}',
  reviewNotSent: 'Your review was not sent',
  overallScore: 'Overall score (1-10)',
  chooseScore: 'Choose a score',
  subscoresLegend: 'Scores for parts of the event (optional)',
  yourReview: 'Your review',
  reviewHint: 'Reviews with links, email addresses, phone numbers or profanity are read by a moderator first.',
  submitReview: 'Submit review',
  // A past event
  ended: 'Ended {ended}',
  endedOpenUntil: 'Ended {ended} · reviews open until {until}',
  review:
    '<badge>{status, select, PUBLISHED {Published} PENDING {Waiting for a moderator} other {Removed}}</badge> <strong>{score}/10</strong> · {text}',
  removedByModerator: 'Removed by a moderator: {reason}',
  writeNewReview: 'Write a new review',
  writeReview: 'Write a review',
  // Removed reviews and appeals
  appealNotSent: 'Your appeal was not sent',
  appealForm: 'Appeal the removal of your review of {event}',
  appealWhy: 'Why should the removal be taken back?',
  sendAppeal: 'Send appeal',
  warned: 'A review of yours was removed. A second removal within 90 days suspends reviewing for two weeks.',
  suspendedUntil: 'Your reviewing is suspended until {date}.',
  banned: 'Your reviewing is suspended. You can appeal a removal below.',
  removedReviews: 'Removed reviews',
  standingTitle: 'Your standing as a reviewer',
  strike: '{event}, removed {date}: {reason}',
  appealState: 'Appeal {status, select, PENDING {waiting for a decision} GRANTED {granted} other {refused}}',
  appealStateReason:
    'Appeal {status, select, PENDING {waiting for a decision} GRANTED {granted} other {refused}}: {reason}',
  // The page
  title: 'Reviews',
  intro: 'Review the events you attended, within 3 months of their end. Reviews are shown for 36 months.',
  loadingPastEvents: 'Loading your past events',
  pastEventsNotLoaded: 'Your past events could not be loaded',
  noPastEvents: 'No past events yet',
  noPastEventsText: 'Events you attended show here once they are over.',
  findEvents: 'Find events',
  pastEventPages: 'Past event pages',
  pastEvents: 'Past events',
});

/** The key of a reviews message with tags, read through richMessage. */
export const reviewsKey = (name: keyof typeof REVIEWS_TEXT) => `marketplace.reviews.${name}`;
