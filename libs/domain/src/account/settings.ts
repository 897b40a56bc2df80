// Account settings: notification toggles, portfolio defaults and contact preferences, as read
// (GET /api/settings) and saved (PUT /api/settings, flat or grouped).
import { z } from 'zod';
import '../common/zod-messages';
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
import { MESSAGES, SETTING_LABELS, SETTINGS_MESSAGES } from '../messages';

const defaults = SETTINGS_DEFAULTS;

const flag = (name: keyof typeof SETTING_LABELS) =>
  z.boolean({ error: () => MESSAGES.trueOrFalse({ what: SETTING_LABELS[name] }) });

/** A select gives '25'; JSON gives 25; both must be one of 10, 25, 50, 100. */
export const ZEventsPerPage = z
  .union([z.number(), z.string()], { error: () => MESSAGES.optionInvalid })
  .transform(Number)
  .refine((value): value is TEventsPerPage => (EVENTS_PER_PAGE_CHOICES as readonly number[]).includes(value), {
    error: () => MESSAGES.optionInvalid,
  })
  .transform((value) => value as TEventsPerPage);

// Each field once, without its default: the stored shapes add the spec defaults, the PUT body
// leaves what is not sent for the defaults to fill after the whole body is known to be valid.
const notificationFields = {
  emailNotifications: flag('emailNotifications'),
  registrationAlerts: flag('registrationAlerts'),
  marketingEmails: flag('marketingEmails'),
  dailyDigest: flag('dailyDigest'),
  instantAlerts: flag('instantAlerts'),
};

const portfolioFields = {
  autoPublish: flag('autoPublish'),
  defaultCurrency: z.enum(SETTINGS_CURRENCIES, { error: () => MESSAGES.currencyInvalid }),
  defaultTimezone: z.enum(TIMEZONES, { error: () => MESSAGES.optionInvalid }),
  defaultLanguage: z.enum(LANGUAGES, { error: () => MESSAGES.optionInvalid }),
  maxEventsPerPage: ZEventsPerPage,
};

const contactFields = {
  preferredContactMethod: z.enum(CONTACT_METHODS, { error: () => MESSAGES.optionInvalid }),
  contactHours: z
    .string({ error: () => SETTINGS_MESSAGES.contactHoursText })
    .trim()
    .max(TEXT_LIMITS.contactHours, { error: () => MESSAGES.tooLong({ max: TEXT_LIMITS.contactHours }) }),
  language: z.enum(LANGUAGES, { error: () => MESSAGES.optionInvalid }),
};

type Fields = Record<string, z.ZodType>;

function withDefaults<F extends Fields, D extends { [K in keyof F]: z.input<F[K]> }>(fields: F, values: D) {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.default(values[key])])) as {
    [K in keyof F]: z.ZodDefault<F[K]>;
  };
}

function optional<F extends Fields>(fields: F) {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof F]: z.ZodOptional<F[K]>;
  };
}

const GROUP_NOT_OBJECT = {
  notifications: () => SETTINGS_MESSAGES.notificationsNotObject,
  portfolio: () => SETTINGS_MESSAGES.portfolioNotObject,
  contact: () => SETTINGS_MESSAGES.contactNotObject,
};
const groupError = (group: keyof typeof GROUP_NOT_OBJECT) => ({ error: GROUP_NOT_OBJECT[group] });

const notificationsWithDefaults = withDefaults(notificationFields, defaults.notifications);
const portfolioWithDefaults = withDefaults(portfolioFields, defaults.portfolio);
const contactWithDefaults = withDefaults(contactFields, defaults.contact);

export const ZNotificationSettings = z.object(notificationsWithDefaults, groupError('notifications')).prefault({});
export const ZPortfolioSettings = z.object(portfolioWithDefaults, groupError('portfolio')).prefault({});
export const ZContactSettings = z.object(contactWithDefaults, groupError('contact')).prefault({});

/** All settings; parsing {} gives the spec's defaults (SETTINGS_DEFAULTS). */
export const ZSettings = z
  .object(
    {
      notifications: ZNotificationSettings,
      portfolio: ZPortfolioSettings,
      contact: ZContactSettings,
    },
    { error: () => MESSAGES.bodyNotObject },
  )
  .prefault({});
export type TSettings = z.output<typeof ZSettings>;
export type TSettingsInput = z.input<typeof ZSettings>;

/**
 * The same settings as one flat object (GET/PUT /api/settings list them this way); the field names
 * do not collide across the three groups. Parsing {} gives the defaults.
 */
export const ZFlatSettings = z
  .object(
    { ...notificationsWithDefaults, ...portfolioWithDefaults, ...contactWithDefaults },
    { error: () => MESSAGES.bodyNotObject },
  )
  .prefault({});
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

/**
 * PUT /api/settings: the flat fields, or the same grouped as `notifications`, `portfolio` and
 * `contact` (then the flat fields are ignored). Fields left out get the spec defaults; errors are
 * keyed like the body ('marketingEmails', 'portfolio.defaultCurrency'). The answer is the settings
 * grouped; the route answers both shapes (ZSettingsAnswer).
 */
export const ZSettingsBody = z
  .object(
    {
      notifications: z.object(optional(notificationFields), groupError('notifications')).optional(),
      portfolio: z.object(optional(portfolioFields), groupError('portfolio')).optional(),
      contact: z.object(optional(contactFields), groupError('contact')).optional(),
      ...optional(notificationFields),
      ...optional(portfolioFields),
      ...optional(contactFields),
    },
    { error: () => MESSAGES.bodyNotObject },
  )
  .transform((body): TSettings => {
    // Every value is valid here: parsing again only fills in the defaults.
    if (isGroupedSettingsInput(body)) {
      const { notifications, portfolio, contact } = body;
      return ZSettings.parse({ notifications, portfolio, contact });
    }
    const { notifications: _n, portfolio: _p, contact: _c, ...flat } = body;
    return groupSettings(ZFlatSettings.parse(flat));
  });
export type TSettingsBodyInput = z.input<typeof ZSettingsBody>;

/** GET and PUT /api/settings answer the flat fields and, alongside, the same values grouped. */
export const ZSettingsAnswer = z.object({
  ...notificationFields,
  ...portfolioFields,
  ...contactFields,
  notifications: z.object(notificationFields),
  portfolio: z.object(portfolioFields),
  contact: z.object(contactFields),
});
export type TSettingsAnswer = z.output<typeof ZSettingsAnswer>;

/** The answer of the settings routes for a person's settings. */
export function settingsAnswer(settings: TSettings): TSettingsAnswer {
  return { ...flattenSettings(settings), ...settings };
}

/** PUT /api/settings/language: the language switch of a signed-in person saves only the language. */
export const ZLanguageBody = z.object({
  language: z.enum(LANGUAGES, { error: () => MESSAGES.optionInvalid }),
});
export type TLanguageBody = z.infer<typeof ZLanguageBody>;
