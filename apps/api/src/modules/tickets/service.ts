// Tickets: the signed code a QR carries, the QR image and the PDF ticket. The attendee's own tickets
// are read through read-model.ts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { formatAmount, formatInTimeZone, fromMinor, type TCurrencyCode } from '@pavilion/domain';
import { renderPdf } from '../../platform/pdf';
import { TICKET_PDF_TEXT } from './messages';

const CODE_PREFIX = 'PVT1';
/** A code of a ticket whose attendee was named later or changed: it carries the holder's version. */
const VERSIONED_PREFIX = 'PVT2';

/** The signing key for ticket codes, derived from the server secret (not the secret itself). */
export function ticketCodeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('pavilion ticket code v1').digest();
}

const signature = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/**
 * The code a ticket's QR carries for its attendee of `version` (1 until its attendee is named later or
 * changed; each change counts one up): 'PVT1.<ticket id>.<HMAC>' for the first, 'PVT2.<ticket id>.
 * <version>.<HMAC>' after. It names the ticket and its holder, and only the server can make one that
 * verifies; the door refuses a version older than the ticket's.
 */
export function ticketCode(key: Buffer, ticketId: string, version = 1): string {
  if (version <= 1) return `${CODE_PREFIX}.${ticketId}.${signature(key, ticketId)}`;
  return `${VERSIONED_PREFIX}.${ticketId}.${version}.${signature(key, `${ticketId}.${version}`)}`;
}

const sameSignature = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The ticket and holder version of a genuine code, or null for a forged or damaged one. */
export function verifyTicketCode(key: Buffer, code: string): { ticketId: string; version: number } | null {
  const parts = code.split('.');
  if (parts[0] === CODE_PREFIX && parts.length === 3) {
    const [, ticketId, sig] = parts;
    return ticketId && sig && sameSignature(sig, signature(key, ticketId)) ? { ticketId, version: 1 } : null;
  }
  if (parts[0] === VERSIONED_PREFIX && parts.length === 4) {
    const [, ticketId, versionText, sig] = parts;
    if (!ticketId || !sig || !/^[1-9]\d{0,4}$/.test(versionText)) return null;
    return sameSignature(sig, signature(key, `${ticketId}.${versionText}`))
      ? { ticketId, version: Number(versionText) }
      : null;
  }
  return null;
}

/** The key assign links are signed with, derived from the server secret (not the ticket codes' key). */
export function ticketAssignKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('pavilion ticket assign link v1').digest();
}

const assignMac = (key: Buffer, id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, 16);

/**
 * The token of a ticket's assign link: the ticket id's 16 bytes and 16 of their HMAC, 43 URL-safe
 * characters. Nothing is stored: only the server can make one, and the ticket's row says whether its
 * attendee is named already (a used link is refused).
 */
export function assignToken(key: Buffer, ticketId: string): string {
  const id = Buffer.from(ticketId.replace(/-/g, ''), 'hex');
  return Buffer.concat([id, assignMac(key, id)]).toString('base64url');
}

/** The ticket id an assign token names, or null when it was not made by the server. */
export function ticketIdOfAssignToken(key: Buffer, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 32) return null;
  const id = bytes.subarray(0, 16);
  if (!timingSafeEqual(bytes.subarray(16), assignMac(key, id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The PNG encoder's options, new for each image (the encoder writes into them): its default compression
 * and one row filter, 2 = "up" (pngjs's `filterType`, which qrcode's types leave out).
 */
const pngOptions = (): { deflateLevel: number; filterType: number } => ({ deflateLevel: 9, filterType: 2 });

export function ticketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The QR code as a PNG (the ticket PDF's image, the email's inline picture). One PNG row filter, "up": a
 * QR code's rows repeat module by module, so most rows filter to zeros; the encoder's default tries all
 * five filters on every row, 7-10 times the work for a third of the bytes (2 KB instead of 6 KB).
 */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
    rendererOpts: pngOptions(),
  });
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
  /** Its holder's version: the code on the document is this holder's (ticketCode). */
  holderVersion: number;
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
