// What the event form says about changes of attendee: until when a ticket may be given to someone else.
import { defineMessages } from '@pavilion/domain';

export const ATTENDEE_CHANGES_FORM_TEXT = defineMessages('partner.eventForm.attendeeChanges', {
  legend: 'Changes of attendee',
  hours: 'Until how many hours before the start',
  hint: 'Until then, a ticket’s buyer or its attendee can give the ticket to someone else, who gets a new QR code; the old one stops working. 0 allows changes until the start. Tickets bought to be named later can be named until the event ends.',
});
