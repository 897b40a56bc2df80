// What ordering says when it refuses: the checkout, the payment and the promo code check say the same words.
import { defineMessages, type MessageValue } from '../i18n';

const ORDER_TEXT = defineMessages('orders', {
  eventStarted: 'Tickets for this event are no longer on sale',
  eventCancelled: 'This event was cancelled by its organiser: its tickets are no longer on sale',
  ticketTypeNotInEvent: 'This ticket type is not part of this event',
  extraNotInEvent: 'This extra is not part of this event',
  notOnSaleYet: '{name} is not on sale yet',
  salesEnded: 'Sales for {name} have ended',
  extraNotOnSale: '{name} is no longer offered',
  mixedCurrencies: 'All tickets of an order must be priced in the same currency',
  soldOut: '{name} is sold out',
  onlyTicketsLeft: 'Only {remaining, plural, one {# ticket} other {# tickets}} left for {name}',
  extraFull: '{name} is full',
  onlyPlacesLeft: 'Only {remaining, plural, one {# place} other {# places}} left for {name}',
  holdLimit: 'You can hold at most {limit} tickets for this event at a time',
  /** `left`: how many more may be chosen (limit - held, 0 when none). */
  holdLimitWithHeld:
    'You can hold at most {limit} tickets for this event at a time, and your unpaid orders already hold {held}. {left, plural, =0 {Pay for them first.} other {Pay for them first, or choose at most {left}.}}',
  tooManyOrders: 'Too many orders in a short time. Please wait a few minutes and try again.',
  reservationExpired: 'Your reservation has expired. Please choose your tickets again.',
});

/**
 * Ordering's messages. (holdLimitWithHeld is typed by hand: the message type reads the placeholders of
 * a text only up to its first comma after a placeholder, and misses `held` and `left`.)
 */
export const ORDER_MESSAGES = ORDER_TEXT as Omit<typeof ORDER_TEXT, 'holdLimitWithHeld'> & {
  readonly holdLimitWithHeld: (values: { limit: MessageValue; held: MessageValue; left: MessageValue }) => string;
};
