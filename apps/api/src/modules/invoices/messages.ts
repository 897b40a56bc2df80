// What the invoices' routes and documents say: the domain's messages (libs/domain messages/invoices.ts).
export {
  INVOICE_CSV_COLUMNS as INVOICE_CSV,
  INVOICE_KIND_LABELS as INVOICE_KINDS_TEXT,
  INVOICE_MESSAGES as INVOICE_TEXT,
  INVOICE_WORDS as INVOICE_PDF,
} from '@pavilion/domain';
