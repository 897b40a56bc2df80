// Money is an integer amount in minor units plus an ISO currency code; these helpers convert and format it.
import { CURRENCY_MINOR_UNITS, DEFAULT_CURRENCY, type TCurrencyCode } from './constants';
import { UI_TEXT } from './messages';

export function minorUnitExponent(currency: TCurrencyCode): number {
  return CURRENCY_MINOR_UNITS[currency];
}

/**
 * Major units (what a user types, e.g. 19.99) to integer minor units (1999), rounding half away
 * from zero. Works on the decimal text so 1.005 USD becomes 101, not 100.
 */
export function toMinor(major: number | string, currency: TCurrencyCode): number {
  if (typeof major === 'string' && major.trim() === '') throw new RangeError('Amount is empty');
  const value = typeof major === 'string' ? Number(major.trim()) : major;
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${String(major)}`);
  const exponent = minorUnitExponent(currency);
  const sign = value < 0 ? -1 : 1;
  // Shifting the decimal point in text avoids binary error (1.005 * 100 = 100.49999...). Numbers
  // JavaScript prints in exponent form ('1e-7') do not shift this way and fall back to arithmetic.
  const shifted = Number(`${Math.abs(value)}e${exponent}`);
  const minor = Number.isFinite(shifted) ? Math.round(shifted) : Math.round(Math.abs(value) * 10 ** exponent);
  return minor === 0 ? 0 : sign * minor;
}

/** Minor units back to major units as a number (1999 USD -> 19.99). */
export function fromMinor(minor: number, currency: TCurrencyCode): number {
  return minor / 10 ** minorUnitExponent(currency);
}

/** en-US currency text with the currency's own decimals: 123456 USD -> "$1,234.56", 1500 JPY -> "¥1,500". */
export function formatMoney(minor: number, currency: TCurrencyCode = DEFAULT_CURRENCY): string {
  const exponent = minorUnitExponent(currency);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(fromMinor(minor, currency));
}

/** en-US currency text in whole units, as the order summary shows it: 123456 USD -> "$1,235". */
export function formatMoneyWhole(minor: number, currency: TCurrencyCode = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(fromMinor(minor, currency));
}

/** Extras (sub-events) priced 0 show 'Free'; anything else is formatted money. */
export function formatExtraPrice(minor: number, currency: TCurrencyCode = DEFAULT_CURRENCY): string {
  return minor === 0 ? UI_TEXT.free : formatMoney(minor, currency);
}

export type TPricedLine = { price: number; quantity: number };

/** Order total in minor units: the sum of price x quantity, no fee. */
export function orderTotal(lines: readonly TPricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}
