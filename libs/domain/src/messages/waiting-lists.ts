// What joining, leaving and taking up a waiting list says when it refuses.
import { defineMessages } from '../i18n';

export const WAITING_LIST_MESSAGES = defineMessages('waitingLists', {
  ticketTypeNotFound: 'No such ticket type on the marketplace',
  seatsFree: 'Tickets of {name} are still available: buy them instead of joining the waiting list',
  listClosed: 'The organiser has closed the waiting list of {name}',
  notOnSale: '{name} is not on sale, so it has no waiting list',
  alreadyOnList: 'You are already on the waiting list of {name}',
  quantityLimit: 'You can wait for at most {limit, plural, one {# ticket} other {# tickets}} of one ticket type',
  placeNotFound: 'You have no such place on a waiting list',
  offerNotOpen: 'This waiting-list offer is no longer open: it ran out, was used or is not yours',
  offerMismatch:
    'This offer is for {count, plural, one {# ticket} other {up to # tickets}} of {name}, and no other ticket type',
});
