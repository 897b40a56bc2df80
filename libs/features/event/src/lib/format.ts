// How every app writes an event's dates and times: where the event happens, in its own time zone
// with the zone's abbreviation ('Jun 10, 2026, 09:00 BST' for a London event), en-US words. The
// zone arithmetic is the domain's (formatInTimeZone); these are the one way pages call it. A time
// without its event's zone (an answer that does not carry it) is written in UTC and says so.
import { formatInTimeZone, formatTimeInTimeZone } from '@pavilion/domain';

/** The zone a time is written in when its event's is not known. */
export const FALLBACK_TIME_ZONE = 'UTC';

const zoneOf = (timeZone: string | null | undefined) => timeZone || FALLBACK_TIME_ZONE;

/** 'Wed, Jun 10, 2026' (the day where the event happens). */
export const formatEventDate = (iso: string, timeZone?: string | null) =>
  formatInTimeZone(iso, zoneOf(timeZone), { weekday: true, dateOnly: true });
/** 'Jun 10, 2026, 09:00 BST' */
export const formatEventDateTime = (iso: string, timeZone?: string | null) => formatInTimeZone(iso, zoneOf(timeZone));
/** '09:00 BST' */
export const formatEventTime = (iso: string, timeZone?: string | null) => formatTimeInTimeZone(iso, zoneOf(timeZone));
