// What the console's Bank statements page says: the import of a statement, what it recorded, found
// already paid or could not match (and why), and the orders still awaiting their transfer.
import { defineMessages } from '@pavilion/domain';

export const BANK_STATEMENTS_TEXT = defineMessages('admin.bankStatements', {
  title: 'Bank statements',
  intro:
    "Import a statement of Pavilion's account: each credit with an order's payment reference, amount and currency records that order's transfer and sends its tickets.",
  introOnce: 'A statement imported twice records nothing twice.',
  importTitle: 'Import a statement',
  form: 'Import a bank statement',
  format: 'Format',
  csv: 'CSV',
  csvHint: 'A heading row naming the date, amount, currency and reference columns.',
  camt053: 'CAMT.053',
  camt053Hint: 'The ISO 20022 XML statement most banks export.',
  file: 'Statement file',
  fileHint: 'A .csv or .xml file; its text goes into the field below.',
  fileRead: 'Read {name}.',
  fileUnreadable: 'The file could not be read.',
  content: 'Statement',
  contentHint: 'Paste the statement here, or choose its file above.',
  import: 'Import',
  notImported: 'Nothing was imported',
  failed: 'The statement could not be imported. Please try again.',
  // The result
  resultTitle: 'Result of the import',
  summary:
    '{lines, plural, one {# line read} other {# lines read}}: {recorded} recorded, {alreadyPaid} already paid, {unmatched} not matched.',
  recordedTitle: 'Recorded',
  recordedCaption: 'Transfers recorded by this import',
  alreadyPaidTitle: 'Already paid',
  alreadyPaidCaption: 'Lines whose order was already paid: nothing recorded again',
  unmatchedTitle: 'Not matched',
  unmatchedCaption: 'Lines that could not be matched to an order',
  none: 'None.',
  line: 'Line',
  bookedOn: 'Booked on',
  reference: 'Reference',
  amount: 'Amount',
  amountWithCurrency: '{amount} {currency}',
  order: 'Order',
  reason: 'Why',
  reasonText:
    "{reason, select, no_reference {No payment reference in the line's text} unknown_reference {No order has this reference} amount_differs {The amount differs from the order's} currency_differs {The currency differs from the order's} not_awaiting {The order is not awaiting a transfer (cancelled, or its event was)} other {{reason}}}",
  noReference: 'none',
  // The orders awaiting their transfer
  awaitingTitle: 'Orders awaiting their bank transfer',
  loadingAwaiting: 'Loading the orders awaiting a transfer',
  awaitingFailed: 'Failed to fetch the orders awaiting a transfer',
  noneAwaiting: 'No order awaits a bank transfer.',
  noneMatches: 'No order awaiting a transfer matches',
  showAll: 'Show every order awaiting a transfer',
  pages: 'Pages of orders awaiting a transfer',
  search: 'Search by reference, buyer or company',
});
