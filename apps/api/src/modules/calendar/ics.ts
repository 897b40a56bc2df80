// An order's event as an iCalendar file (RFC 5545), written by ical-generator with the event's time
// zone as a VTIMEZONE (@touch4it/ical-timezones), so calendars show it at the venue's wall-clock time.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { partsIn } from '@pavilion/domain';

export interface CalendarFileInput {
  /** Stable for the order: a later file with the same UID and a higher SEQUENCE replaces the entry. */
  uid: string;
  sequence: number;
  /** The event was cancelled, or every ticket of the order: a METHOD:CANCEL file that removes the entry. */
  cancelled: boolean;
  title: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  location: string;
  url: string;
  description: string;
  /** Who sends the entry (a cancellation names its organiser): the product's mailbox. */
  organizer: { name: string; email: string };
  now: Date;
}

/** '2030-03-10T09:00:00': the instant's wall-clock time in the zone, which the file writes with its TZID. */
function wallClock(instant: Date, zone: string): string {
  const p = partsIn(zone, instant.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

export function calendarFile(input: CalendarFileInput): string {
  const calendar = ical({ prodId: { company: 'Pavilion', product: 'Tickets', language: 'EN' } });
  calendar.method(input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  if (input.timeZone !== 'UTC') calendar.timezone({ name: input.timeZone, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.now,
    start: input.timeZone === 'UTC' ? input.startAt : wallClock(input.startAt, input.timeZone),
    end: input.timeZone === 'UTC' ? input.endAt : wallClock(input.endAt, input.timeZone),
    timezone: input.timeZone === 'UTC' ? null : input.timeZone,
    summary: input.title,
    location: input.location,
    url: input.url,
    description: input.description,
    organizer: input.organizer,
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
