// What the portal's shared components say: check-in counts, the event tool page, the selling steps,
// the agreement's signature, status badges, the lists' order date and the event picker.
import { defineMessages } from '@pavilion/domain';

export const COMPONENTS_TEXT = defineMessages('partner.components', {
  countsFailed: 'The counts could not be loaded',
  countsLoading: 'Loading the counts…',
  countsTotal: '{checkedIn} of {sold, number} checked in',
  countsCaption: 'Checked in by ticket type',
  ticketType: 'Ticket type',
  checkedIn: 'Checked in',
  sold: 'Sold',
  noTicketTypes: 'No ticket types.',
  toolTitle: '{tool}: {event}',
  loadingEvent: 'Loading the event',
  eventFailed: 'Error loading the event',
  verifyAddress: 'Verify your company address',
  signAgreement: 'Read and sign the partner agreement',
  stepsToDo: 'Steps to do before selling tickets',
  beforeSale: 'Before your tickets can go on sale',
  beforeSaleText:
    'Events are submitted for sale once your company address is verified and the partner agreement signed. Still to do:',
  signedOn: 'Signed on {date} by {firstName} {surname}.',
  signedOnFrom: 'Signed on {date} by {firstName} {surname} from {ipAddress}.',
  signAgain:
    'You signed version {signedVersion} on {date}. Version {currentVersion} is now in force; please read it and sign again.',
  cannotUndo: 'Once ticked, this cannot be undone: the time, your name and your network address are recorded.',
  signatureFailed: 'Your signature was not recorded',
  continue: 'Continue',
  status: '{status, select, DRAFT {DRAFT} PENDING {PENDING} APPROVED {APPROVED} REJECTED {REJECTED} other {{status}}}',
  searchingEvents: 'Searching...',
  eventsFailed: 'Your events could not be searched. Please try again.',
  noEvents: 'No events yet',
  noEventMatches: 'None of your events has this name',
  eventMatches: '{count, plural, one {# event} other {# events}}',
  eventMatchesOf: 'The newest {count} of {total} events: type part of a name to find another',
});
