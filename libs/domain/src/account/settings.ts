// Account settings: notification toggles, portfolio defaults and contact preferences.
import { z } from 'zod';
import {
  CONTACT_METHODS,
  EVENTS_PER_PAGE_CHOICES,
  LANGUAGES,
  SETTINGS_CURRENCIES,
  SETTINGS_DEFAULTS,
  type TEventsPerPage,
  TEXT_LIMITS,
  TIMEZONES,
} from '../constants';
import { MESSAGES } from '../messages';

const defaults = SETTINGS_DEFAULTS;

export const ZNotificationSettings = z
  .object({
    emailNotifications: z.boolean().default(defaults.notifications.emailNotifications),
    registrationAlerts: z.boolean().default(defaults.notifications.registrationAlerts),
    marketingEmails: z.boolean().default(defaults.notifications.marketingEmails),
    dailyDigest: z.boolean().default(defaults.notifications.dailyDigest),
    instantAlerts: z.boolean().default(defaults.notifications.instantAlerts),
  })
  .prefault({});

/** A select gives '25'; JSON gives 25; both must be one of 10, 25, 50, 100. */
export const ZEventsPerPage = z
  .union([z.number(), z.string()], { error: MESSAGES.optionInvalid })
  .transform(Number)
  .refine(
    (value): value is TEventsPerPage => (EVENTS_PER_PAGE_CHOICES as readonly number[]).includes(value),
    MESSAGES.optionInvalid,
  )
  .transform((value) => value as TEventsPerPage);

export const ZPortfolioSettings = z
  .object({
    autoPublish: z.boolean().default(defaults.portfolio.autoPublish),
    defaultCurrency: z
      .enum(SETTINGS_CURRENCIES, { error: MESSAGES.currencyInvalid })
      .default(defaults.portfolio.defaultCurrency),
    defaultTimezone: z.enum(TIMEZONES, { error: MESSAGES.optionInvalid }).default(defaults.portfolio.defaultTimezone),
    defaultLanguage: z.enum(LANGUAGES, { error: MESSAGES.optionInvalid }).default(defaults.portfolio.defaultLanguage),
    maxEventsPerPage: ZEventsPerPage.default(defaults.portfolio.maxEventsPerPage),
  })
  .prefault({});

export const ZContactSettings = z
  .object({
    preferredContactMethod: z
      .enum(CONTACT_METHODS, { error: MESSAGES.optionInvalid })
      .default(defaults.contact.preferredContactMethod),
    contactHours: z
      .string()
      .trim()
      .max(TEXT_LIMITS.contactHours, MESSAGES.tooLong(TEXT_LIMITS.contactHours))
      .default(defaults.contact.contactHours),
    language: z.enum(LANGUAGES, { error: MESSAGES.optionInvalid }).default(defaults.contact.language),
  })
  .prefault({});

/** All settings; parsing {} gives the spec's defaults (SETTINGS_DEFAULTS). */
export const ZSettings = z
  .object({
    notifications: ZNotificationSettings,
    portfolio: ZPortfolioSettings,
    contact: ZContactSettings,
  })
  .prefault({});
export type TSettings = z.output<typeof ZSettings>;
export type TSettingsInput = z.input<typeof ZSettings>;
