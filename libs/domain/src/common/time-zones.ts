// Events happen somewhere: each venue carries an IANA time zone, partners type local wall-clock times
// in it, the API stores UTC instants, and every app shows times in the event's own zone with its
// abbreviation ('09:00 BST'). Built on Intl (the runtime's copy of the tz database), so the browser
// and the server agree without shipping a zone database of our own.
import { z } from 'zod';
import './zod-messages';
import { PARTNER_MESSAGES } from '../messages/partner';

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
  .string({ error: () => PARTNER_MESSAGES.timeZoneInvalid })
  .trim()
  .max(64, { error: () => PARTNER_MESSAGES.timeZoneInvalid })
  .refine(isValidTimeZone, { error: () => PARTNER_MESSAGES.timeZoneInvalid });

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `instant`: year, month (1-12), day, hour (0-23), minute and second. */
export function partsIn(zone: string, instant: number) {
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

// The formatters (formatInTimeZone, timeZoneAbbreviation, ...) live in zoned-format.ts, which
// imports nothing, so a page that only shows times does not load zod with them.
