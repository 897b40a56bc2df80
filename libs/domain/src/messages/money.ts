// What the money area says.
import { CURRENCY_MINOR_UNITS, type TCurrencyCode } from '../constants';

/** What one minor unit of each currency is called, for the words of the decimals rule. */
const MINOR_UNIT_NAMES: Record<TCurrencyCode, string> = {
  USD: 'cents',
  EUR: 'cents',
  GBP: 'pence',
  JPY: 'yen',
  AUD: 'cents',
  CAD: 'cents',
  NOK: 'øre',
};

export const MONEY_MESSAGES = {
  /** Every typed amount finer than its currency allows gets these words, on every form and route. */
  amountDecimals: (currency: TCurrencyCode) =>
    CURRENCY_MINOR_UNITS[currency] === 0
      ? `Enter an amount in whole ${MINOR_UNIT_NAMES[currency]} (${currency} has no decimals)`
      : `Enter an amount in whole ${MINOR_UNIT_NAMES[currency]} (${currency} has at most ${CURRENCY_MINOR_UNITS[currency]} decimals)`,
} as const;
