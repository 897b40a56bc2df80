// Money on the wire is in major units of its currency (295.5 for $295.50, 15000 for ¥15,000); it is
// stored as integer minor units. These helpers convert between the two (the server does, at its
// edge), format amounts for people and do checkout arithmetic exactly (through minor units, so
// 19.99 x 3 is 59.97 and not 59.970000000000006).
import { CURRENCY_MINOR_UNITS, DEFAULT_CURRENCY, type TCurrencyCode } from './constants';
import { numberFormat } from './i18n/formats';
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

/** Minor units back to major units, as amounts travel (1999 USD -> 19.99, 1500 JPY -> 1500). */
export function fromMinor(minor: number, currency: TCurrencyCode): number {
  return minor / 10 ** minorUnitExponent(currency);
}

/**
 * An amount in major units as a file writes it (CSV exports): a point, no grouping, exactly its
 * currency's decimals, whatever the number's own (34.2 EUR -> '34.20', -5 EUR -> '-5.00', 1500 JPY ->
 * '1500'). Built from the integer minor units, so no binary error reaches the text.
 */
export function decimalAmount(major: number, currency: TCurrencyCode): string {
  const exponent = minorUnitExponent(currency);
  const minor = toMinor(major, currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = exponent ? digits.slice(0, -exponent) : digits;
  const text = exponent ? `${whole}.${digits.slice(-exponent)}` : whole;
  return minor < 0 ? `-${text}` : text;
}

/**
 * Whether an amount in major units is a whole number of its currency's minor units: 10.01 USD is,
 * 10.005 USD is not, 1500 JPY is, 1500.5 JPY is not. Every amount a person types must be (the words
 * are MONEY_MESSAGES.amountDecimals): rounding it instead would store a cent they did not type, or
 * turn 0.004 USD into nothing.
 */
export function fitsCurrency(amount: number, currency: TCurrencyCode): boolean {
  return Number.isFinite(amount) && fromMinor(toMinor(amount, currency), currency) === amount;
}

/** The current language's currency format (made once per language, currency and decimals). */
function formatter(currency: TCurrencyCode, decimals: number): Intl.NumberFormat {
  return numberFormat({
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/**
 * An amount in major units as the current language writes it, with the currency's own decimals:
 * 1234.56 USD -> "$1,234.56" in English, "1.234,56 $" in German; 1500 JPY -> "¥1,500".
 */
export function formatAmount(major: number, currency: TCurrencyCode = DEFAULT_CURRENCY): string {
  return formatter(currency, minorUnitExponent(currency)).format(major);
}

/** An amount in major units in whole units, as a summary may round it: 1234.56 USD -> "$1,235". */
export function formatAmountWhole(major: number, currency: TCurrencyCode = DEFAULT_CURRENCY): string {
  return formatter(currency, 0).format(major);
}

/** A price in major units, 0 shown as 'Free' (extras, free ticket types). */
export function formatPrice(major: number, currency: TCurrencyCode = DEFAULT_CURRENCY): string {
  return major === 0 ? UI_TEXT.free : formatAmount(major, currency);
}

/** unit x quantity in major units, computed in minor units: lineAmount(19.99, 3, 'USD') is 59.97. */
export function lineAmount(unit: number, quantity: number, currency: TCurrencyCode): number {
  return fromMinor(toMinor(unit, currency) * quantity, currency);
}

/** The sum of amounts in major units, computed in minor units: sumAmounts([0.1, 0.2], 'USD') is 0.3. */
export function sumAmounts(amounts: readonly number[], currency: TCurrencyCode): number {
  return fromMinor(
    amounts.reduce((sum, amount) => sum + toMinor(amount, currency), 0),
    currency,
  );
}

export type TPricedLine = { price: number; quantity: number };

/** Order total in major units: the sum of price x quantity, no fee, exact to the currency's minor unit. */
export function orderTotal(lines: readonly TPricedLine[], currency: TCurrencyCode): number {
  return sumAmounts(
    lines.map((line) => lineAmount(line.price, line.quantity, currency)),
    currency,
  );
}
