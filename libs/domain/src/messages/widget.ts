// What the ticket widget says on an organiser's own website, and the refusals of its colours.
import { defineMessages } from '../i18n';

export const WIDGET_MESSAGES = defineMessages('widget', {
  colourInvalid: 'A colour is a hex code of six digits, like #1d4ed8',
  /** `ratio` is the contrast the two colours have, `min` the least that is taken. */
  contrastTooLow:
    'The text on the accent colour has a contrast of {ratio, number}:1, too low to read: choose colours with at least {min, number}:1 (a darker accent or a lighter text, or the other way round)',
  sourceInvalid: 'Unknown source: the only source an order takes is widget',
  eventNotFound: 'The tickets of this event cannot be shown: it is not on sale on Pavilion.',
  /** Shown by the widget itself when Pavilion cannot be reached. */
  unavailable: 'The tickets cannot be shown right now. Please try again later.',
  heading: 'Tickets',
  listLabel: 'Ticket types for {event}',
  buy: 'Buy tickets',
  buyHint: "Opens Pavilion's checkout for {event} in a new window",
  soldOut: 'Sold out',
  remaining: '{count, plural, one {Only # left} other {Only # left}}',
  available: 'Available',
  notOnSale: 'Not on sale now',
  allSoldOut: 'All tickets are sold out.',
  soldBy: 'Tickets sold by Pavilion',
});
