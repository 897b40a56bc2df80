// Tickets: the signed code a QR carries, the QR image, the PDF ticket, and the attendee's own
// tickets (AttendeeTickets is built with the person id, so it reads only that attendee's tickets).
import { createHmac, timingSafeEqual } from 'node:crypto';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { and, asc, desc, eq } from 'drizzle-orm';
import { formatMoney, type TCurrencyCode, type TOwnedTicket } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, orders, places, tickets, ticketTypes } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { CHECKOUT_MESSAGES as M } from './messages';

const CODE_PREFIX = 'PVT1';

/** The signing key for ticket codes, derived from the server secret (not the secret itself). */
export function ticketCodeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('pavilion ticket code v1').digest();
}

const signature = (key: Buffer, ticketId: string) => createHmac('sha256', key).update(ticketId).digest('base64url');

/** 'PVT1.<ticket id>.<HMAC>': names the ticket, and only the server can make one that verifies. */
export function ticketCode(key: Buffer, ticketId: string): string {
  return `${CODE_PREFIX}.${ticketId}.${signature(key, ticketId)}`;
}

/** The ticket id of a genuine code, or null for a forged or damaged one. */
export function verifyTicketCode(key: Buffer, code: string): string | null {
  const [prefix, ticketId, sig, ...rest] = code.split('.');
  if (prefix !== CODE_PREFIX || !ticketId || !sig || rest.length) return null;
  const expected = Buffer.from(signature(key, ticketId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? ticketId : null;
}

export function ticketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

export interface TicketDocument {
  id: string;
  eventName: string;
  eventStartAt: Date;
  venueName: string | null;
  ticketTypeName: string;
  priceMinor: number;
  currency: TCurrencyCode;
  attendeeName: string;
  attendeeCompany: string;
  attendeeJobTitle: string;
  orderId: string;
}

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The PDF ticket: event, attendee and the QR code, on one A5 page. */
export async function renderTicketPdf(ticket: TicketDocument, code: string): Promise<Buffer> {
  const qr = await ticketQrPng(code);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: `Ticket: ${ticket.eventName}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(10).fillColor('#555555').text('PAVILION TICKET');
    doc.moveDown(0.3).fontSize(18).fillColor('#111111').text(ticket.eventName);
    doc.moveDown(0.3).fontSize(11).text(when(ticket.eventStartAt));
    if (ticket.venueName) doc.text(ticket.venueName);
    doc.moveDown();
    doc.fontSize(14).text(ticket.attendeeName);
    doc.fontSize(11).text([ticket.attendeeJobTitle, ticket.attendeeCompany].filter(Boolean).join(', '));
    doc.moveDown(0.5).text(`${ticket.ticketTypeName}: ${formatMoney(ticket.priceMinor, ticket.currency)}`);
    doc.moveDown();
    doc.image(qr, { fit: [200, 200] });
    doc.moveDown(0.5).fontSize(8).fillColor('#555555').text(`Ticket ${ticket.id}`).text(`Order ${ticket.orderId}`);
    doc.end();
  });
}

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
