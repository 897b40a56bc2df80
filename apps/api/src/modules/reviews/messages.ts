// What the review questionnaire email says to an attendee after the event.
import { defineMessages } from '@pavilion/domain';

export const REVIEW_EMAIL_TEXT = defineMessages('email.reviews', {
  subject: 'How was {event}? Review it on Pavilion',
  heading: 'How was {event}?',
  hello: 'Hello {firstName},',
  thanks:
    'Thank you for coming to {event}. Other buyers choose their events by what attendees say: a score from 1 to 10 and a few words take a minute.',
  window: 'Reviews are open for {months} months after the event. Sign in with this email address to write yours.',
  write: 'Write a review',
});
