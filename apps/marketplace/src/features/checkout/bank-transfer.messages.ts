// Paying by bank transfer at checkout: the choice beside the card, and the confirmation once chosen.
import { defineMessages } from '@pavilion/domain';

export const CHECKOUT_TRANSFER_TEXT = defineMessages('marketplace.checkout.transfer', {
  howToPay: 'How would you like to pay?',
  card: 'Card',
  cardHint: 'Pay now: your tickets are sent at once.',
  transfer: 'Bank transfer',
  transferHint: 'Against the invoice, by {date}.',
  transferTitle: 'Pay by bank transfer',
  held: 'Your seats are held until {date}.',
  howItWorks:
    'You get the invoice now, with our bank details and a payment reference. Your tickets are sent once the transfer has arrived.',
  choose: 'Pay by bank transfer',
  refused: 'Bank transfer could not be chosen',
  failed: 'Bank transfer could not be chosen. Please try again.',
  // The confirmation page of an order awaiting its transfer
  awaitingTitle: 'Your order awaits your bank transfer',
  awaitingLead:
    'Your seats for {event} ({date}) are held: {count, plural, one {# ticket} other {# tickets}}, {amount} to pay.',
  invoiceEmailed: 'We have emailed the invoice with these details to {email}.',
  viewRegistrations: 'View your registrations',
});
