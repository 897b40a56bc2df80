// How the admin console writes times and money, in the current language's conventions (English: en-US);
// times in UTC with the zone named, so every administrator reads the same moment; amounts (major units,
// as the API answers them) with their currency's own decimals.
import {
  dateTimeFormat,
  minorUnitExponent,
  numberFormat,
  DEFAULT_CURRENCY,
  type TCurrencyCode,
} from '@pavilion/domain';

/** 'Sep 1, 2030, 8:00 AM UTC' */
export const formatDateTime = (iso: string) =>
  dateTimeFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
/** 'Sep 1, 2030' */
export const formatDate = (iso: string) =>
  dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
/** '$1,234.56', '1.234,56 $' in German; '¥1,500'. */
export function formatAmount(major: number, currency: TCurrencyCode = DEFAULT_CURRENCY): string {
  const decimals = minorUnitExponent(currency);
  return numberFormat({
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(major);
}
/** '1,234' */
export const formatCount = (n: number) => numberFormat().format(n);
