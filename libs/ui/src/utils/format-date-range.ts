// A span of days written compactly for tables: '23 Oct 2026 - 6 Jan 2027', '23 Oct - 6 Dec 2026' within a
// year, '23 Oct 2026' for one day; each end is the day in the given time zone (where the event is). Other
// languages write it their way ('23.–30. Okt. 2026'), with their own words for an open end.
import { kitLocale, kitText } from '../i18n/kit-text';

type DayParts = { day: string; month: string; year: string };

const T = kitText('dateRange');
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // en-US's short months (Sep, not en-GB's Sept), put in day-month-year order below for English.
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The Intl locale of a language that is not the product's English, whose conventions Intl follows. */
function otherLocale(): string | undefined {
  const locale = kitLocale();
  return locale === 'en-US' ? undefined : locale;
}

function partsOf(iso: string, timeZone: string): DayParts {
  const parts = formatterFor(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** '23 Oct 2026' in `timeZone` (UTC without one). */
export function formatDay(iso: string, timeZone = 'UTC'): string {
  const locale = otherLocale();
  if (locale) return formatterFor(timeZone, locale).format(new Date(iso));
  const { day, month, year } = partsOf(iso, timeZone);
  return `${day} ${month} ${year}`;
}

/**
 * '23 Oct 2026 - 6 Jan 2027'; '23 Oct - 6 Dec 2026' when both ends fall in one year; '23 Oct 2026' when
 * both fall on one day. An open end reads 'From 23 Oct 2026' or 'Until 6 Jan 2027'; neither, ''.
 */
export function formatDateRange(
  from: string | null | undefined,
  until: string | null | undefined,
  timeZone = 'UTC',
): string {
  if (!from && !until) return '';
  if (!until) return T.from({ date: formatDay(from!, timeZone) });
  if (!from) return T.until({ date: formatDay(until, timeZone) });
  const locale = otherLocale();
  if (locale) return formatterFor(timeZone, locale).formatRange(new Date(from), new Date(until));
  const start = partsOf(from, timeZone);
  const end = partsOf(until, timeZone);
  const last = `${end.day} ${end.month} ${end.year}`;
  if (start.year !== end.year) return `${start.day} ${start.month} ${start.year} - ${last}`;
  if (start.month === end.month && start.day === end.day) return last;
  return `${start.day} ${start.month} - ${last}`;
}
