// What an order's calendar entry says besides the event's own data (the calendars' pages fill it in).
import { defineMessages } from '../i18n';

export const CALENDAR_MESSAGES = defineMessages('calendar', {
  details: 'Your Pavilion order {orderId}. Event page: {url}',
});
