// What the attendee's Registrations and Events page says: tickets, orders, cancelling, damage claims.
import { defineMessages, type MessageValue } from '@pavilion/domain';

const TEXT = defineMessages('marketplace.registrations', {
  // A ticket
  ticket: 'Ticket',
  ticketValue: '{ticketType} ({price})',
  attendee: 'Attendee',
  role: 'Role',
  email: 'Email',
  qrCodeOf: "QR code of {name}'s ticket",
  downloadPdf: 'Download PDF ticket<hidden> for {attendee}, {event}</hidden>',
  cancelThisTicket: 'Cancel this ticket<hidden> of {attendee}, {event}</hidden>',
  // An order
  awaitingPayment: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  ticketCancelled: 'Cancelled',
  organiserCancelled: 'The organiser cancelled this event',
  cancelledOnBecause: 'Cancelled on <time>{date}</time>: {reason}',
  cancelledOn: 'Cancelled on <time>{date}</time>.',
  everythingRefunded: 'Everything paid for this order is refunded to the card it was paid with.',
  eventChanged: 'This event has changed',
  changeRefundUntil:
    'Your tickets stay valid for the changed event. If it no longer suits you, you may cancel them with a full refund, whatever the cancellation policy says, until <time>{date}</time>.',
  order: 'Order',
  placed: 'Placed',
  eventDate: 'Event date',
  buyer: 'Buyer',
  buyerValue: '{firstName} {surname} ({email})',
  total: 'Total',
  tickets: 'Tickets',
  ticketLine:
    '{ticketType} ({price}): {attendee}{hasRole, select, yes {, {role}} other {}}{hasExtras, select, yes { + {extras}} other {}}',
  paymentDetails: 'Payment details',
  card: 'Card',
  cvv: 'CVV',
  expiry: 'Expiry',
  cardholder: 'Cardholder',
  billingAddress: 'Billing address',
  refunds: 'Refunds',
  refundLine: '{amount}: {state}',
  cancelTickets: 'Cancel tickets',
  completePayment: 'Complete payment',
  // Damage claims
  damageRequests: 'Damage payment requests',
  payAmount: 'Pay {amount}',
  thanksCharged: 'Thank you. {amount} is charged to the card you paid the order with.',
  thanksPayLink: 'Thank you. Pay {amount} through the payment link: nothing is charged until you do.',
  thanksSupport: 'Thank you. Pavilion support will decide and tell you both.',
  answerFailed: 'Your answer was not sent. Please try again.',
  answerNotSent: 'Your answer was not sent',
  answerForm: 'Your answer to the damage claim of {amount}',
  answerByCardKept:
    'Please answer by {date}. If you agree, {amount} is charged to the card you paid this order with, as you allowed at checkout. If you disagree, or do not answer in time, Pavilion support decides; if support upholds the request, you are asked to pay it through a payment link.',
  answerByPaymentLink:
    'Please answer by {date}. If you agree, you pay {amount} through a payment link: nothing is charged until you do. If you disagree, or do not answer in time, Pavilion support decides; if support upholds the request, you are asked to pay it through a payment link.',
  commentLabel: 'Comment for the organiser and support (optional)',
  agreeAndPay: 'Agree and pay {amount}',
  disagree: 'Disagree',
  // Cancelling
  cancelDescription: '{event}, order {orderId}',
  orderDescription: 'Order {orderId}',
  loadingOrder: 'Loading your order',
  orderNotFound: 'We could not find this order',
  workingOutRefund: 'Working out your refund',
  refundFailed: 'We could not work out your refund',
  cannotCancel: 'This order cannot be cancelled.',
  cancelFailed: 'Your tickets could not be cancelled. Please try again.',
  policyGivesBack: '{days, plural, one {# day} other {# days}} before the event, the cancellation policy gives back:',
  ticketsToCancel: 'Tickets to cancel',
  ticketRefund: '{hasType, select, yes {{ticketType}} other {Ticket}} for {attendee}: {percent}% back, {amount}',
  refundTotal: 'Refund: <strong>{refund}</strong>',
  refundNothing: 'Refund: <strong>{refund}</strong> (the seats are released for others, with no refund)',
  refundNote: 'Cancelled tickets stop being valid at once. The refund goes back to the card you paid with.',
  nothingCancelled: 'Nothing was cancelled',
  keepTickets: 'Keep my tickets',
  cancelOrder: 'Cancel the order',
  cancelSome: '{total, plural, one {Cancel {chosen} of # ticket} other {Cancel {chosen} of # tickets}}',
  // The page
  title: 'Registrations and Events',
  eventName: 'Event name',
  purchaseDate: 'Purchase date',
  allTickets: 'All tickets',
  upcomingEvents: 'Upcoming events',
  pastEvents: 'Past events',
  yourTickets: 'Your tickets',
  searchTickets: 'Search tickets',
  eventOrAttendee: 'Event or attendee',
  show: 'Show',
  sortTicketsBy: 'Sort tickets by',
  loadingTickets: 'Loading your tickets',
  ticketsNotLoaded: 'We could not load your tickets',
  noTicketsMatch: 'No tickets match your search',
  noUpcomingTickets: 'No tickets for upcoming events',
  noPastTickets: 'No tickets for past events',
  showAllTickets: 'Show all tickets',
  noTicketsYet: 'You have no tickets yet',
  noTicketsYetText: 'Tickets you buy appear here with their QR codes.',
  browseEvents: 'Browse events',
  ticketPages: 'Ticket pages',
  ticketsNoun: 'tickets',
  datePlaced: 'Date placed',
  yourOrders: 'Your orders',
  searchOrders: 'Search orders',
  eventNamePlaceholder: 'Event name',
  status: 'Status',
  allOrders: 'All orders',
  sortOrdersBy: 'Sort orders by',
  ordersNotLoaded: 'We could not load your orders',
  showAllOrders: 'Show all orders',
  orderPages: 'Order pages',
  ordersNoun: 'orders',
});

/** A message's function, its placeholders named here. */
type Filled<K extends string> = (values: Record<K, MessageValue>) => string;

/**
 * The messages, with the placeholders of those whose type defineMessages reads short (it stops at a
 * comma that follows a placeholder, as in '{event}, order {orderId}') named in full.
 */
export const REGISTRATIONS_TEXT = TEXT as Omit<
  typeof TEXT,
  'cancelDescription' | 'ticketRefund' | 'answerByCardKept' | 'answerByPaymentLink' | 'ticketLine'
> & {
  cancelDescription: Filled<'event' | 'orderId'>;
  ticketRefund: Filled<'hasType' | 'ticketType' | 'attendee' | 'percent' | 'amount'>;
  answerByCardKept: Filled<'date' | 'amount'>;
  answerByPaymentLink: Filled<'date' | 'amount'>;
  ticketLine: Filled<'ticketType' | 'price' | 'attendee' | 'hasRole' | 'role' | 'hasExtras' | 'extras'>;
};

/** The key of a registrations message with tags, read through richMessage. */
export const registrationsKey = (name: keyof typeof REGISTRATIONS_TEXT) => `marketplace.registrations.${name}`;
