// What a partner's message to its event's ticket holders says around the partner's own words.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../platform/stored-message';

export const EVENT_MESSAGE_EMAIL_TEXT = defineMessages('email.eventMessages', {
  subject: '{event}: {subject}',
  hello: 'Hello {firstName},',
  signature: '{partner}, the organiser of {event}',
  seeEvent: 'See the event',
  why: 'You receive this because you hold a ticket for {event}. Reply to {partnerEmail} with any question.',
});

/** The subject of the notification a partner's message leaves in the bell; its text is the partner's own. */
export const EVENT_MESSAGE_NOTIFICATION_TEXT = keptMessages(
  'api.notifications.eventMessages',
  defineMessages('api.notifications.eventMessages', {
    subject: '{event}: {subject}',
  }),
);
