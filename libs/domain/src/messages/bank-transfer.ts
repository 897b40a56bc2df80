// Paying by bank transfer: the refusals, and what the order and the emails say about it.
import { defineMessages } from '../i18n';

export const BANK_TRANSFER_MESSAGES = defineMessages('bankTransfer', {
  enabledInvalid: 'Say whether buyers may pay by bank transfer (true or false)',
  untilDaysInvalid: 'The last day to choose a bank transfer is a whole number of days before the start, from 1 to 90',
  noteInvalid: 'The note must be text',
  noteLong: 'The note can be at most 200 characters',
  formatInvalid: 'Choose the statement format: csv or camt053',
  contentRequired: "Paste or upload the statement's content",
  contentTooLong: 'The statement is too large: import at most 2,000,000 characters at a time',
  notAllowed: 'This event does not take bank transfers: please pay by card',
  tooLate: 'Bank transfers for this event had to be chosen by {date}: please pay by card',
  notPending: 'This order is no longer waiting for its payment',
  reservationExpired: 'Your reservation has expired. Please start again.',
  notAwaiting: 'This order is not awaiting a bank transfer',
  eventCancelled: 'The event was cancelled: this order cannot be paid any more',
  notTransfer: 'This order is not paid by bank transfer',
  statementUnreadable: 'The statement could not be read as {format}: {detail}',
  receivedInFuture: 'The day the money arrived cannot be in the future',
});
