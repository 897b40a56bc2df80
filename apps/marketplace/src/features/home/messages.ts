// What the marketplace's home says: the search hero, the offer banner and the upcoming events.
import { defineMessages } from '@pavilion/domain';

export const HOME_TEXT = defineMessages('marketplace.home', {
  accountClosed: 'Your account is closed and your details are erased. Thank you for the time you spent with Pavilion.',
  heroTitle: 'Find the conferences and trade shows that move your business',
  heroText: 'Search events from every organiser in one place.',
  offerUntil: 'Until {date}.',
  loadingSearch: 'Loading the event search',
  location: 'Location',
  sector: 'Sector',
  anySector: 'Any sector',
  search: 'Search',
  searchEvents: 'Search events',
  loadingSectors: 'Loading sectors...',
  upcomingEvents: 'Upcoming Events',
  viewAllEvents: 'View All Events',
  loadingUpcoming: 'Loading upcoming events',
  upcomingFailed: 'Upcoming events could not be loaded',
  tryAgainLater: 'Please try again later.',
  noUpcomingTitle: 'No upcoming events yet',
  noUpcomingText: 'New events appear here as soon as they are approved.',
});
