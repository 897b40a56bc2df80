// Delivery on payment: the buyer's receipt and one ticket email per ticket, written to the outbox in
// the payment's transaction. The QR image and the PDF ticket are produced by the outbox worker at
// delivery (attachment generators), so neither is stored in the outbox.
import { eq } from 'drizzle-orm';
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
  TICKET_HOLDER_MESSAGES,
  type TCurrencyCode,
  type TOrder,
  type TOrderTicket,
} from '@pavilion/domain';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { orders } from '../../db/schema';
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
import { OrderViews } from './read-model';

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

/**
 * The holder an email was written for: its code's version (1 when left out, as in emails written
 * before attendees could change) and, when given, the attendee its PDF names. A ticket whose attendee
 * changed after the email was written keeps, in that email, the code and the name it was written with.
 */
const holderParams = (params: Record<string, unknown>) => ({
  version: typeof params.version === 'number' ? params.version : 1,
  attendee:
    typeof params.attendeeName === 'string'
      ? {
          attendeeName: params.attendeeName,
          attendeeCompany: typeof params.attendeeCompany === 'string' ? params.attendeeCompany : '',
          attendeeJobTitle: typeof params.attendeeJobTitle === 'string' ? params.attendeeJobTitle : '',
        }
      : {},
});

registerAttachmentGenerator(TICKET_PDF_GENERATOR, async (params, { db, config }) => {
  const ticketId = ticketIdParam(params);
  const ticket = await ticketDocumentById(db, ticketId);
  if (!ticket) throw new Error(`ticket ${ticketId} no longer exists`);
  const { version, attendee } = holderParams(params);
  // In the language of the email it goes with (its attendee's), named when the email was written.
  return inLanguage(languageOf(params.language as string | undefined), () =>
    renderTicketPdf({ ...ticket, ...attendee }, ticketCode(ticketCodeKey(config.jwtSecret), ticketId, version)),
  );
});

registerAttachmentGenerator(TICKET_QR_GENERATOR, async (params, { config }) =>
  ticketQrPng(ticketCode(ticketCodeKey(config.jwtSecret), ticketIdParam(params), holderParams(params).version)),
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
    t.attendee
      ? T.receiptLine({
          ticketType: t.ticketType.name,
          firstName: t.attendee.person.firstName,
          surname: t.attendee.person.surname,
          price: money(t.ticketType.price.amount, order.currency),
        })
      : T.receiptLineNotNamed({
          ticketType: t.ticketType.name,
          notNamed: TICKET_HOLDER_MESSAGES.notNamedYet,
          price: money(t.ticketType.price.amount, order.currency),
        }),
    ...t.subEvents.map((e) => `  ${T.receiptExtra({ extra: e.name, price: formatPrice(e.price, order.currency) })}`),
  ]);
  const paid = { orderId: order.id, paidAt: formatInTimeZone(paidAt.toISOString(), zone) };
  const unnamed = order.tickets.filter((t) => !t.attendee).length;
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
      // Tickets bought to be named later: where the buyer finds each one's assign link.
      ...(unnamed ? [T.receiptNameLater({ count: unnamed })] : []),
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
      {
        text: T.noteCancel,
        link: {
          label: T.cancelTickets,
          url: `${config.publicUrl}/user/registrations-and-events?cancel=${order.id}`,
        },
      },
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

/**
 * A named ticket's email to its attendee, in the current language; its PDF ticket is drawn in the same.
 * `version`: its holder's (the code's), 1 until its attendee is named later or changed.
 */
export function ticketEmail(
  order: TOrder,
  ticket: TOrderTicket & { attendee: NonNullable<TOrderTicket['attendee']> },
  venueName: string | null,
  config: Pick<Config, 'publicUrl'>,
  version = 1,
): OutgoingEmail {
  const T = ORDER_EMAIL_TEXT;
  const person = ticket.attendee.person;
  const holder = {
    version,
    attendeeName: `${person.firstName} ${person.surname}`.trim(),
    attendeeCompany: person.companyName ?? '',
    attendeeJobTitle: person.jobTitle ?? '',
  };
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
        params: { ticketId: ticket.id, version },
        cid: QR_CID,
      },
      {
        filename: `ticket-${ticket.id.slice(0, 8)}.pdf`,
        contentType: 'application/pdf',
        generator: TICKET_PDF_GENERATOR,
        params: { ticketId: ticket.id, language: currentLanguage(), ...holder },
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
  // A ticket bought to be named later has no one to send it to yet: its email goes when it is named.
  const named = order.tickets.filter(isNamed);
  const attendees = await languagesByEmail(
    tx,
    named.map((ticket) => ticket.attendee.person.email),
  );
  await enqueueEmail(
    tx,
    inLanguage(buyer?.language ?? currentLanguage(), () => receiptEmail(order, paidAt, config, buyer?.zone)),
  );
  for (const ticket of named) {
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
      total: { major: order.total, currency: order.currency },
      paidAt,
    },
    config,
  );
}

const isNamed = (ticket: TOrderTicket): ticket is TOrderTicket & { attendee: NonNullable<TOrderTicket['attendee']> } =>
  ticket.attendee !== null;

/**
 * One ticket's email to its attendee alone, in their language (their setting, or the current one), with
 * the code of its holder `version`: for a ticket named later or given to a new attendee. In the caller's
 * transaction, after the ticket's row was written.
 */
export async function deliverTicket(
  tx: DbOrTx,
  { orderId, ticketId, version, now }: { orderId: string; ticketId: string; version: number; now: Date },
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  const reads = new OrderViews(tx, () => now);
  const [order] = await reads.views(await reads.select().where(eq(orders.id, orderId)));
  const ticket = order?.tickets.find((t) => t.id === ticketId);
  if (!order || !ticket || !isNamed(ticket)) throw new Error(`ticket ${ticketId} of order ${orderId} has no attendee`);
  const languages = await languagesByEmail(tx, [ticket.attendee.person.email]);
  const language = languages.get(ticket.attendee.person.email.toLowerCase()) ?? currentLanguage();
  await enqueueEmail(
    tx,
    inLanguage(language, () => ticketEmail(order, ticket, order.event.venue?.name ?? null, config, version)),
  );
}
