// What the ticket routes say when they refuse.
export const TICKET_MESSAGES = {
  ticketNotFound: 'Ticket not found',
} as const;
