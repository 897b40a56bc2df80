// Numbers, dates, lists and relative times in the current language's conventions. Every formatter is
// made when it is used (never when a module loads, which would fix the language) and kept per locale.
import { intlLocale } from './locales';
import { currentLocale } from './translator';

/** The Intl locale of the current language ('de-DE'), for a formatter this module does not make. */
export function formatLocale(): string {
  return intlLocale(currentLocale());
}

const formatters = new Map<string, unknown>();

function cached<T>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = formatLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date and time formatter in the current language (`{ timeZone }` to show it where the event is). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** A number formatter in the current language ('1.234,5' in German). */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options));
}

/** A calendar day as the API sends it ('2030-06-10', no time or zone) in the current language: 'Jun 10, 2030', '10.06.2030'. */
export function formatIsoDay(day: string): string {
  return dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** 'a, b and c' in the current language ('a, b y c'). */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return cached('list', { type }, (locale) => new Intl.ListFormat(locale, { style: 'long', type })).format(items);
}

/** 'in 3 days', 'vor 2 Stunden'. */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return cached('relative', { unit }, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(
    value,
    unit,
  );
}
