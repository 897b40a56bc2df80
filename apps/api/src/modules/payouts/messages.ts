// What a payout statement says around its figures (the PDF and the CSV's total line).
import { defineMessages } from '@pavilion/domain';

export const STATEMENT_PDF_TEXT = defineMessages('pdf.payouts', {
  title: 'Payout statement {payoutId}',
  kicker: 'PAVILION PAYOUT STATEMENT',
  payout: 'Payout {payoutId}',
  status: 'Status: {status, select, scheduled {Scheduled} processing {Processing} paid {Paid} other {Failed}}',
  statusOn:
    'Status: {status, select, scheduled {Scheduled} processing {Processing} paid {Paid} other {Failed}} on {day}',
  payableFrom: 'Payable from: {day}',
  toAccount: 'To account: {account}',
  reference: 'Reference: {reference}',
  total: 'Total',
  csvTotal: 'Payout total',
});

/** The statement CSV's column headers (its values stay as data: ISO days, amounts with a point). */
export const STATEMENT_CSV_COLUMNS = defineMessages('pdf.payoutsCsv', {
  payout: 'Payout',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  currency: 'Currency',
});
