// What the PDF ticket says around its data, in the language of whoever reads it.
import { defineMessages } from '@pavilion/domain';

export const TICKET_PDF_TEXT = defineMessages('pdf.tickets', {
  title: 'Ticket: {event}',
  kicker: 'PAVILION TICKET',
  ticketTypePrice: '{ticketType}: {price}',
  ticketId: 'Ticket {ticketId}',
  orderId: 'Order {orderId}',
});
