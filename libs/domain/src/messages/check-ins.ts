// What the check ins area says.
import { CHECK_IN_CODE_MAX } from '../constants';
import { defineMessages } from '../i18n';

export const CHECK_IN_MESSAGES = defineMessages('checkIns', {
  codeOrTicket: 'Send the scanned code or the ticket number',
  notBoth: 'Send the scanned code or the ticket number, not both',
  codeRequired: 'The scanned code is empty',
  codeTooLong: `A scanned code is at most ${CHECK_IN_CODE_MAX} characters`,
  ticketIdInvalid: 'The ticket number must be the ticket id printed on the ticket',
  scannedAtInvalid: 'The scan time must be an ISO date and time with its offset, like 2026-06-10T09:15:00Z',
  checkedInInvalid: 'checkedIn must be true or false',
  formatInvalid: 'format must be json or csv',
  notCheckedIn: 'This ticket is not checked in',
  invalid: 'Not a ticket: this code was not issued by Pavilion',
  unknownTicket: 'Not a ticket: no ticket has this number',
  /** A ticket cancelled alone or with its whole order (without a day recorded: TICKET_STATE.cancelled); `when`: the day in the event's time zone. */
  cancelledOn: 'This ticket was cancelled on {when}',
  refunded: 'This ticket was cancelled and refunded',
  refundedOn: 'This ticket was cancelled on {when} and refunded',
  /** An order that never got paid (still waiting for payment, or its hold ran out). */
  unpaid: 'This ticket’s order is not paid',
  otherPartnersEvent: 'This ticket is for another organiser’s event',
  otherEvent: 'This ticket is for another event: {eventName}',
  /** A ticket bought to be named later: `buyer` is the order's buyer, who names it. */
  notNamed: 'This ticket has no attendee yet: its buyer, {buyer}, must name the attendee before it can be used',
  /** An older code of a ticket whose attendee was named or changed since. */
  replaced: 'This code no longer works: the ticket was passed to someone else, who has a new code',
  checkedIn: 'Checked in: {name}, {ticketType}',
  alreadyCheckedIn: '{name} was already checked in at {when} by {by}',
});

/** What the check-in page's camera and image scanner say when they cannot read a code. */
export const SCANNER_MESSAGES = defineMessages('checkIns.scanner', {
  noCamera: 'No camera can be used here. Choose a QR code image or find the attendee in the list.',
  cameraRefused: 'The camera could not be started (permission refused or in use elsewhere).',
  noCode: 'No QR code was found in this image. Try a sharper photo or find the attendee in the list.',
  unreadable: 'This file could not be read as an image.',
});
