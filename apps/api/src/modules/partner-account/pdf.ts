// What Pavilion's letters and contracts to partners say about Pavilion; laid out by platform/pdf.ts.
import { currentLanguage, DEFAULT_LOCALE, formatLocale } from '@pavilion/domain';

/** Who sends Pavilion's letters and signs its contracts. */
export const PAVILION_COMPANY = {
  name: 'Pavilion Events Ltd',
  addressLines: ['1 Pavilion Yard, Shoreditch High Street', 'London E1 6JE', 'United Kingdom'],
  supportEmail: 'partners@pavilion.example',
} as const;

/** '3 June 2025' (British in English, as the letters and contracts are from London), '3. Juni 2025'. */
export function longDate(date: Date): string {
  const locale = currentLanguage() === DEFAULT_LOCALE ? 'en-GB' : formatLocale();
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
