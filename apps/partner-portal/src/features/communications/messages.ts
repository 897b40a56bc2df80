// What the communications page says: the message to an event's attendees and the messages sent.
import { defineMessages } from '@pavilion/domain';

export const COMMUNICATIONS_TEXT = defineMessages('partner.communications', {
  title: 'Communications',
  chooseEvent: 'Choose an event',
  sentTo: '{count, plural, one {Sent to # attendee} other {Sent to # attendees}}',
  notSentTryAgain: 'The message was not sent. Please try again.',
  formTitle: 'Write to the attendees of an event',
  lead: 'Every ticket holder gets an email, and attendees with an account a notification. At most {max} messages a day per event.',
  notSent: 'The message was not sent',
  event: 'Event',
  subject: 'Subject',
  message: 'Message',
  sending: 'Sending...',
  send: 'Send to attendees',
  messagesSent: 'Messages sent',
  sentAbout: 'Sent about',
  allEvents: 'All events',
  loading: 'Loading the messages sent',
  failed: 'Failed to fetch the messages',
  none: 'No messages sent yet.',
  pages: 'Message pages',
  sent: 'Sent',
  recipients: 'Recipients',
  sentBy: 'Sent by',
});
