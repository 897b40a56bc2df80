// Invoices and credit notes: the lists' refusals, and the words the documents and their CSV print.
import { defineMessages } from '../i18n';

export const INVOICE_MESSAGES = defineMessages('invoices', {
  kindInvalid: 'Choose invoices or credit notes',
  periodOrder: 'The first day must be on or before the last day',
  exportPeriod: 'Choose a first and a last day at most a year apart, the first on or before the last',
  notFound: 'No such invoice or credit note',
});

/** What a document prints, in the reader's language. */
export const INVOICE_WORDS = defineMessages('invoices.document', {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  number: 'Number',
  /** kind: invoice or credit_note, so a language may name each document's date in its own word. */
  issued: '{kind, select, credit_note {Date of issue} other {Date of issue}}',
  order: 'Order',
  event: 'Event',
  /** VAT's date (time) of supply: the event's days, named when they are not the day of issue. */
  supplyDay: 'Date of supply: {date}',
  supplyDays: 'Dates of supply: {from} to {to}',
  seller: 'Seller',
  buyer: 'Bill to',
  agent: 'Sold by the seller above. Pavilion Events Ltd collects the payment as its agent.',
  vatNumber: 'VAT number: {number}',
  registrationNumber: 'Registration number: {number}',
  reference: 'Purchase order / reference: {reference}',
  credits: 'Credits invoice {number} of {date}',
  description: 'Description',
  quantity: 'Qty',
  unitNet: 'Unit price excl. VAT',
  vatRate: 'VAT rate',
  vat: 'VAT',
  amount: 'Amount',
  ticketLine: 'Ticket: {name}',
  extraLine: 'Extra: {name}',
  discountLine: 'Discount (code {code})',
  damageLine: 'Damage: {description}',
  netTotal: 'Total excluding VAT',
  vatTotal: 'VAT at {rate}',
  total: 'Total',
  creditTotal: 'Total credited',
  pricesIncludeVat: 'Prices include VAT at {rate}.',
  vatNotApplied: 'No VAT charged: {reason}.',
  paid: 'Paid on {date}.',
  payByTransfer: 'Please pay by bank transfer by {date}, quoting the payment reference.',
  paymentReference: 'Payment reference: {reference}',
  accountName: 'Account name: {name}',
  iban: 'IBAN: {iban}',
  bic: 'BIC: {bic}',
  bank: 'Bank: {name}',
  page: 'Page {page} of {pages}',
});

/** The CSV export's column headings. */
export const INVOICE_CSV_COLUMNS = defineMessages('invoices.csv', {
  number: 'Number',
  kind: 'Type',
  issuedAt: 'Issued',
  supplyFrom: 'Supplied from',
  supplyTo: 'Supplied until',
  credits: 'Credits',
  orderId: 'Order',
  event: 'Event',
  buyer: 'Buyer',
  buyerEmail: 'Buyer email',
  buyerVatNumber: 'Buyer VAT number',
  buyerCountry: 'Buyer country',
  reference: 'Reference',
  currency: 'Currency',
  net: 'Net',
  vatRate: 'VAT rate',
  vat: 'VAT',
  total: 'Total',
  vatNote: 'VAT note',
});

/** Invoice kinds as lists and the CSV name them. */
export const INVOICE_KIND_LABELS = defineMessages('invoices.kind', {
  invoice: 'Invoice',
  credit_note: 'Credit note',
});
