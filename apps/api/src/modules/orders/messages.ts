// What ordering says when it refuses.
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ORDER_MESSAGES = {
  eventNotFound: 'Event not found',
  eventStarted: 'Tickets for this event are no longer on sale',
  ticketTypeNotInEvent: 'This ticket type is not part of this event',
  extraNotInEvent: 'This extra is not part of this event',
  notOnSaleYet: (name: string) => `${name} is not on sale yet`,
  salesEnded: (name: string) => `Sales for ${name} have ended`,
  mixedCurrencies: 'All tickets of an order must be priced in the same currency',
  soldOut: (name: string) => `${name} is sold out`,
  onlyTicketsLeft: (remaining: number, name: string) =>
    `Only ${plural(remaining, 'ticket', 'tickets')} left for ${name}`,
  extraFull: (name: string) => `${name} is full`,
  onlyPlacesLeft: (remaining: number, name: string) => `Only ${plural(remaining, 'place', 'places')} left for ${name}`,
  orderNotFound: 'Order not found',
  reservationExpired: 'Your reservation has expired. Please choose your tickets again.',
} as const;
