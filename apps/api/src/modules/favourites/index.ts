// Saved events and the notes their savers get when an event changes or is cancelled.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export {
  notifySaversOfCancellation,
  notifySaversOfChange,
  REGISTRATION_ALERT_TEMPLATE,
  type EventChange,
} from './notify-savers';
export { favouritesModule } from './router';
export { alertSalesOpened, salesOpenWorkerFactory } from './sales-open.worker';
