// What the refunds area says.
import { defineMessages } from '../i18n';

export const REFUND_MESSAGES = defineMessages('refunds', {
  ticketIdsInvalid: 'ticketIds must be a list of ticket ids of this order',
  ticketIdsEmpty: 'Choose at least one ticket',
  ticketsNotInOrder: 'Some tickets are not tickets of this order',
  /** `count`: how many of the tickets asked for are cancelled already. */
  ticketsAlreadyCancelled:
    '{count, plural, one {This ticket is already cancelled} other {These tickets are already cancelled}}',
  orderNotPaid: 'Only a paid order can be cancelled or refunded',
  eventStarted: 'The event has started: its tickets can no longer be cancelled',
  reasonRequired: 'Please give a reason for the refund',
  amountInvalid: 'The amount must be a number of at least 0 with at most the currency’s decimals',
  amountTooHigh: 'The refund can be at most {max}, what remains refundable on this order',
  nothingToRefund: 'Nothing remains to cancel or refund on this order',
  refundFilter: 'Status must be one of: waiting, failed, requested, refunded, all',
  /** Beside a ticket type's policy on the event page: the ticket keeps the periods it is bought under. */
  policyKept: 'Tickets bought now keep this policy, even if the organiser changes it later.',
});

/** A refund's state in words, as buyers, partners and support read it (refundState). */
export const REFUND_STATE_TEXT = defineMessages('refunds.state', {
  refundedOn: 'refunded on {date}',
  /** `time`: the date and time of the next attempt. */
  failedRetryingAt: 'failed, retrying at {time}',
  failedRetrying: 'failed, retrying',
  requested: 'requested',
  /** A bank transfer's refund waiting for the buyer to say which account to pay it to. */
  awaitingAccount: 'waiting for your bank account',
  awaitingAccountSupport: 'waiting for the buyer’s bank account',
  /** A bank transfer's refund in the finance team's next transfer file. */
  toPayBack: 'to be paid back by bank transfer',
  refundedByTransferOn: 'paid back by bank transfer on {date}',
});

/** A bank transfer's refund: the buyer's account to pay it to, and the finance team's transfer file. */
export const TRANSFER_REFUND_MESSAGES = defineMessages('refunds.transfer', {
  accountHolderRequired: 'Please enter the name of the account holder',
  bicInvalid: 'The BIC must be 8 or 11 letters and digits (for example DEUTDEFF)',
  noRefundAwaitingAccount: 'No refund of this order is waiting to be paid back by bank transfer',
  refundIdsInvalid: 'refundIds must be a list of 1 to 500 refund ids',
  notToPayBack: 'Only refunds waiting to be paid back can be exported or recorded as sent: {ids}',
  sepaEurosOnly: 'A SEPA credit transfer file carries euros only: choose transfers in EUR',
  nothingToExport: 'No transfer in EUR is waiting to be paid back',
  transferFilter: 'Status must be one of: to_pay_back, awaiting_account, sent, all',
  currencyFilter: 'Currency must be a three-letter currency code such as EUR',
});

/**
 * A cancellation policy's periods in words (cancellationTermsInWords): the first refund in full words,
 * each later one shortly, `percent` 0 saying nothing comes back.
 */
export const CANCELLATION_TERMS_TEXT = defineMessages('refunds.terms', {
  noRefund: 'No refund if you cancel',
  firstOnTheDay: '{percent, number}% back on the day of the event',
  firstDaysBefore: '{percent, number}% back {to, plural, one {# day} other {# days}} before the event',
  firstUntilTheDay:
    '{percent, number}% back from {from, plural, one {# day} other {# days}} before until the day of the event',
  firstFromUntil:
    '{percent, number}% back from {from, number} until {to, plural, one {# day} other {# days}} before the event',
  laterOnTheDay: '{percent, plural, =0 {nothing} other {#%}} on the day of the event',
  laterDaysBefore: '{percent, plural, =0 {nothing} other {#%}} {to, plural, one {# day} other {# days}} before',
  laterUntilTheDay: '{percent, plural, =0 {nothing} other {#%}} until the day of the event',
  laterUntil: '{percent, plural, =0 {nothing} other {#%}} until {to, plural, one {# day} other {# days}}',
  thenNothing: 'then nothing',
  /** A ticket type's line before paying (`terms`: the periods in words). */
  line: 'Cancellation ({policy}): {terms}.',
  lineNoPolicy: 'Cancellation: {terms}.',
});

/** What changed in an event, as its buyers' offer says it (`what`: the changes joined by '_' in their order). */
export const CHANGE_OFFER_TEXT = defineMessages('refunds.changeOffer', {
  changes:
    '{what, select, date {date} venue {venue} attendance {attendance} date_venue {date and venue} date_attendance {date and attendance} venue_attendance {venue and attendance} date_venue_attendance {date, venue and attendance} other {details}}',
  offer:
    'The organiser changed the {what, select, date {date} venue {venue} attendance {attendance} date_venue {date and venue} date_attendance {date and attendance} venue_attendance {venue and attendance} date_venue_attendance {date, venue and attendance} other {details}} of this event.',
});

/** An attendance type as a sentence ends ('It is now online'), by attendance type 1, 2 or 3. */
export const ATTENDANCE_WORDS = defineMessages('refunds.attendance', {
  inPerson: 'in person',
  online: 'online',
  both: 'in person and online',
});
