// What the notification routes say when they refuse.
import { defineMessages } from '../i18n';
export const NOTIFICATION_MESSAGES = defineMessages('notifications', {
  notFound: 'Notification not found',
});
