// What a paid order's emails say: the buyer's receipt and each attendee's ticket.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../platform/stored-message';

export const ORDER_EMAIL_TEXT = defineMessages('email.orders', {
  receiptSubject: 'Your receipt for {event}',
  receiptPreview: 'Your receipt for {event}: {total}',
  receiptHeading: 'Thank you for your purchase!',
  receiptPaid: 'Order {orderId}, paid on {paidAt}.',
  receiptEvent: '{event}, starting {start}.',
  receiptLine: '{ticketType} for {firstName} {surname}: {price}',
  /** `notNamed`: the words for a ticket without its attendee yet ('Not named yet'). */
  receiptLineNotNamed: '{ticketType}, {notNamed}: {price}',
  receiptNameLater:
    '{count, plural, one {# ticket is} other {# tickets are}} to be named later. Your order in your account has a link for each, to send to the colleague who will come, or you can name them there yourself.',
  receiptExtra: 'Extra, {extra}: {price}',
  receiptPromo: 'Promo code {code}: -{discount}',
  receiptTotal: 'Total: {total}',
  receiptCard: 'Paid by {brand} card {number}, expiring {expiry}, cardholder {holder}.',
  seeTickets: 'See your tickets',
  noteOwnTicket: 'Each attendee receives their own ticket by email, with a QR code to show at the entrance.',
  noteCancel:
    "Plans changed? Cancel some or all tickets before the event; what comes back follows the event's cancellation policy.",
  cancelTickets: 'Cancel tickets',
  noteQuestions: 'Questions about your order? Contact our support team.',
  ticketSubject: 'Your ticket for {event}',
  ticketPreview: 'Your {ticketType} ticket for {event}',
  hello: 'Hello {firstName},',
  ticketBooked: '{buyerFirstName} {buyerSurname} booked a {ticketType} ticket for you.',
  ticketWhen: 'When: {start}.',
  ticketWhere: 'Where: {venue}.',
  ticketExtras: 'Extras: {extras}.',
  ticketShowQr: 'Show this QR code at the entrance. Your PDF ticket is attached.',
  addToCalendar: 'Add the event to your calendar with the attached .ics file, or open it in:',
  googleCalendar: 'Google Calendar',
  outlookCalendar: 'Outlook',
  viewEvent: 'View the event',
  ticketNote: 'Ticket {ticketId}',
  qrAlt: 'QR code of your ticket',
  qrInPdf: 'Your QR code is in the attached PDF ticket.',
});

/** The buyer's notification of a paid order, read in its reader's language when read. */
export const ORDER_NOTIFICATION_TEXT = keptMessages(
  'api.notifications.orders',
  defineMessages('api.notifications.orders', {
    confirmedSubject: 'Your tickets are confirmed',
    confirmedText:
      'Your order for {event} is paid: {count, plural, one {# ticket} other {# tickets}}, {total} in total. The receipt and tickets are on their way by email.',
  }),
);
