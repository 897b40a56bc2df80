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
import { SETTINGS_TEXT as T } from './messages';

export const ZAccountSettingsForm = ZFlatSettings.unwrap();
export type TAccountSettingsForm = z.output<typeof ZAccountSettingsForm>;
export type TAccountSettingsFormInput = z.input<typeof ZAccountSettingsForm>;

/** The spec's defaults, for a form shown before anything has loaded. */
export const ACCOUNT_SETTINGS_DEFAULTS: TAccountSettingsForm = ZAccountSettingsForm.parse({});

/** The notification switches, in the current language. */
export const notificationToggles = () =>
  [
    { name: 'emailNotifications', label: T.emailNotifications, description: T.emailNotificationsHint },
    { name: 'registrationAlerts', label: T.registrationAlerts, description: T.registrationAlertsHint },
    { name: 'marketingEmails', label: T.marketingEmails, description: T.marketingEmailsHint },
    { name: 'dailyDigest', label: T.dailyDigest, description: T.dailyDigestHint },
    { name: 'instantAlerts', label: T.instantAlerts, description: T.instantAlertsHint },
  ] as const satisfies ReadonlyArray<{ name: keyof TAccountSettingsForm; label: string; description: string }>;

/** A language's name and a contact method's, as the settings form offers them, in the current language. */
export const languageName = (code: (typeof LANGUAGES)[number]): string =>
  ({ en: T.english, es: T.spanish, fr: T.french, de: T.german })[code];
export const contactMethodName = (method: (typeof CONTACT_METHODS)[number]): string =>
  ({ email: T.contactEmail, phone: T.contactPhone, sms: T.contactSms })[method];

export const languageOptions = () => LANGUAGES.map((code) => ({ value: code, label: languageName(code) }));
export const contactMethodOptions = () =>
  CONTACT_METHODS.map((method) => ({ value: method, label: contactMethodName(method) }));
export const CURRENCY_OPTIONS = SETTINGS_CURRENCIES.map((code) => ({ value: code, label: code }));
export const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone, label: zone }));
export const EVENTS_PER_PAGE_OPTIONS = EVENTS_PER_PAGE_CHOICES.map((count) => ({
  value: String(count),
  label: String(count),
}));

/** The portfolio defaults, each a select, in the current language. */
export const portfolioDefaults = () =>
  [
    { name: 'defaultCurrency', label: T.defaultCurrency, options: CURRENCY_OPTIONS },
    { name: 'defaultTimezone', label: T.defaultTimezone, options: TIMEZONE_OPTIONS },
    { name: 'defaultLanguage', label: T.defaultLanguage, options: languageOptions() },
    { name: 'maxEventsPerPage', label: T.eventsPerPage, options: EVENTS_PER_PAGE_OPTIONS },
  ] as const;
