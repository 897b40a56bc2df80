// What the bank transfer emails say: the invoice to pay, and the order cancelled unpaid.
import { defineMessages } from '@pavilion/domain';

export const TRANSFER_EMAIL_TEXT = defineMessages('email.bankTransfer', {
  subject: 'Your invoice for {event}: please pay by {date}',
  preview: 'Pay {amount} by bank transfer by {date} with the reference {reference}.',
  heading: 'Your invoice is attached',
  hello: 'Hello {firstName},',
  held: 'Your {count, plural, one {seat is} other {# seats are}} held for {event} until {date}. Your tickets are sent as soon as your transfer arrives.',
  amount: 'Amount: {amount}',
  reference: 'Payment reference (please quote it): {reference}',
  account: 'Account: {name}, IBAN {iban}, BIC {bic}',
  view: 'View your order',
  note: 'Without a transfer by {date} the order is cancelled and the seats go back on sale.',
  expiredSubject: 'Your order for {event} was cancelled',
  expiredPreview: 'No transfer arrived by {date}.',
  expiredHeading: 'Your order was cancelled',
  expiredBody:
    'No bank transfer of {amount} with the reference {reference} arrived by {date}, so your order for {event} was cancelled and its seats went back on sale. A credit note cancels its invoice.',
  expiredCancelled:
    'The event {event} was cancelled, so your order awaiting its bank transfer was cancelled too. Nothing was charged.',
});
