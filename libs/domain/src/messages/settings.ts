// What the account settings say: each setting's name (the settings page, the unsubscribe page and
// the refusal of a value that is not true or false say it the same way) and the settings' refusals.
import { defineMessages } from '../i18n';

/** Each switch's name, as the settings page shows it (by field of TFlatSettings). */
export const SETTING_LABELS = defineMessages('settings.labels', {
  emailNotifications: 'Email notifications',
  registrationAlerts: 'Registration alerts',
  marketingEmails: 'Marketing emails',
  dailyDigest: 'Daily digest',
  instantAlerts: 'Instant alerts',
  autoPublish: 'Auto publish',
});

export const SETTINGS_MESSAGES = defineMessages('settings', {
  contactHoursText: 'Contact hours must be text',
  notificationsNotObject: 'Notification settings must be a JSON object',
  portfolioNotObject: 'Portfolio settings must be a JSON object',
  contactNotObject: 'Contact settings must be a JSON object',
});
