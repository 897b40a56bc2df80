// What the refunds area says.
import { defineMessages } from '../i18n';

export const REFUND_MESSAGES = defineMessages('refunds', {
  ticketIdsInvalid: 'ticketIds must be a list of ticket ids of this order',
  ticketIdsEmpty: 'Choose at least one ticket',
  ticketsNotInOrder: 'Some tickets are not tickets of this order',
  ticketsAlreadyCancelled: 'These tickets are already cancelled',
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
});
