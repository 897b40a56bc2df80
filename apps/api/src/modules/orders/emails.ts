// Delivery on payment: the buyer's receipt and one ticket email per ticket, written to the outbox in
// the payment's transaction. The QR image and the PDF ticket are produced by the outbox worker at
// delivery (attachment generators), so neither is stored in the outbox.
import {
  COMPANY_FACT_LABELS,
  currentLanguage,
  formatAmount,
  googleCalendarLink,
  orderCalendarEntry,
  orderCompanyFacts,
  outlookCalendarLink,
  formatInTimeZone,
  formatPrice,
  toMinor,
  type TCurrencyCode,
  type TOrder,
  type TOrderTicket,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import {
  enqueueEmail,
  escapeHtml,
  inLanguage,
  languageOf,
  languagesByEmail,
  registerAttachmentGenerator,
  renderEmail,
  type OutgoingEmail,
} from '../../platform/mail';
import { alertPartnerOfRegistration, emailRecipients, notify } from '../notifications';
import { amount, storedMessage } from '../../platform/stored-message';
import { ORDER_EMAIL_TEXT, ORDER_NOTIFICATION_TEXT } from './messages';
import { ticketDocumentById, renderTicketPdf, ticketCode, ticketCodeKey, ticketQrPng } from '../tickets';
import { orderCalendarAttachment } from '../calendar';

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
  // In the language of the email it goes with (its attendee's), named when the email was written.
  return inLanguage(languageOf(params.language as string | undefined), () =>
    renderTicketPdf(ticket, ticketCode(ticketCodeKey(config.jwtSecret), ticketId)),
  );
});

registerAttachmentGenerator(TICKET_QR_GENERATOR, async (params, { config }) =>
  ticketQrPng(ticketCode(ticketCodeKey(config.jwtSecret), ticketIdParam(params))),
);

/** The event's start as people at the event read it: 'Wed, Jun 10, 2026, 09:00 BST'. */
const eventStart = (event: TOrder['event']) => formatInTimeZone(event.startDateTime, event.timeZone, { weekday: true });
/** The order as the API answers it carries major units, as formatAmount takes them. */
const money = (major: number, currency: TCurrencyCode) => formatAmount(major, currency);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The receipt, in the current language; when it was paid reads on the buyer's clock (`zone`, their Default time zone). */
export function receiptEmail(
  order: TOrder,
  paidAt: Date,
  config: Pick<Config, 'publicUrl'>,
  zone = 'UTC',
): OutgoingEmail {
  const T = ORDER_EMAIL_TEXT;
  const card = order.paymentDetails;
  const event = order.event.name;
  const total = money(order.total, order.currency);
  const lines = order.tickets.flatMap((t) => [
    T.receiptLine({
      ticketType: t.ticketType.name,
      firstName: t.attendee.person.firstName,
      surname: t.attendee.person.surname,
      price: money(t.ticketType.price.amount, order.currency),
    }),
    ...t.subEvents.map((e) => `  ${T.receiptExtra({ extra: e.name, price: formatPrice(e.price, order.currency) })}`),
  ]);
  const paid = { orderId: order.id, paidAt: formatInTimeZone(paidAt.toISOString(), zone) };
  const starting = { event, start: eventStart(order.event) };
  const paidBy = card && {
    brand: capitalise(card.cardBrand),
    number: card.cardNumber,
    expiry: card.expiryDate,
    holder: card.cardholderName,
  };
  const rendered = renderEmail({
    preview: T.receiptPreview({ event, total }),
    heading: T.receiptHeading,
    paragraphs: [
      T.receiptPaid(paid),
      T.receiptEvent(starting),
      ...lines,
      ...(order.promoCode
        ? [T.receiptPromo({ code: order.promoCode.code, discount: money(order.promoCode.discount, order.currency) })]
        : []),
      T.receiptTotal({ total }),
      ...(paidBy ? [T.receiptCard(paidBy)] : []),
      // The company the order was bought for, as its invoice will name it.
      ...(order.company
        ? [
            COMPANY_FACT_LABELS.heading,
            ...orderCompanyFacts(order.company).map((fact) => `${fact.label}: ${fact.value}`),
          ]
        : []),
    ],
    action: { label: T.seeTickets, url: `${config.publicUrl}/user/registrations-and-events` },
    notes: [
      T.noteOwnTicket,
      T.noteCancel({ url: `${config.publicUrl}/user/registrations-and-events?cancel=${order.id}` }),
      T.noteQuestions,
    ],
  });
  return {
    to: order.purchasingUserEmail,
    subject: T.receiptSubject({ event }),
    template: RECEIPT_TEMPLATE,
    ...rendered,
  };
}

