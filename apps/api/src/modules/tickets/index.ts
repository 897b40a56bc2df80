// Tickets: their codes, QR images and PDFs, and the attendee's list.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { TICKET_HOLDER_CSV_COLUMNS } from './csv';
export { ticketDocumentById } from './read-model';
export { ticketsModule } from './router';
export {
  assignToken,
  renderTicketPdf,
  ticketAssignKey,
  ticketCode,
  ticketCodeKey,
  ticketIdOfAssignToken,
  ticketQrPng,
  verifyTicketCode,
  type TicketDocument,
} from './service';
