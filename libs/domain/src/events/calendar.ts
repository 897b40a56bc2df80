// An event in a person's calendar: the links that open Google Calendar and Outlook with it filled in,
// on the order page and in the ticket email. The calendar file itself (.ics, RFC 5545) is the API's:
// GET /api/orders/{orderId}/calendar.ics, which the ticket, change and cancellation emails attach.
import type { TOrder } from '../checkout/order';
import { CALENDAR_MESSAGES } from '../messages/calendar';

/** What a calendar entry says: the event, when (instants), where, and its page. */
export interface CalendarEntry {
  title: string;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  /** The venue's name and address on one line; the event page's address for an online event. */
  location: string;
  /** A line or two about the entry (the order, the event page). */
  details: string;
}

/** An order's event as its entry: the venue's name and address, or the event page when it has no venue. */
export function orderCalendarEntry(order: Pick<TOrder, 'id' | 'event'>, eventUrl: string): CalendarEntry {
  const venue = order.event.venue;
  return {
    title: order.event.name,
    startAt: order.event.startDateTime,
    endAt: order.event.endDateTime,
    location: venue ? [venue.name, venue.address].filter(Boolean).join(', ') : eventUrl,
    details: CALENDAR_MESSAGES.details({ orderId: order.id.slice(0, 8), url: eventUrl }),
  };
}

/** '2030-03-10T08:00:00.000Z' -> '20300310T080000Z' (the basic format both calendars read). */
function basicUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Google Calendar's page for a new event, filled in (its documented `render?action=TEMPLATE` link). */
export function googleCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${basicUtc(entry.startAt)}/${basicUtc(entry.endAt)}`,
    details: entry.details,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** Outlook on the web's page for a new event, filled in (its compose deep link). */
export function outlookCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: new Date(entry.startAt).toISOString(),
    enddt: new Date(entry.endAt).toISOString(),
    body: entry.details,
    location: entry.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${query.toString()}`;
}
