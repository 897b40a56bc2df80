// Calendar files (.ics) of the buyers' orders: the download and the emails' attachment.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { orderCalendarAttachment } from './attachment';
export { calendarModule } from './router';
export { orderCalendar, type OrderCalendar } from './service';