/** A ticket's email to its attendee, in the current language; its PDF ticket is drawn in the same. */
export function ticketEmail(
  order: TOrder,
  ticket: TOrderTicket,
  venueName: string | null,
  config: Pick<Config, 'publicUrl'>,
): OutgoingEmail {
  const T = ORDER_EMAIL_TEXT;
  const person = ticket.attendee.person;
  const event = order.event.name;
  const eventUrl = `${config.publicUrl}/events/${order.event.id}`;
  const calendar = orderCalendarEntry(order, eventUrl);
  const rendered = renderEmail({
    preview: T.ticketPreview({ ticketType: ticket.ticketType.name, event }),
    heading: T.ticketSubject({ event }),
    paragraphs: [
      T.hello({ firstName: person.firstName }),
      T.ticketBooked({
        buyerFirstName: order.firstName,
        buyerSurname: order.surname,
        ticketType: ticket.ticketType.name,
      }),
      T.ticketWhen({ start: eventStart(order.event) }),
      ...(venueName ? [T.ticketWhere({ venue: venueName })] : []),
      ...(ticket.subEvents.length ? [T.ticketExtras({ extras: ticket.subEvents.map((e) => e.name).join(', ') })] : []),
      QR_PLACEHOLDER,
      T.ticketShowQr,
    ],
    action: { label: T.viewEvent, url: eventUrl },
    links: {
      intro: T.addToCalendar,
      items: [
        { label: T.googleCalendar, url: googleCalendarLink(calendar) },
        { label: T.outlookCalendar, url: outlookCalendarLink(calendar) },
      ],
    },
    notes: [T.ticketNote({ ticketId: ticket.id })],
  });
  const img = `<p style="margin:0 0 16px;"><img src="cid:${QR_CID}" alt="${escapeHtml(T.qrAlt)}" width="200" height="200" style="display:block;"></p>`;
  return {
    to: person.email,
    subject: T.ticketSubject({ event }),
    template: TICKET_TEMPLATE,
    html: rendered.html.replace(/<p[^>]*>\[\[ticket-qr\]\]<\/p>/, img),
    text: rendered.text.replace(QR_PLACEHOLDER, T.qrInPdf),
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
        params: { ticketId: ticket.id, language: currentLanguage() },
      },
      orderCalendarAttachment(order.id),
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
  // Each email in its reader's language: the buyer's setting, each attendee's own (or the buyer's
  // request's, for an attendee who never chose one).
  const [buyer] = await emailRecipients(tx, [personId]);
  const attendees = await languagesByEmail(
    tx,
    order.tickets.map((ticket) => ticket.attendee.person.email),
  );
  await enqueueEmail(
    tx,
    inLanguage(buyer?.language ?? currentLanguage(), () => receiptEmail(order, paidAt, config, buyer?.zone)),
  );
  for (const ticket of order.tickets) {
    const language = attendees.get(ticket.attendee.person.email.toLowerCase()) ?? currentLanguage();
    await enqueueEmail(
      tx,
      inLanguage(language, () => ticketEmail(order, ticket, venueName, config)),
    );
  }
  const count = order.tickets.length;
  await notify(tx, personId, {
    subject: storedMessage(ORDER_NOTIFICATION_TEXT, 'confirmedSubject'),
    text: storedMessage(ORDER_NOTIFICATION_TEXT, 'confirmedText', {
      event: order.event.name,
      count,
      total: amount(toMinor(order.total, order.currency), order.currency),
    }),
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
