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

/** A month as the API sends it ('2026-10' or its first day '2026-10-01') in the current language: 'Oct 2026', 'Okt. 2026'. */
export function formatIsoMonth(month: string): string {
  return dateTimeFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
  );
}

/** A share (0.0024) as the current language writes a percentage: '0.2%', '0,2 %'. */
export function formatPercent(share: number, maximumFractionDigits = 1): string {
  return numberFormat({ style: 'percent', maximumFractionDigits }).format(share);
}

/** A plain number in the current language: '36,205', '36.205', '4,5'. */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  return numberFormat({ maximumFractionDigits }).format(value);
}

/** The day a week starts on in the current language's region (0 Sunday, 1 Monday), as a calendar shows it. */
export function firstDayOfWeek(): 0 | 1 {
  type WithWeekInfo = Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const locale = new Intl.Locale(formatLocale()) as WithWeekInfo;
  const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
  // Intl names Monday 1 and Sunday 7; where it is not known, the United States start on Sunday, Europe on Monday.
  if (firstDay !== undefined) return firstDay === 7 ? 0 : 1;
  return locale.region === 'US' ? 0 : 1;
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
