// What an event's reviews page says: the series (earlier editions) and the reviews with their replies.
import { defineMessages } from '@pavilion/domain';

export const REVIEWS_TEXT = defineMessages('partner.reviews', {
  formerAttendee: 'Former attendee',
  tool: 'Reviews',
  title: 'Reviews of {event}',
  backToEvent: 'Back to the event',
  series: 'Series',
  seriesLead:
    'Mark this event as a new edition of an earlier event of yours: the reviews of earlier editions then show on its page and count in its rating.',
  seriesLoading: 'Loading the series',
  seriesFailed: 'The series could not be loaded',
  seriesSaved: 'Series saved',
  seriesNotSaved: 'The series was not saved',
  newEditionOf: 'New edition of',
  notNewEdition: 'Not a new edition',
  candidate: '{name} ({date})',
  saveSeries: 'Save series',
  whatAttendeesSaid: 'What attendees said',
  loading: 'Loading reviews',
  failed: 'Reviews could not be loaded',
  empty: 'No reviews yet. Attendees who were checked in are asked for one when the event ends.',
  pages: 'Review pages',
  replyStatus:
    '{status, select, PUBLISHED {Reply published} PENDING {Reply waiting for a moderator} other {Reply removed by a moderator}}',
  scoreFrom: '{score}/10 from {name}',
  subscore: '{label} {score}/10',
  replyTo: 'Reply to {name}',
  replyNotSent: 'Your reply was not sent',
  yourReplyTo: 'Your reply to {name}',
  replyHint: "You can reply once. Replies are shown under the review on your event's page.",
  sendReply: 'Send reply',
});
