// What ordering says when it refuses: the checkout, the payment and the promo code check say the same words.
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ORDER_MESSAGES = {
  eventNotFound: 'Event not found',
  eventStarted: 'Tickets for this event are no longer on sale',
  eventCancelled: 'This event was cancelled by its organiser: its tickets are no longer on sale',
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
  holdLimit: (limit: number) => `You can hold at most ${limit} tickets for this event at a time`,
  holdLimitWithHeld: (limit: number, held: number) =>
    `You can hold at most ${limit} tickets for this event at a time, and your unpaid orders already hold ${held}. ` +
    (held >= limit ? 'Pay for them first.' : `Pay for them first, or choose at most ${limit - held}.`),
  orderNotFound: 'Order not found',
  tooManyOrders: 'Too many orders in a short time. Please wait a few minutes and try again.',
  reservationExpired: 'Your reservation has expired. Please choose your tickets again.',
} as const;
