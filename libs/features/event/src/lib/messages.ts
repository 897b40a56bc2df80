// What the event's view and card say: the sections' headings and facts, the ticket types' table, the
// card's facts and price, and an event that could not load. The event's own words are its data.
import { defineMessages } from '@pavilion/domain';

export const EVENT_TEXT = defineMessages('event.view', {
  image: '{name}, image {position} of {count}',
  photos: '{name} photos',
  reviews: '{count, plural, one {# review} other {# reviews}}',
  inYourFavourites: 'In your favourites',
  readMore: 'Read more',
  readLess: 'Read less',
  information: 'Event information',
  starts: 'Starts',
  ends: 'Ends',
  venue: 'Venue',
  attendance: 'Attendance',
  eventType: 'Event type',
  organiser: 'Organiser',
  expectedAttendees: 'Expected attendees',
  attendeeRange: '{min} to {max}',
  website: 'Website',
  opensInNewTab: '(opens in a new tab)',
  otherInformation: 'Other information',
  damagePolicy: 'Damage policy',
  industry: 'Industry and audience',
  sectors: 'Sectors',
  subtypes: ': {names}',
  audiences: 'Audiences',
  attendeeClasses: 'Attendee classes',
  attendeeJobTitles: 'Attendee job titles',
  attendeeDesignations: 'Attendee designations',
  attendees: 'Attendee and exhibitor information',
  numberOfAttendees: 'Number of attendees',
  attendeesLastEdition: 'Attendees last edition',
  attendeeCountries: 'Attendee countries',
  numberOfExhibitors: 'Number of exhibitors',
  exhibitorsLastEdition: 'Exhibitors last edition',
  exhibitorTypes: 'Exhibitor types',
  exhibitorCountries: 'Exhibitor countries',
  eventSize: 'Event size',
  agenda: 'Agenda highlights',
  extras: 'Optional extras',
  noExtras: 'This event has no optional extras.',
  documents: 'Documents',
  agendaDocument: 'Agenda',
  exhibitorList: 'Exhibitor list',
  documentNamed: '{label}: {name}',
  loadFailed: 'The event could not be loaded. Please try again.',
});

export const TICKET_TYPES_TEXT = defineMessages('event.ticketTypes', {
  tickets: 'Tickets',
  ticketType: 'Ticket type',
  notOnSale: 'Not on sale',
  price: 'Price',
  onSale: 'On sale',
  always: 'Always',
  fromUntil: '{from} to {until}',
  from: 'From {from}',
  until: 'Until {until}',
  cancellationPolicy: 'Cancellation policy',
  none: 'None',
  quantity: 'Quantity',
  sold: 'Sold',
  held: 'Held',
  remaining: 'Remaining',
  caption: 'Ticket types of this event',
});

export const EVENT_CARD_TEXT = defineMessages('event.card', {
  noTicketsYet: 'No tickets yet',
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

export const HTTP_STATUS_TEXT = defineMessages('event.httpStatus', {
  badRequest: 'Bad Request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  requestTimeout: 'Request Timeout',
  conflict: 'Conflict',
  tooManyRequests: 'Too Many Requests',
  internalServerError: 'Internal Server Error',
  badGateway: 'Bad Gateway',
  serviceUnavailable: 'Service Unavailable',
  gatewayTimeout: 'Gateway Timeout',
  serverError: 'Server Error',
  requestFailed: 'Request Failed',
});

// The domain's type of a message's values reads no placeholder after a comma that follows another
// ('{name}, image {position}'): these two take the values their English names.
export const eventImageText = EVENT_TEXT.image as unknown as (values: {
  name: string;
  position: number;
  count: number;
}) => string;
export const venueInCityText = EVENT_CARD_TEXT.venueInCity as unknown as (values: {
  venue: string;
  city: string;
}) => string;
