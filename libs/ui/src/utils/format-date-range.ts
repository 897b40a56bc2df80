// A span of days written compactly for tables: '23 Oct 2026 - 6 Jan 2027', '23 Oct - 6 Dec 2026' within a
// year, '23 Oct 2026' for one day; each end is the day in the given time zone (where the event is).

type DayParts = { day: string; month: string; year: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US's short months (Sep, not en-GB's Sept), put in day-month-year order below.
    formatter = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(iso: string, timeZone: string): DayParts {
  const parts = formatterFor(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** '23 Oct 2026' in `timeZone` (UTC without one). */
export function formatDay(iso: string, timeZone = 'UTC'): string {
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
  if (!until) return `From ${formatDay(from!, timeZone)}`;
  if (!from) return `Until ${formatDay(until, timeZone)}`;
  const start = partsOf(from, timeZone);
  const end = partsOf(until, timeZone);
  const last = `${end.day} ${end.month} ${end.year}`;
  if (start.year !== end.year) return `${start.day} ${start.month} ${start.year} - ${last}`;
  if (start.month === end.month && start.day === end.day) return last;
  return `${start.day} ${start.month} - ${last}`;
}
