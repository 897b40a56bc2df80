// The settings form: the domain's flat settings (GET and PUT /api/settings carry them flat), with
// the choices and labels the form shows.
import { z } from 'zod';
import {
  CONTACT_METHODS,
  EVENTS_PER_PAGE_CHOICES,
  LANGUAGES,
  SETTINGS_CURRENCIES,
  TIMEZONES,
  ZFlatSettings,
} from '@pavilion/domain';

export const ZAccountSettingsForm = ZFlatSettings.unwrap();
export type TAccountSettingsForm = z.output<typeof ZAccountSettingsForm>;
export type TAccountSettingsFormInput = z.input<typeof ZAccountSettingsForm>;

/** The spec's defaults, for a form shown before anything has loaded. */
export const ACCOUNT_SETTINGS_DEFAULTS: TAccountSettingsForm = ZAccountSettingsForm.parse({});

export const NOTIFICATION_TOGGLES = [
  {
    name: 'emailNotifications',
    label: 'Email notifications',
    description:
      'Alerts and the daily summary by email. Receipts, tickets, refunds and account security emails always come.',
  },
  {
    name: 'registrationAlerts',
    label: 'Registration alerts',
    description: 'An email when an event you saved gets a new date or venue, or is cancelled.',
  },
  {
    name: 'marketingEmails',
    label: 'Marketing emails',
    description: 'News about events and offers we think you will like.',
  },
  {
    name: 'dailyDigest',
    label: 'Daily digest',
    description:
      'One email each morning (from 08:00 in your time zone) with what happened since the last one; none on a quiet day.',
  },
  {
    name: 'instantAlerts',
    label: 'Instant alerts',
    description: 'For organisers: an email for each new registration of your events, as soon as it is paid.',
  },
] as const satisfies ReadonlyArray<{ name: keyof TAccountSettingsForm; label: string; description: string }>;

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};
const CONTACT_METHOD_NAMES: Record<(typeof CONTACT_METHODS)[number], string> = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
};

export const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
export const CONTACT_METHOD_OPTIONS = CONTACT_METHODS.map((method) => ({
  value: method,
  label: CONTACT_METHOD_NAMES[method],
}));
export const CURRENCY_OPTIONS = SETTINGS_CURRENCIES.map((code) => ({ value: code, label: code }));
export const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone, label: zone }));
export const EVENTS_PER_PAGE_OPTIONS = EVENTS_PER_PAGE_CHOICES.map((count) => ({
  value: String(count),
  label: String(count),
}));

/** The portfolio defaults, each a select. */
export const PORTFOLIO_DEFAULTS = [
  { name: 'defaultCurrency', label: 'Default currency', options: CURRENCY_OPTIONS },
  { name: 'defaultTimezone', label: 'Default timezone', options: TIMEZONE_OPTIONS },
  { name: 'defaultLanguage', label: 'Default language', options: LANGUAGE_OPTIONS },
  { name: 'maxEventsPerPage', label: 'Events per page', options: EVENTS_PER_PAGE_OPTIONS },
] as const;
