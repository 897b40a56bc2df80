// What the partner's order page says about the order's changes of attendee.
import { defineMessages } from '@pavilion/domain';

export const ATTENDEE_CHANGES_TEXT = defineMessages('partner.attendeeChanges', {
  title: 'Changes of attendee',
  caption: 'Tickets named after checkout and attendees changed, newest first',
  loading: 'Loading the changes of attendee',
  failed: 'The changes of attendee could not be loaded',
  pages: 'Changes of attendee pages',
  when: 'When',
  ticket: 'Ticket',
  ticketValue: '{ticketType} ({ticketId})',
  from: 'From',
  to: 'To',
  by: 'By',
  change: 'Change',
  changeName: '{change, select, named {Named} other {Changed}}',
  notNamed: 'Not named yet',
  person: '{name} ({email})',
  byWhom: '{by, select, buyer {the buyer, {name}} holder {the attendee, {name}} other {{name}, through the link}}',
});
