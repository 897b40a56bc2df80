// What Pavilion's letters and contracts to partners say about Pavilion; laid out by platform/pdf.ts.

/** Who sends Pavilion's letters and signs its contracts. */
export const PAVILION_COMPANY = {
  name: 'Pavilion Events Ltd',
  addressLines: ['1 Pavilion Yard, Shoreditch High Street', 'London E1 6JE', 'United Kingdom'],
  supportEmail: 'partners@pavilion.example',
} as const;

/** '3 June 2025' */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
