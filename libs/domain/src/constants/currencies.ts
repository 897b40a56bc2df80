// The currencies the product knows, with their minor units, and the ones each part of it offers.

/** Every currency the product knows, with its ISO 4217 minor-unit exponent. */
export const CURRENCY_MINOR_UNITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  AUD: 2,
  CAD: 2,
  NOK: 2,
} as const;
export type TCurrencyCode = keyof typeof CURRENCY_MINOR_UNITS;
export const CURRENCY_CODES = Object.keys(CURRENCY_MINOR_UNITS) as [TCurrencyCode, ...TCurrencyCode[]];
export const DEFAULT_CURRENCY = 'USD' satisfies TCurrencyCode;

export const FILTER_TICKET_CURRENCIES = ['USD', 'GBP', 'EUR'] as const satisfies readonly TCurrencyCode[];
export type TFilterTicketCurrency = (typeof FILTER_TICKET_CURRENCIES)[number];
export const DEFAULT_FILTER_TICKET_CURRENCY: TFilterTicketCurrency = 'USD';

export const TICKET_TYPE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
] as const satisfies readonly TCurrencyCode[];
export type TTicketTypeCurrency = (typeof TICKET_TYPE_CURRENCIES)[number];
/** The spec's event create sends USD; partners may pick another ticket-type currency. */
export const DEFAULT_EVENT_CURRENCY: TTicketTypeCurrency = 'USD';

/**
 * A currency's money is paid only to an account in that currency, so every ticket-type currency can
 * hold an account, and NOK as the spec lists it. Accounts are IBANs: the IBAN names the bank's country,
 * not the currency, so a JPY, AUD or CAD account at a bank in an IBAN country is accepted like any other.
 */
export const BANK_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
  'NOK',
] as const satisfies readonly TCurrencyCode[];
export type TBankCurrency = (typeof BANK_CURRENCIES)[number];

export const SETTINGS_CURRENCIES = ['USD', 'EUR', 'GBP'] as const satisfies readonly TCurrencyCode[];
export type TSettingsCurrency = (typeof SETTINGS_CURRENCIES)[number];
