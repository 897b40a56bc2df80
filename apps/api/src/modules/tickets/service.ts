// Tickets: the signed code a QR carries, the QR image and the PDF ticket. The attendee's own tickets
// are read through read-model.ts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { formatAmount, formatInTimeZone, fromMinor, type TCurrencyCode } from '@pavilion/domain';
import { renderPdf } from '../../platform/pdf';
import { TICKET_PDF_TEXT } from './messages';

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
  /** The IANA zone of the event: the ticket reads its start as people there do. */
  eventTimeZone: string;
  venueName: string | null;
  ticketTypeName: string;
  priceMinor: number;
  currency: TCurrencyCode;
  attendeeName: string;
  attendeeCompany: string;
  attendeeJobTitle: string;
  orderId: string;
}

/** 'Wed, Jun 10, 2026, 09:00 BST': the start as people at the event read it. */
const when = (d: Date, zone: string) => formatInTimeZone(d.toISOString(), zone, { weekday: true });

/** The PDF ticket: event, attendee and the QR code, on one A5 page, in the current language. */
export async function renderTicketPdf(ticket: TicketDocument, code: string): Promise<Buffer> {
  const T = TICKET_PDF_TEXT;
  const title = T.title({ event: ticket.eventName });
  const price = formatAmount(fromMinor(ticket.priceMinor, ticket.currency), ticket.currency);
  const start = when(ticket.eventStartAt, ticket.eventTimeZone);
  const qr = await ticketQrPng(code);
  return renderPdf({ title, size: 'A5', margin: 40 }, (doc) => {
    doc.fontSize(10).fillColor('#555555').text(T.kicker);
    doc.moveDown(0.3).fontSize(18).fillColor('#111111').text(ticket.eventName);
    doc.moveDown(0.3).fontSize(11).text(start);
    if (ticket.venueName) doc.text(ticket.venueName);
    doc.moveDown();
    doc.fontSize(14).text(ticket.attendeeName);
    doc.fontSize(11).text([ticket.attendeeJobTitle, ticket.attendeeCompany].filter(Boolean).join(', '));
    doc.moveDown(0.5).text(T.ticketTypePrice({ ticketType: ticket.ticketTypeName, price }));
    doc.moveDown();
    doc.image(qr, { fit: [200, 200] });
    doc
      .moveDown(0.5)
      .fontSize(8)
      .fillColor('#555555')
      .text(T.ticketId({ ticketId: ticket.id }))
      .text(T.orderId({ orderId: ticket.orderId }));
  });
}
