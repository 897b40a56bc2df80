// Events happen somewhere: each venue carries an IANA time zone, partners type local wall-clock times
// in it, the API stores UTC instants, and every app shows times in the event's own zone with its
// abbreviation ('09:00 BST'). Built on Intl (the runtime's copy of the tz database), so the browser
// and the server agree without shipping a zone database of our own.
import { z } from 'zod';
import { PARTNER_MESSAGES } from '../partner/messages';

export const DEFAULT_TIME_ZONE = 'UTC';

const validZones = new Map<string, boolean>();

/** Whether the runtime knows `zone` as an IANA time zone ('Europe/London', 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  let known = validZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
    } catch {
      known = false;
    }
    validZones.set(zone, known);
  }
  return known;
}

export const ZTimeZone = z
  .string({ error: PARTNER_MESSAGES.timeZoneInvalid })
  .trim()
  .max(64, PARTNER_MESSAGES.timeZoneInvalid)
  .refine(isValidTimeZone, PARTNER_MESSAGES.timeZoneInvalid);

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, instant: number) {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(instant))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Minutes the zone is ahead of UTC at `instant` (60 for London in summer, -240 for New York). */
export function timeZoneOffsetMinutes(zone: string, instant: number): number {
  const p = partsIn(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * A wall-clock `datetime-local` value ('2026-06-10T09:00') in `zone` as a UTC ISO instant. A time that
 * does not exist (the hour skipped when clocks go forward) moves forward by the gap, as clocks do; a
 * time that happens twice (clocks go back) is the first of the two.
 */
export function zonedLocalToIso(local: string, zone: string): string {
  const m = LOCAL_PATTERN.exec(local);
  if (!m) throw new RangeError(`Invalid local date/time: ${local}`);
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], m[6] ? +m[6] : 0);
  // Two guesses cover every transition: the offset just before and just after the wall time.
  const before = timeZoneOffsetMinutes(zone, wall - 86_400_000);
  const after = timeZoneOffsetMinutes(zone, wall + 86_400_000);
  const candidates = [wall - before * 60_000, wall - after * 60_000].filter(
    (t) => wall - timeZoneOffsetMinutes(zone, t) * 60_000 === t,
  );
  const instant = candidates.length ? Math.min(...candidates) : wall - before * 60_000;
  return new Date(instant).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC ISO instant as the `datetime-local` value ('2026-06-10T09:00') it reads as in `zone`. */
export function isoToZonedLocal(iso: string, zone: string): string {
  const p = partsIn(zone, new Date(iso).getTime());
  return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The calendar date ('YYYY-MM-DD') of an instant in `zone`. */
export function zonedDate(iso: string | Date, zone: string): string {
  return isoToZonedLocal(typeof iso === 'string' ? iso : iso.toISOString(), zone).slice(0, 10);
}

// Abbreviations: ICU knows most only in the English of the region that uses them ('BST' in en-GB,
// 'IST' in en-IN and en-IE, 'AEST' in en-AU); en-US writes those as 'GMT+1'. The first locale that
// gives a name rather than an offset wins; zones without a common abbreviation keep 'GMT+9'.
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

/** An instant as people at the event read it: 'Jun 10, 2026, 09:00 BST' (en-US words, 24-hour clock). */
export function formatInTimeZone(iso: string, zone: string, options: ZonedFormatOptions = {}): string {
  const instant = new Date(iso);
  const text = new Intl.DateTimeFormat('en-US', {
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
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return options.noZone ? text : `${text} ${timeZoneAbbreviation(zone, instant)}`;
}
