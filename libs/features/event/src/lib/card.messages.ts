// What an event's card says: a module of its own, since the home's first page shows cards and loads
// these words without the event page's (messages.ts).
import { defineMessages } from '@pavilion/domain';

export const EVENT_CARD_TEXT = defineMessages('event.card', {
  noTicketsYet: 'No tickets yet',
  reviews: '{count, plural, one {# review} other {# reviews}}',
  inYourFavourites: 'In your favourites',
  free: 'Free',
  fromPrice: 'From {price}',
  sponsoredName: '{name}, sponsored',
  sponsored: 'Sponsored',
  when: 'When',
  where: 'Where',
  venueInCity: '{venue}, {city}',
  price: 'Price',
  sectors: 'Sectors',
  viewDetailsOf: 'View details of {name}',
  viewDetails: 'View Details',
  noScore: 'No score',
});
