// Times as people at the event read them: 'Jun 10, 2026, 09:00 BST', the date in the current language's
// words ('10. Juni 2026, 09:00 BST' in German). Abbreviations: ICU knows most only in the English of the region that uses them ('BST' in en-GB,
// 'IST' in en-IN and en-IE, 'AEST' in en-AU); en-US writes those as 'GMT+1'. The first locale that
// gives a name rather than an offset wins; zones without a common abbreviation keep 'GMT+9'. The
// abbreviation stays this English one in every language (people at the event read it on their tickets).
import { dateTimeFormat } from '../i18n/formats';

const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IE', 'en-AU', 'en-NZ', 'en-IN', 'en-ZA', 'en-CA', 'en-SG'];
const abbreviationFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneNameIn(locale: string, zone: string, instant: Date): string {
  const key = `${locale}|${zone}`;
  let f = abbreviationFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    abbreviationFormatters.set(key, f);
  }
  return f.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/** The zone's short name at that instant: 'BST' for London in June, 'GMT' in January, 'EDT', 'GMT+9'. */
export function timeZoneAbbreviation(zone: string, iso: string | Date): string {
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const name = zoneNameIn(locale, zone, instant);
    if (!/^(GMT|UTC)[+-−]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback;
}

export interface ZonedFormatOptions {
  /** Include the weekday ('Wed, 10 Jun 2026'). */
  weekday?: boolean;
  /** Leave out the time (dates only). */
  dateOnly?: boolean;
  /** Leave out the zone's abbreviation. */
  noZone?: boolean;
}

/** An instant as people at the event read it: 'Jun 10, 2026, 09:00 BST' (the language's words, 24-hour clock). */
export function formatInTimeZone(iso: string, zone: string, options: ZonedFormatOptions = {}): string {
  const instant = new Date(iso);
  const text = dateTimeFormat({
    timeZone: zone,
    weekday: options.weekday ? 'short' : undefined,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(options.dateOnly ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  }).format(instant);
  return options.dateOnly || options.noZone ? text : `${text} ${timeZoneAbbreviation(zone, instant)}`;
}

/** Only the time of day in the zone: '09:00 BST'. */
export function formatTimeInTimeZone(iso: string, zone: string, options: { noZone?: boolean } = {}): string {
  const instant = new Date(iso);
  const text = dateTimeFormat({
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return options.noZone ? text : `${text} ${timeZoneAbbreviation(zone, instant)}`;
}
