// What the buyer's emails after the sale say: a cancellation confirmed, a refund sent, an event cancelled.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../platform/stored-message';

export const REFUND_EMAIL_TEXT = defineMessages('email.refunds', {
  hello: 'Hello {firstName},',
  seeOrder: 'See your order',
  cancelledSubject: 'Cancellation confirmed for {event}',
  cancelledPreview: 'Cancellation confirmed: {count, plural, one {# ticket} other {# tickets}} for {event}',
  cancelledHeading: 'Your cancellation is confirmed',
  cancelledWhat: 'We have cancelled {count, plural, one {# ticket} other {# tickets}} of order {orderId} for {event}:',
  ticketFor: '{ticketType} for {attendee}',
  ticketNotNamed: '{ticketType}, not named yet',
  noLongerValid:
    '{count, plural, one {This ticket is no longer valid and its QR code} other {These tickets are no longer valid and their QR codes}} will not be accepted at the entrance.',
  refundOnItsWay:
    'A refund of {amount} is on its way to the card you paid with. We will email you when it is sent; it usually shows within 5 working days.',
  noRefund:
    'The cancellation policy gives no refund for {count, plural, one {this ticket} other {these tickets}} at this time.',
  sentSubject: 'Refund sent: {amount} for {event}',
  sentPreview: '{amount} refunded for {event}',
  sentHeading: 'Your refund has been sent',
  sentBody: 'We have sent {amount} back to the card you paid order {orderId} with, on {date}.',
  sentDelay: 'Depending on your bank it can take up to 5 working days to appear on your statement.',
  // An order paid by bank transfer is paid back by transfer to an account the buyer names.
  transferRefundOnItsWay:
    'You paid by bank transfer, so we pay {amount} back by bank transfer too. We will email you to ask for the account to send it to.',
  transferSentBody:
    'We have sent {amount} for order {orderId} by bank transfer to the account ending {last4} ({holder}), on {date}.',
  transferSentDelay: 'A transfer usually reaches the account within 1 to 2 working days.',
  accountSubject: 'Your refund of {amount} for {event}: which account should we pay it to?',
  accountPreview: 'Tell us the bank account for your refund of {amount}',
  accountHeading: 'Where should we send your refund?',
  accountWhy:
    'You paid order {orderId} for {event} by bank transfer, so we pay your refund of {amount} back by bank transfer, not to a card.',
  accountAsk:
    'Please give us the IBAN and the account holder’s name on your order’s page. Our finance team sends refunds by transfer every working day, so the money usually reaches you within {days, plural, one {# working day} other {# working days}} after you give the account.',
  accountAction: 'Give the account for the refund',
  toPayBackSubject: 'Your refund of {amount} for {event} will be sent by bank transfer',
  toPayBackPreview: '{amount} will be paid back to the account ending {last4}',
  toPayBackHeading: 'Your refund will be sent by bank transfer',
  toPayBackBody:
    'We are paying {amount} for order {orderId} back by bank transfer to the account you gave us before, ending {last4} ({holder}). It usually reaches you within {days, plural, one {# working day} other {# working days}}; we will email you when it is sent.',
});

export const EVENT_CANCELLED_EMAIL_TEXT = defineMessages('email.eventCancellation', {
  subject: '{event} was cancelled',
  preview: '{event} was cancelled by its organiser',
  heading: 'Your event was cancelled',
  organiserSays: 'The organiser of {event} has cancelled the event, with this message:',
  ticketsVoid: 'Your {count, plural, one {# ticket} other {# tickets}} ({tickets}) are no longer valid.',
  nothingToRefund: 'Nothing remains to refund on order {orderId}.',
  refundRest:
    'You had already been refunded {before} for order {orderId}. Because the event will not take place, we are refunding the remaining {amount}, so you get back everything you paid, to the card you paid with. We will email you when it is sent; it usually shows within 5 working days.',
  refundAll:
    'We are refunding {amount}, everything you paid for order {orderId}, to the card you paid with. We will email you when it is sent; it usually shows within 5 working days.',
  refundRestByTransfer:
    'You had already been refunded {before} for order {orderId}. Because the event will not take place, we are refunding the remaining {amount}, so you get back everything you paid. You paid by bank transfer, so we pay it back by bank transfer: we will email you to ask for the account to send it to.',
  refundAllByTransfer:
    'We are refunding {amount}, everything you paid for order {orderId}. You paid by bank transfer, so we pay it back by bank transfer: we will email you to ask for the account to send it to.',
});

export const CHANGE_OFFER_EMAIL_TEXT = defineMessages('email.changeOffers', {
  subject: 'New {what}: {event}. You may cancel with a full refund',
  preview: 'The organiser changed the {what} of {event}.',
  heading: '{event} has a new {what}',
  changed: 'The organiser changed the {what} of {event}, which you have tickets for.',
  startsAt: 'It now starts {start}.',
  heldAt: 'It is now held at {venue}.',
  attendance: 'It is now {attendance}.',
  stillValid:
    'Your registration stays valid for the changed event. If it no longer suits you, you may cancel it with a full refund of what you paid, whatever the cancellation policy says, until {until}.',
  keepOrCancel: 'Keep or cancel my registration',
  why: 'You get this because you bought tickets for this event on Pavilion (Customer terms, B2).',
});

/** The buyer's notifications after the sale, read in its reader's language when read. */
export const REFUND_NOTIFICATION_TEXT = keptMessages(
  'api.notifications.refunds',
  defineMessages('api.notifications.refunds', {
    cancelledSubject: 'Cancellation confirmed',
    cancelledWithRefund: '{count, plural, one {# ticket} other {# tickets}} for {event} cancelled. Refund: {amount}.',
    cancelledNoRefund: '{count, plural, one {# ticket} other {# tickets}} for {event} cancelled. No refund applies.',
    sentSubject: 'Refund sent',
    sentText: '{amount} for {event} is on its way back to your card.',
    transferSentText: '{amount} for {event} was sent by bank transfer to your account.',
    cancelledWithRefundTransfer: '{amount} for {event} will be paid back by bank transfer to the account you gave.',
    accountSubject: 'Bank account needed for your refund',
    toPayBackSubject: 'Refund by bank transfer',
    accountText: 'Tell us where to send {amount} for {event}: give the account on your order’s page.',
    eventCancelledSubject: 'Event cancelled',
    eventCancelledText: '{event} was cancelled by its organiser.',
    eventCancelledWithRefund: '{event} was cancelled by its organiser. Refund: {amount}.',
    changeOfferSubject: '{event} has a new {what}',
    changeOfferText: 'You may cancel with a full refund until {until}.',
  }),
);
