// What the partner's list of events says.
import { defineMessages } from '@pavilion/domain';

export const EVENTS_TEXT = defineMessages('partner.events', {
  sortDate: 'Date',
  sortCapacity: 'Capacity',
  sortTicketsSold: 'Tickets sold',
  documentTitle: 'Your events',
  title: 'Events',
  createEvent: 'Create New Event',
  searchByName: 'Search by name',
  status: 'Status',
  all: 'All',
  loading: 'Loading your events',
  showAll: 'Show all events',
  noEventsYet: 'No events yet. Create your first event.',
  pages: 'Event pages',
  yourEvents: 'Your events',
  cancelled: 'Cancelled',
  sold: '{sold, number} of {capacity, number} tickets sold',
});
