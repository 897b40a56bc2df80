// What the order's money pieces say: the lists of invoices and credit notes, a damage claim and the
// refund panel (the bank transfers' words are bank-transfers.messages.ts). Texts a page gives them
// (titles, labels) are the page's.
import { defineMessages } from '@pavilion/domain';

/** The lists of invoices and credit notes (the partner's and the console's). */
export const INVOICE_LIST_TEXT = defineMessages('orderViews.invoices', {
  search: 'Search invoices',
  searchPlaceholder: 'Number, name, company or email',
  kind: 'Type',
  allKinds: 'Invoices and credit notes',
  invoices: 'Invoices',
  creditNotes: 'Credit notes',
  issuedFrom: 'Issued from',
  issuedUntil: 'Issued until',
  number: 'Number',
  issued: 'Issued',
  event: 'Event',
  buyer: 'Buyer',
  vatNumber: 'VAT number {number}',
  /** The date of supply under the event's name: the event's days ('Oct 14 – 15, 2030'). */
  supplied: 'Supplied {days}',
  total: 'Total',
  vat: 'VAT',
  download: 'Download',
  pdf: 'PDF',
  pdfOf: 'Download {number} as PDF',
  kindName: '{kind, select, credit_note {Credit note} other {Invoice}}',
  creditNoteFor: 'Credit note for {number}',
  awaitingPayment: 'Awaiting payment',
});

/** One damage claim as the buyer, the organiser and support read it. */
export const DAMAGE_CLAIM_TEXT = defineMessages('orderViews.damageClaim', {
  title: 'Damage claim of {amount}',
  filed: 'Filed',
  filedOn: '{date} by {filer}',
  filerOfPartner: '{person} ({partner})',
  event: 'Event',
  buyer: 'Buyer',
  buyerValue: '{name} ({email})',
  whatHappened: 'What happened',
  yourAnswer: 'Your answer',
  buyersAnswer: "The buyer's answer",
  noAnswer: 'No answer by {date}: the claim went to support.',
  youAnswered: '{agree, select, true {You agreed to pay on {date}.} other {You disagreed on {date}.}}',
  buyerAnswered: '{agree, select, true {{name} agreed to pay on {date}.} other {{name} disagreed on {date}.}}',
  quote: '“{comment}”',
  decision: "Support's decision",
  upheld: 'Upheld for {amount} on {date}. Reason: {reason}',
  rejected: 'Rejected: nothing is charged on {date}. Reason: {reason}',
  charged: 'Charged',
  chargedOn: '{amount} on {date}, to the card the order was paid with',
  withdrawn: 'Withdrawn',
  withdrawnOn: '{date}: nothing is charged',
  photos: 'Photos of the damage',
  photo: 'Photo {position} of {count} of the damage (opens full size)',
});

/** An order's refunds and the organiser's or support's refund form. */
export const REFUND_TEXT = defineMessages('orderViews.refund', {
  sentCancelled: 'The refund was sent. The tickets cancelled no longer admit anyone and their seats are back on sale.',
  sent: 'The refund was sent.',
  failed: 'The refund could not be made. Please try again.',
  refunds: 'Refunds',
  noRefund: 'No refund yet.',
  caption: 'Refunds of this order',
  askedOn: 'Asked on',
  askedBy: 'Asked by',
  amount: 'Amount',
  state: 'State',
  reason: 'Reason',
  requestedBy: '{by, select, attendee {the buyer} partner {the organiser} other {support}}',
  form: 'Refund this order',
  nothingRefunded: 'Nothing was refunded',
  ticketsToCancel: 'Tickets to cancel (none chosen: every valid ticket)',
  ticketFor: '{ticketType} for {name}',
  ticketNotNamed: '{ticketType}, not named yet',
  amountIn: 'Amount ({currency})',
  amountHint: 'Leave empty to refund what the cancellation policy gives back today for these tickets.',
  furtherRefundHint: 'Every ticket is cancelled: this is a further refund, at most what remains refundable.',
  reasonAudited: 'Reason (kept in the audit log)',
  cancelAndRefund: 'Cancel and refund',
  refund: 'Refund',
  paidOnly: 'Only a paid order can be refunded.',
});
