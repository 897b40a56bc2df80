// In-app notifications: writing them and the recipient's list.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { type NewNotification, notify, notifyMany } from './notify';
export { notificationsModule } from './router';
export { alertPartnerOfRegistration, INSTANT_ALERT_TEMPLATE, type NewRegistration } from './alerts';
export { emailRecipients, zoneOf, type EmailRecipient } from './recipients';
export {
  DAILY_DIGEST_TEMPLATE,
  DIGEST_LOCAL_HOUR,
  digestWorkerFactory,
  localDayAndHour,
  sendDigests,
  type DigestRound,
} from './digest.worker';
