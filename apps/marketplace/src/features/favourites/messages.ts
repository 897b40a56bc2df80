// What the attendee's saved events page says.
import { defineMessages } from '@pavilion/domain';

export const FAVOURITES_TEXT = defineMessages('marketplace.favourites', {
  title: 'Saved events',
  sortBy: 'Sort by',
  sortEventDate: 'Event date',
  sortDateSaved: 'Date saved',
  startedOrOver: 'Started or over',
  noLongerAvailable: 'No longer available',
  loading: 'Loading your saved events',
  failed: 'Your saved events could not be loaded',
  emptyTitle: 'No saved events yet',
  emptyText: 'Save an event from its card or its page and find it here.',
  findEvents: 'Find events',
  pages: 'Saved event pages',
});
