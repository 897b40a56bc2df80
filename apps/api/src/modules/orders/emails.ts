// Delivery on payment: the buyer's receipt and one ticket email per ticket, written to the outbox in
// the payment's transaction. The QR image and the PDF ticket are produced by the outbox worker at
// delivery (attachment generators), so neither is stored in the outbox.
import {
  formatAmount,
  formatInTimeZone,
  formatPrice,
  type TCurrencyCode,
  type TOrder,
  type TOrderTicket,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { enqueueEmail, registerAttachmentGenerator, renderEmail, type OutgoingEmail } from '../../platform/mail';
import { alertPartnerOfRegistration, emailRecipients, notify } from '../notifications';
import { ticketDocumentById, renderTicketPdf, ticketCode, ticketCodeKey, ticketQrPng } from '../tickets';

export const RECEIPT_TEMPLATE = 'order-receipt';
export const TICKET_TEMPLATE = 'ticket';
export const TICKET_PDF_GENERATOR = 'ticket-pdf';
export const TICKET_QR_GENERATOR = 'ticket-qr';
const QR_CID = 'ticket-qr';
/** Stands in the layout's paragraphs where the inline QR image goes (the layout has no image slot). */
const QR_PLACEHOLDER = '[[ticket-qr]]';

const ticketIdParam = (params: Record<string, unknown>) => {
  if (typeof params.ticketId !== 'string') throw new Error('ticket attachment without a ticketId');
  return params.ticketId;
};

registerAttachmentGenerator(TICKET_PDF_GENERATOR, async (params, { db, config }) => {
  const ticketId = ticketIdParam(params);
  const ticket = await ticketDocumentById(db, ticketId);
  if (!ticket) throw new Error(`ticket ${ticketId} no longer exists`);
  return renderTicketPdf(ticket, ticketCode(ticketCodeKey(config.jwtSecret), ticketId));
});

registerAttachmentGenerator(TICKET_QR_GENERATOR, async (params, { config }) =>
  ticketQrPng(ticketCode(ticketCodeKey(config.jwtSecret), ticketIdParam(params))),
);

/** The event's start as people at the event read it: 'Wed, Jun 10, 2026, 09:00 BST'. */
const eventStart = (event: TOrder['event']) => formatInTimeZone(event.startDateTime, event.timeZone, { weekday: true });
/** The order as the API answers it carries major units, as formatAmount takes them. */
const money = (major: number, currency: TCurrencyCode) => formatAmount(major, currency);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The receipt; when it was paid reads on the buyer's clock (`zone`, their Default time zone). */
export function receiptEmail(
  order: TOrder,
  paidAt: Date,
  config: Pick<Config, 'publicUrl'>,
  zone = 'UTC',
): OutgoingEmail {
  const card = order.paymentDetails;
  const lines = order.tickets.flatMap((t) => [
    `${t.ticketType.name} for ${t.attendee.person.firstName} ${t.attendee.person.surname}: ${money(t.ticketType.price.amount, order.currency)}`,
    ...t.subEvents.map((e) => `  Extra, ${e.name}: ${formatPrice(e.price, order.currency)}`),
  ]);
  const rendered = renderEmail({
    preview: `Your receipt for ${order.event.name}: ${money(order.total, order.currency)}`,
    heading: 'Thank you for your purchase!',
    paragraphs: [
      `Order ${order.id}, paid on ${formatInTimeZone(paidAt.toISOString(), zone)}.`,
      `${order.event.name}, starting ${eventStart(order.event)}.`,
      ...lines,
      ...(order.promoCode
        ? [`Promo code ${order.promoCode.code}: -${money(order.promoCode.discount, order.currency)}`]
        : []),
      `Total: ${money(order.total, order.currency)}`,
      ...(card
        ? [
            `Paid by ${capitalise(card.cardBrand)} card ${card.cardNumber}, expiring ${card.expiryDate}, cardholder ${card.cardholderName}.`,
          ]
        : []),
    ],
    action: { label: 'See your tickets', url: `${config.publicUrl}/user/registrations-and-events` },
    notes: [
      'Each attendee receives their own ticket by email, with a QR code to show at the entrance.',
      `Plans changed? Cancel some or all tickets before the event at ${config.publicUrl}/user/registrations-and-events?cancel=${order.id}; what comes back follows the event's cancellation policy.`,
      'Questions about your order? Contact our support team.',
    ],
  });
  return {
    to: order.purchasingUserEmail,
    subject: `Your receipt for ${order.event.name}`,
    template: RECEIPT_TEMPLATE,
    ...rendered,
  };
}

export function ticketEmail(
  order: TOrder,
  ticket: TOrderTicket,
  venueName: string | null,
  config: Pick<Config, 'publicUrl'>,
): OutgoingEmail {
  const person = ticket.attendee.person;
  const rendered = renderEmail({
    preview: `Your ${ticket.ticketType.name} ticket for ${order.event.name}`,
    heading: `Your ticket for ${order.event.name}`,
    paragraphs: [
      `Hello ${person.firstName},`,
      `${order.firstName} ${order.surname} booked a ${ticket.ticketType.name} ticket for you.`,
      `When: ${eventStart(order.event)}.`,
      ...(venueName ? [`Where: ${venueName}.`] : []),
      ...(ticket.subEvents.length ? [`Extras: ${ticket.subEvents.map((e) => e.name).join(', ')}.`] : []),
      QR_PLACEHOLDER,
      'Show this QR code at the entrance. Your PDF ticket is attached.',
    ],
    action: { label: 'View the event', url: `${config.publicUrl}/events/${order.event.id}` },
    notes: [`Ticket ${ticket.id}`],
  });
  const img = `<p style="margin:0 0 16px;"><img src="cid:${QR_CID}" alt="QR code of your ticket" width="200" height="200" style="display:block;"></p>`;
  return {
    to: person.email,
    subject: `Your ticket for ${order.event.name}`,
    template: TICKET_TEMPLATE,
    html: rendered.html.replace(/<p[^>]*>\[\[ticket-qr\]\]<\/p>/, img),
    text: rendered.text.replace(QR_PLACEHOLDER, 'Your QR code is in the attached PDF ticket.'),
    attachments: [
      {
        filename: 'ticket-qr.png',
        contentType: 'image/png',
        generator: TICKET_QR_GENERATOR,
        params: { ticketId: ticket.id },
        cid: QR_CID,
      },
      {
        filename: `ticket-${ticket.id.slice(0, 8)}.pdf`,
        contentType: 'application/pdf',
        generator: TICKET_PDF_GENERATOR,
        params: { ticketId: ticket.id },
      },
    ],
  };
}

/** Everything a paid order sends, in the payment's transaction. */
export async function deliverPaidOrder(
  tx: Tx,
  order: TOrder,
  personId: number,
  paidAt: Date,
  venueName: string | null,
  config: Pick<Config, 'publicUrl' | 'partnerPortalUrl'>,
) {
  const [buyer] = await emailRecipients(tx, [personId]);
  await enqueueEmail(tx, receiptEmail(order, paidAt, config, buyer?.zone));
  for (const ticket of order.tickets) await enqueueEmail(tx, ticketEmail(order, ticket, venueName, config));
  const count = order.tickets.length;
  await notify(tx, personId, {
    subject: 'Your tickets are confirmed',
    text: `Your order for ${order.event.name} is paid: ${count} ${count === 1 ? 'ticket' : 'tickets'}, ${money(order.total, order.currency)} in total. The receipt and tickets are on their way by email.`,
    link: '/user/registrations-and-events',
  });
  // The organiser's members with Instant alerts on hear of the registration from the same transaction.
  await alertPartnerOfRegistration(
    tx,
    {
      orderId: order.id,
      eventId: order.event.id,
      eventName: order.event.name,
      buyerName: `${order.firstName} ${order.surname}`.trim(),
      ticketCount: count,
      total: money(order.total, order.currency),
      paidAt,
    },
    config,
  );
}
