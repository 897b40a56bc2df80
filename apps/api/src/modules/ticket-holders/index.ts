// Tickets named later and attendees changed: the assign links, the buyer's and the holder's changes,
// the organiser's list of an order's changes and the buyers' naming reminders.
// The public entry: other modules, the app, the workers, the seed and the scripts import only what is exported here.
export { namingReminderWorkerFactory, sendNamingReminders } from './reminders.worker';
export { ticketHoldersModule } from './router';
export { recordAttendeeChange, TicketHolders } from './service';
