// What naming tickets later and changing attendees send: the email to an attendee whose ticket went to
// someone else, the buyer's reminders while tickets are not named, the buyer's notification when a
// colleague named a ticket through its link, and the audit log's summaries.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../platform/stored-message';

export const TICKET_HOLDER_EMAIL_TEXT = defineMessages('email.ticketHolders', {
  passedOnSubject: 'Your ticket for {event} has a new attendee',
  passedOnPreview: 'Your {ticketType} ticket for {event} was passed to someone else',
  passedOnHeading: 'Your ticket was passed on',
  hello: 'Hello {firstName},',
  passedOn:
    'The {ticketType} ticket for {event} that was yours now has another attendee, who has been sent a new QR code.',
  codeStopped: 'The QR code you were sent no longer works at the entrance.',
  passedOnWhy: 'If you did not expect this, please contact the person who booked the ticket: {buyer}.',
  viewEvent: 'View the event',
  reminderSubject:
    '{count, plural, one {# ticket} other {# tickets}} for {event} {count, plural, one {is} other {are}} not named yet',
  reminderPreview: '{event} starts {start}: name your attendees',
  reminderHeading: 'Who is coming?',
  reminderBody:
    '{event} starts {start}. {count, plural, one {# ticket} other {# tickets}} of your order {count, plural, one {has} other {have}} no attendee yet, and a ticket without one cannot be used at the entrance.',
  reminderHow: 'Name the attendees on your order, or send each colleague their link to fill in their own details:',
  reminderLink: '{ticketType}: {url}',
  reminderAction: 'Name your attendees',
  reminderWhy: 'You get this email because you bought tickets to be named later.',
});

/** The buyer's bell when a colleague named a ticket through its link, or a holder changed its attendee. */
export const TICKET_HOLDER_NOTIFICATION_TEXT = keptMessages(
  'api.notifications.ticketHolders',
  defineMessages('api.notifications.ticketHolders', {
    namedSubject: 'A ticket was named',
    namedText:
      '{attendee} named their {ticketType} ticket for {event} through the link you sent. Their ticket is on its way by email.',
    changedSubject: 'An attendee was changed',
    changedText: 'The {ticketType} ticket for {event} now belongs to {attendee}, changed by the attendee before.',
  }),
);

/** The audit log's summaries of a change of attendee (an entry of the order). */
export const TICKET_HOLDER_AUDIT_TEXT = keptMessages(
  'api.audit.ticketHolders',
  defineMessages('api.audit.ticketHolders', {
    named: '{ticketType} ticket named for {attendee}',
    changed: '{ticketType} ticket passed from {from} to {to}',
  }),
);
