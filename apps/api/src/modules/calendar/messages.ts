// What a calendar file says around the event's own data, in the language of whoever gets it.
import { defineMessages } from '@pavilion/domain';

export const CALENDAR_TEXT = defineMessages('api.calendar', {
  details: 'Your order {orderId} on Pavilion: {count, plural, one {# ticket} other {# tickets}}. Event page: {url}',
  cancelled: 'Cancelled: {event}',
});
