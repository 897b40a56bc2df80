// What naming a ticket later and changing its attendee say: the checkout's rows, the assign link, the
// buyer's and the holder's change, and the partner's cutoff. The server and the forms say the same words.
import { ATTENDEE_CHANGE_CUTOFF_HOURS_MAX } from '../constants';
import { defineMessages } from '../i18n';

export const TICKET_HOLDER_MESSAGES = defineMessages('ticketHolders', {
  /** A checkout row marked "name later" that still carries attendee details. */
  nameLaterWithDetails:
    'A ticket named later has no attendee details yet: leave its name, email, company and job title empty, or name the attendee now',
  nameLaterInvalid: 'Say whether this ticket is named later with true or false',
  /** The attendee shown where a ticket has none yet (lists, CSV, emails). */
  notNamedYet: 'Not named yet',
  linkInvalid: 'This link is not valid. Check that you copied the whole link from the email or message you received.',
  linkUsed:
    'This link was used already: the ticket has its attendee. Ask the person who sent it to you if you need it changed.',
  orderNotPaid: 'Attendees can be named once the order is paid',
  eventOver: 'This event is over',
  /** `until`: the cutoff in the event's time zone; `hours`: how many hours before the start it falls. */
  changesClosed:
    'The attendee can no longer be changed: the organiser allows changes until {hours, plural, =0 {the event starts} one {# hour before the start} other {# hours before the start}} ({until})',
  checkedIn: 'This ticket was used to enter the event already: its attendee can no longer be changed',
  nothingChanged: 'These are the attendee’s details already: nothing to change',
  cutoffHoursInvalid: `Enter a whole number of hours from 0 to ${ATTENDEE_CHANGE_CUTOFF_HOURS_MAX}`,
});
