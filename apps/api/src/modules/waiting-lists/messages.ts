// What the waiting-list offer email says.
import { defineMessages } from '@pavilion/domain';

export const WAITING_LIST_EMAIL_TEXT = defineMessages('email.waitingLists', {
  subject: 'Tickets for {event} are held for you',
  preview: '{count, plural, one {# ticket} other {# tickets}} of {ticketType} held for you until {until}',
  heading: 'Your turn on the waiting list',
  hello: 'Hello {firstName},',
  seatsBack:
    'Seats came back for {event} and you are next on the waiting list: {count, plural, one {# ticket} other {# tickets}} of {ticketType} are held for you.',
  heldUntil: 'They are held for you until {until}. After that they go to the next person in line.',
  buy: 'Buy your tickets',
  why: 'You get this email because you joined the waiting list of this ticket type.',
  closedSubject: 'The waiting list for {event} has closed',
  closedPreview: '{event} was cancelled, so its waiting list has closed',
  closedHeading: 'The event was cancelled',
  closedBody:
    '{event} was cancelled by its organiser, so its waiting list has closed and your place for {count, plural, one {# ticket} other {# tickets}} of {ticketType} has ended. {offered, select, yes {The tickets held for you can no longer be bought.} other {}} Nothing was charged.',
  closedReason: 'The organiser gave this reason: {reason}',
});
