// What checkout says when it refuses. The payment form's own messages live in @pavilion/domain.
import { UI_TEXT } from '@pavilion/domain';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CHECKOUT_MESSAGES = {
  eventNotFound: 'Event not found',
  eventStarted: 'Tickets for this event are no longer on sale',
  ticketTypeNotInEvent: 'This ticket type is not part of this event',
  extraNotInEvent: 'This extra is not part of this event',
  notOnSaleYet: (name: string) => `${name} is not on sale yet`,
  salesEnded: (name: string) => `Sales for ${name} have ended`,
  extraNotOnSale: (name: string) => `${name} is no longer offered`,
  mixedCurrencies: 'All tickets of an order must be priced in the same currency',
  soldOut: (name: string) => `${name} is sold out`,
  onlyTicketsLeft: (remaining: number, name: string) =>
    `Only ${plural(remaining, 'ticket', 'tickets')} left for ${name}`,
  extraFull: (name: string) => `${name} is full`,
  onlyPlacesLeft: (remaining: number, name: string) => `Only ${plural(remaining, 'place', 'places')} left for ${name}`,
  orderNotFound: 'Order not found',
  ticketNotFound: 'Ticket not found',
  reservationExpired: 'Your reservation has expired. Please choose your tickets again.',
  alreadyPaid: 'This order is already paid',
  paymentInProgress: 'A payment for this order is already in progress. Please wait a moment.',
  paymentStillProcessing: 'Your payment is still being processed. Please check your orders in a moment.',
  paymentFailed: UI_TEXT.paymentError,
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 100 letters, digits or . _ : -',
} as const;
