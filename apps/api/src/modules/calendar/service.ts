// An order's calendar file: the event as the buyer holds it now. Read for the buyer's download (their
// person id narrows the query, so another person's order answers 404) and for the emails that attach it
// (the ticket email, a change of date or venue, the event's cancellation), at delivery.
import { and, count, eq, isNotNull, max, type SQL } from 'drizzle-orm';
import { NOT_FOUND } from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { events, eventVersions, orders, places, tickets } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { EVENT_SCHEDULE_COLUMNS } from '../events';
import { calendarFile } from './ics';
import { CALENDAR_TEXT as T } from './messages';

export interface OrderCalendar {
  filename: string;
  ics: string;
  /** The file cancels the entry (METHOD:CANCEL): the event or every ticket of the order was cancelled. */
  cancelled: boolean;
}

/** 'Pavilion <no-reply@pavilion.example>' -> its name and address. */
function mailbox(from: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || match[2], email: match[2] } : { name: from, email: from };
}

/**
 * The calendar file of a paid order (one that was paid, though its tickets may since be cancelled).
 * `personId` keeps the read to that buyer's orders. The entry's SEQUENCE is the event's approved
 * version (each approved change of date, venue or anything else raises it), one more once cancelled.
 */
export async function orderCalendar(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl' | 'mailFrom'>,
  orderId: string,
  { personId, now }: { personId?: number; now: Date },
): Promise<OrderCalendar> {
  const mine: SQL[] = [eq(orders.id, orderId), isNotNull(orders.paidAt)];
  if (personId !== undefined) mine.push(eq(orders.personId, personId));
  const [row] = await db
    .select({ eventId: events.id, ...EVENT_SCHEDULE_COLUMNS })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(places, eq(places.id, events.venueId))
    .where(and(...mine));
  if (!row) throw notFound(NOT_FOUND.order);
  const [[version], ticketRows] = await Promise.all([
    db
      .select({ version: max(eventVersions.version) })
      .from(eventVersions)
      .where(and(eq(eventVersions.eventId, row.eventId), eq(eventVersions.status, 'APPROVED'))),
    db
      .select({ status: tickets.status, n: count() })
      .from(tickets)
      .where(eq(tickets.orderId, orderId))
      .groupBy(tickets.status),
  ]);
  const valid = ticketRows.find((t) => t.status === 'valid')?.n ?? 0;
  const all = ticketRows.reduce((sum, t) => sum + t.n, 0);
  const cancelled = row.eventCancelledAt !== null || valid === 0;
  const url = `${config.publicUrl}/events/${row.eventId}`;
  const location = row.venueName ? [row.venueName, row.venueAddress].filter(Boolean).join(', ') : url;
  const ics = calendarFile({
    uid: `order-${orderId}@${new URL(config.publicUrl).hostname}`,
    sequence: (version?.version ?? 0) + (cancelled ? 1 : 0),
    cancelled,
    title: cancelled ? T.cancelled({ event: row.eventName }) : row.eventName,
    startAt: row.eventStartAt,
    endAt: row.eventEndAt,
    timeZone: row.eventTimeZone,
    location,
    url,
    description: T.details({ orderId: orderId.slice(0, 8), count: cancelled ? all : valid, url }),
    organizer: mailbox(config.mailFrom),
    now,
  });
  return { filename: `event-${row.eventId}.ics`, ics, cancelled };
}
