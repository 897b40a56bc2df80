// The attendee's own tickets (those of their paid orders) as the API answers them, and the ticket
// documents the QR code, the PDF and the emails are made from. AttendeeTickets is built with the
// person id, so it reads only that attendee's tickets.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TOwnedTicket } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, orders, places, tickets, ticketTypes } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { TICKET_MESSAGES as M } from './messages';
import type { TicketDocument } from './service';

const ticketColumns = {
  ticket: tickets,
  eventName: events.name,
  eventStartAt: events.startAt,
  venueName: places.name,
  ticketTypeName: ticketTypes.name,
};

type TicketRow = {
  ticket: typeof tickets.$inferSelect;
  eventName: string;
  eventStartAt: Date;
  venueName: string | null;
  ticketTypeName: string;
};

const attendeeName = (t: typeof tickets.$inferSelect) => `${t.firstName} ${t.surname}`;

/** The signed-in attendee's tickets: those of their paid orders. Every query filters by owner. */
export class AttendeeTickets {
  constructor(
    private readonly db: DbOrTx,
    private readonly personId: number,
  ) {}

  private query(ticketId?: string) {
    return this.db
      .select(ticketColumns)
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .leftJoin(places, eq(places.id, events.venueId))
      .where(
        and(
          eq(orders.personId, this.personId),
          eq(orders.status, 'paid'),
          ticketId ? eq(tickets.id, ticketId) : undefined,
        ),
      );
  }

  async list(): Promise<TOwnedTicket[]> {
    const rows = await this.query().orderBy(desc(orders.paidAt), asc(tickets.orderId), asc(tickets.position));
    return rows.map(ownedTicketView);
  }

  /** One ticket for its QR code or PDF; 404 unless it is this attendee's and paid. */
  async document(ticketId: string): Promise<TicketDocument> {
    const [row] = await this.query(ticketId);
    if (!row) throw notFound(M.ticketNotFound);
    return ticketDocument(row);
  }
}

function ownedTicketView({ ticket, eventName, eventStartAt, ticketTypeName }: TicketRow): TOwnedTicket {
  return {
    id: ticket.id,
    orderId: ticket.orderId,
    eventId: ticket.eventId,
    eventName,
    eventStartDateTime: eventStartAt.toISOString(),
    ticketTypeName,
    ticketPrice: ticket.priceMinor,
    ticketCurrency: ticket.currency,
    attendeeName: attendeeName(ticket),
    attendeeJobTitle: ticket.jobTitle,
    attendeeCompany: ticket.company,
    attendeeEmail: ticket.email,
    qrCodeUrl: `/api/tickets/${ticket.id}/qr.svg`,
    pdfUrl: `/api/tickets/${ticket.id}/ticket.pdf`,
  };
}

export function ticketDocument({
  ticket,
  eventName,
  eventStartAt,
  venueName,
  ticketTypeName,
}: TicketRow): TicketDocument {
  return {
    id: ticket.id,
    orderId: ticket.orderId,
    eventName,
    eventStartAt,
    venueName,
    ticketTypeName,
    priceMinor: ticket.priceMinor,
    currency: ticket.currency,
    attendeeName: attendeeName(ticket),
    attendeeCompany: ticket.company,
    attendeeJobTitle: ticket.jobTitle,
  };
}

/** Every ticket of one order, for the delivery emails (the order is already known to be the buyer's). */
export async function ticketDocumentsOfOrder(
  db: DbOrTx,
  orderId: string,
): Promise<Array<TicketDocument & { email: string }>> {
  const rows = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(places, eq(places.id, events.venueId))
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.position));
  return rows.map((row) => ({ ...ticketDocument(row), email: row.ticket.email }));
}

/** One ticket by id, for the outbox's attachment generators (delivery has no signed-in owner). */
export async function ticketDocumentById(db: DbOrTx, ticketId: string): Promise<TicketDocument | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(places, eq(places.id, events.venueId))
    .where(eq(tickets.id, ticketId));
  return row ? ticketDocument(row) : null;
}
