// An event's name, times, zone, venue and cancellation, as a query that holds an order (or a ticket)
// selects them beside its own columns: the orders' answers and the calendar files read the same.
// The query joins events and, by a left join on events.venue_id, the venue (places).
import { events, places } from '../../db/schema';

export const EVENT_SCHEDULE_COLUMNS = {
  eventName: events.name,
  eventStartAt: events.startAt,
  eventEndAt: events.endAt,
  eventTimeZone: events.timeZone,
  venueName: places.name,
  venueAddress: places.address,
  eventCancelledAt: events.cancelledAt,
  eventCancellationReason: events.cancellationReason,
};
