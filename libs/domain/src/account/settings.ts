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

const notificationFields = {
  emailNotifications: z.boolean().default(defaults.notifications.emailNotifications),
  registrationAlerts: z.boolean().default(defaults.notifications.registrationAlerts),
  marketingEmails: z.boolean().default(defaults.notifications.marketingEmails),
  dailyDigest: z.boolean().default(defaults.notifications.dailyDigest),
  instantAlerts: z.boolean().default(defaults.notifications.instantAlerts),
};

export const ZNotificationSettings = z.object(notificationFields).prefault({});

/** A select gives '25'; JSON gives 25; both must be one of 10, 25, 50, 100. */
export const ZEventsPerPage = z
  .union([z.number(), z.string()], { error: MESSAGES.optionInvalid })
  .transform(Number)
  .refine(
    (value): value is TEventsPerPage => (EVENTS_PER_PAGE_CHOICES as readonly number[]).includes(value),
    MESSAGES.optionInvalid,
  )
  .transform((value) => value as TEventsPerPage);

const portfolioFields = {
  autoPublish: z.boolean().default(defaults.portfolio.autoPublish),
  defaultCurrency: z
    .enum(SETTINGS_CURRENCIES, { error: MESSAGES.currencyInvalid })
    .default(defaults.portfolio.defaultCurrency),
  defaultTimezone: z.enum(TIMEZONES, { error: MESSAGES.optionInvalid }).default(defaults.portfolio.defaultTimezone),
  defaultLanguage: z.enum(LANGUAGES, { error: MESSAGES.optionInvalid }).default(defaults.portfolio.defaultLanguage),
  maxEventsPerPage: ZEventsPerPage.default(defaults.portfolio.maxEventsPerPage),
};

export const ZPortfolioSettings = z.object(portfolioFields).prefault({});

const contactFields = {
  preferredContactMethod: z
    .enum(CONTACT_METHODS, { error: MESSAGES.optionInvalid })
    .default(defaults.contact.preferredContactMethod),
  contactHours: z
    .string()
    .trim()
    .max(TEXT_LIMITS.contactHours, MESSAGES.tooLong(TEXT_LIMITS.contactHours))
    .default(defaults.contact.contactHours),
  language: z.enum(LANGUAGES, { error: MESSAGES.optionInvalid }).default(defaults.contact.language),
};

export const ZContactSettings = z.object(contactFields).prefault({});

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

/**
 * The same settings as one flat object (GET/PUT /api/settings list them this way); the field names
 * do not collide across the three groups. Parsing {} gives the defaults.
 */
export const ZFlatSettings = z.object({ ...notificationFields, ...portfolioFields, ...contactFields }).prefault({});
export type TFlatSettings = z.output<typeof ZFlatSettings>;
export type TFlatSettingsInput = z.input<typeof ZFlatSettings>;

export const SETTINGS_GROUPS = ['notifications', 'portfolio', 'contact'] as const;

/** Grouped -> flat. */
export function flattenSettings(settings: TSettings): TFlatSettings {
  return { ...settings.notifications, ...settings.portfolio, ...settings.contact };
}

/** Flat -> grouped. */
export function groupSettings(flat: TFlatSettings): TSettings {
  const pick = <K extends keyof TFlatSettings>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, flat[key]])) as Pick<TFlatSettings, K>;
  return {
    notifications: pick(Object.keys(notificationFields) as (keyof typeof notificationFields)[]),
    portfolio: pick(Object.keys(portfolioFields) as (keyof typeof portfolioFields)[]),
    contact: pick(Object.keys(contactFields) as (keyof typeof contactFields)[]),
  };
}

/** Whether a settings body is grouped (has any of notifications, portfolio, contact) rather than flat. */
export function isGroupedSettingsInput(input: unknown): boolean {
  return typeof input === 'object' && input !== null && SETTINGS_GROUPS.some((group) => group in input);
}
