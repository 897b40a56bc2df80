// What a partner's message to its event's ticket holders says around the partner's own words.
import { defineMessages } from '@pavilion/domain';

export const EVENT_MESSAGE_EMAIL_TEXT = defineMessages('email.eventMessages', {
  subject: '{event}: {subject}',
  hello: 'Hello {firstName},',
  signature: '{partner}, the organiser of {event}',
  seeEvent: 'See the event',
  why: 'You receive this because you hold a ticket for {event}. Reply to {partnerEmail} with any question.',
});
