// What the page kit says itself: the list's count and sort, the shared field groups, the
// damage claim and the refund panel (the guard's words are role-route.messages.ts, loaded with every page). Texts a page
// gives the kit (titles, labels) are the page's.
import { defineMessages } from '@pavilion/domain';

export const LIST_TEXT = defineMessages('pageKit.list', {
  /**
   * The count under a paged list: 'Showing 21-40 of 57 orders', 'of about 12,000' for an estimated total;
   * `count` (the total as a number) chooses the noun's singular or plural.
   */
  count:
    'Showing {first}-{last} of {estimate, select, yes {about {total}} other {{total}}} {count, plural, one {{kind, select, attendees {attendee} claims {claim} documents {document} entries {entry} events {event} messages {message} orders {order} partners {partner} people {person} policies {policy} registrations {registration} replies {reply} reviews {review} sponsorships {sponsorship} strikes {strike} tickets {ticket} other {item}}} other {{kind, select, attendees {attendees} claims {claims} documents {documents} entries {entries} events {events} messages {messages} orders {orders} partners {partners} people {people} policies {policies} registrations {registrations} replies {replies} reviews {reviews} sponsorships {sponsorships} strikes {strikes} tickets {tickets} other {items}}}}',
  sortBy: 'Sort by',
  sortedAscending: '{label}, ascending',
  sortedDescending: '{label}, descending',
});

export const FIELDS_TEXT = defineMessages('pageKit.fields', {
  address: 'Address',
  city: 'City',
  zipCode: 'Zip code',
  country: 'Country',
  selectCountry: 'Select a country',
  companyName: 'Company name',
  registeredCompanyName: 'Registered company name',
  registrationNumber: 'Registration number',
  organisationType: 'Organisation type',
  selectType: 'Select a type',
  companyEmail: 'Company email',
  companyWebsite: 'Company website',
  companySize: 'Company size',
  selectSize: 'Select a size',
  employees: '{size} employees',
  eventsPerYear: 'Events per year',
  selectRange: 'Select a range',
  industrySectors: 'Industry sectors',
  firstName: 'First name',
  surname: 'Surname',
  email: 'Email',
  companyPhone: 'Company phone number',
  dialCode: 'Dial code',
  phoneNumber: 'Phone number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  strongPassword: 'A strong password has:',
});

/** The lists of invoices and credit notes (the partner's and the console's). */
export const INVOICE_LIST_TEXT = defineMessages('pageKit.invoices', {
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

export const SALE_ITEM_TEXT = defineMessages('pageKit.saleItem', {
  /** A field's label, the item first: 'VIP price (EUR)', 'New ticket type name', 'Extra 1 starts'. */
  label:
    '{item, select, named {{name}} numbered {{kind, select, extra {Extra} other {Ticket type}} {number}} other {New {kind, select, extra {extra} other {ticket type}}}} {field, select, name {name} price {price} priceIn {price ({currency})} quantity {quantity} places {places} salesStart {sales start} salesEnd {sales end} starts {starts} cancellationPolicy {cancellation policy} type {type} other {description}}',
  /** A saved item's form, by its kind and name: 'Ticket type VIP'. */
  form: '{kind, select, extra {Extra} other {Ticket type}} {name}',
  onSale: '{name} on sale',
  saving: 'Saving...',
  save: 'Save {name}',
  delete: 'Delete {name}',
  adding: 'Adding...',
});

export const DAMAGE_CLAIM_TEXT = defineMessages('pageKit.damageClaim', {
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

export const REFUND_TEXT = defineMessages('pageKit.refund', {
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
