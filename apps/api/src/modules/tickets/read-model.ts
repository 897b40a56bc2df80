// The attendee's own tickets (the named tickets of their paid orders, and the tickets given to them) as
// the API answers them, and the ticket documents the QR code, the PDF and the emails are made from.
// AttendeeTickets is built with the person id, so it reads only that attendee's tickets.
import { and, asc, count, eq, gt, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  attendeeChangesUntil,
  fromMinor,
  type TOwnedTicket,
  type TTicketsPage,
  type TTicketsQuery,
  NOT_FOUND,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, orders, places, tickets, ticketTypes } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { containsPattern, listPage } from '../../platform/list';
import type { TicketDocument } from './service';

const ticketColumns = {
  ticket: tickets,
  eventName: events.name,
  eventStartAt: events.startAt,
  eventTimeZone: events.timeZone,
  cutoffHours: events.attendeeChangeCutoffHours,
  venueName: places.name,
  ticketTypeName: ticketTypes.name,
  buyerPersonId: orders.personId,
};

type TicketRow = {
  ticket: typeof tickets.$inferSelect;
  eventName: string;
  eventStartAt: Date;
  eventTimeZone: string;
  cutoffHours: number;
  venueName: string | null;
  ticketTypeName: string;
  buyerPersonId: number;
};

const attendeeName = (t: typeof tickets.$inferSelect) => `${t.firstName ?? ''} ${t.surname ?? ''}`.trim();

/** The signed-in attendee's tickets: those of their paid orders. Every query filters by owner. */
export class AttendeeTickets {
  constructor(
    private readonly db: DbOrTx,
    private readonly personId: number,
    private readonly now: () => Date,
  ) {}

  /**
   * The owner's tickets, narrowed further by `extra`: valid, named tickets of paid orders (a cancelled
   * ticket, or one not named yet, has no QR code or PDF) that are either of the owner's own orders or
   * given to them (they hold them). The two sets are read by their own indexes and joined by id.
   */
  private mine(extra?: SQL): SQL {
    const own = this.db
      .select({ id: tickets.id })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(eq(orders.personId, this.personId));
    const held = this.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.holderPersonId, this.personId));
    return and(
      sql`${tickets.id} in (${own} union all ${held})`,
      eq(orders.status, 'paid'),
      eq(tickets.status, 'valid'),
      isNotNull(tickets.firstName),
      extra,
    ) as SQL;
  }

  private select() {
    return this.db
      .select(ticketColumns)
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .leftJoin(places, eq(places.id, events.venueId))
      .$dynamic();
  }

  /**
   * One page of the owner's tickets, soonest event first unless asked otherwise. `when` keeps events
   * not yet ended (upcoming) or ended ones (past); `q` searches the event and the attendee's name.
   */
  async list(query: TTicketsQuery): Promise<TTicketsPage> {
    const now = this.now();
    const pattern = query.q ? containsPattern(query.q) : null;
    const where = this.mine(
      and(
        query.when === 'upcoming' ? gt(events.endAt, now) : undefined,
        query.when === 'past' ? lte(events.endAt, now) : undefined,
        pattern
          ? or(ilike(events.name, pattern), ilike(tickets.firstName, pattern), ilike(tickets.surname, pattern))
          : undefined,
      ),
    );
    // Tickets of one event by purchase; an order's tickets together, in the order they were entered.
    const inOrder = [orders.paidAt, tickets.orderId, tickets.position] as const;
    return listPage(
      query,
      {
        eventStart: [events.startAt, ...inOrder],
        eventName: [events.name, events.startAt, ...inOrder],
        purchasedAt: inOrder,
      },
      tickets.id,
      {
        rows: async ({ orderBy, limit, offset }) =>
          (
            await this.select()
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset)
          ).map((row) => ownedTicketView(row, this.personId)),
        count: async () =>
          (
            await this.db
              .select({ n: count() })
              .from(tickets)
              .innerJoin(orders, eq(orders.id, tickets.orderId))
              .innerJoin(events, eq(events.id, tickets.eventId))
              .where(where)
          )[0].n,
      },
    );
  }

  /**
   * One of the owner's tickets as the list shows it, with its holder's version (its code's); 404 unless
   * it is this attendee's, named, valid and paid.
   */
  async one(ticketId: string): Promise<TOwnedTicket & { holderVersion: number }> {
    const [row] = await this.select().where(this.mine(eq(tickets.id, ticketId)));
    if (!row) throw notFound(NOT_FOUND.ticket);
    return { ...ownedTicketView(row, this.personId), holderVersion: row.ticket.holderVersion };
  }

  /** One ticket for its QR code or PDF; 404 unless it is this attendee's, named and paid. */
  async document(ticketId: string): Promise<TicketDocument> {
    const [row] = await this.select().where(this.mine(eq(tickets.id, ticketId)));
    if (!row) throw notFound(NOT_FOUND.ticket);
    return ticketDocument(row);
  }
}

function ownedTicketView(
  { ticket, eventName, eventStartAt, eventTimeZone, cutoffHours, ticketTypeName, buyerPersonId }: TicketRow,
  personId: number,
): TOwnedTicket {
  return {
    id: ticket.id,
    orderId: ticket.orderId,
    eventId: ticket.eventId,
    eventName,
    eventStartDateTime: eventStartAt.toISOString(),
    eventTimeZone,
    ticketTypeName,
    ticketPrice: fromMinor(ticket.priceMinor - ticket.discountMinor, ticket.currency),
    ticketCurrency: ticket.currency,
    attendeeName: attendeeName(ticket),
    attendeeFirstName: ticket.firstName ?? '',
    attendeeSurname: ticket.surname ?? '',
    attendeeJobTitle: ticket.jobTitle,
    attendeeCompany: ticket.company,
    attendeeEmail: ticket.email ?? '',
    qrCodeUrl: `/api/tickets/${ticket.id}/qr.svg`,
    pdfUrl: `/api/tickets/${ticket.id}/ticket.pdf`,
    role: buyerPersonId === personId ? 'buyer' : 'holder',
    attendeeChangesUntil: attendeeChangesUntil(eventStartAt, cutoffHours),
  };
}

export function ticketDocument({
  ticket,
  eventName,
  eventStartAt,
  eventTimeZone,
  venueName,
  ticketTypeName,
}: TicketRow): TicketDocument {
  return {
    id: ticket.id,
    orderId: ticket.orderId,
    eventName,
    eventStartAt,
    eventTimeZone,
    venueName,
    ticketTypeName,
    priceMinor: ticket.priceMinor - ticket.discountMinor,
    currency: ticket.currency,
    attendeeName: attendeeName(ticket),
    attendeeCompany: ticket.company ?? '',
    attendeeJobTitle: ticket.jobTitle ?? '',
    holderVersion: ticket.holderVersion,
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
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(places, eq(places.id, events.venueId))
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.position));
  return rows.map((row) => ({ ...ticketDocument(row), email: row.ticket.email ?? '' }));
}

/** One ticket by id, for the outbox's attachment generators (delivery has no signed-in owner). */
export async function ticketDocumentById(db: DbOrTx, ticketId: string): Promise<TicketDocument | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(places, eq(places.id, events.venueId))
    .where(eq(tickets.id, ticketId));
  return row ? ticketDocument(row) : null;
}
