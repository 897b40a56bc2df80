// The account settings' choices and their defaults.
import type { TSettingsCurrency } from './currencies';

export const TIMEZONES = ['UTC', 'EST', 'PST', 'GMT'] as const;
export type TTimezone = (typeof TIMEZONES)[number];
/**
 * Where each time zone choice shows times (IANA zones, so summer time follows the place): EST and
 * PST are the US Eastern and Pacific clocks, GMT is UK time (GMT, and BST in summer), UTC is UTC.
 */
export const TIMEZONE_ZONES: Record<TTimezone, string> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
  GMT: 'Europe/London',
};

/** The IANA zone a person's time-zone setting shows times in; undefined (the device's own) without one. */
export const timeZoneOfSetting = (setting: string | null | undefined): string | undefined =>
  setting && (TIMEZONES as readonly string[]).includes(setting) ? TIMEZONE_ZONES[setting as TTimezone] : undefined;

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const CONTACT_METHODS = ['email', 'phone', 'sms'] as const;
export type TContactMethod = (typeof CONTACT_METHODS)[number];
export const EVENTS_PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export type TEventsPerPage = (typeof EVENTS_PER_PAGE_CHOICES)[number];
export const DEFAULT_EVENTS_PER_PAGE: TEventsPerPage = 10;

export const SETTINGS_DEFAULTS = {
  notifications: {
    emailNotifications: true,
    registrationAlerts: true,
    marketingEmails: false,
    dailyDigest: true,
    instantAlerts: true,
  },
  portfolio: {
    autoPublish: false,
    defaultCurrency: 'USD' as TSettingsCurrency,
    defaultTimezone: 'UTC' as TTimezone,
    defaultLanguage: 'en' as TLanguage,
    maxEventsPerPage: DEFAULT_EVENTS_PER_PAGE,
  },
  contact: {
    preferredContactMethod: 'email' as TContactMethod,
    // Ours: the spec names the field but gives no default.
    contactHours: '',
    language: 'en' as TLanguage,
  },
} as const;
