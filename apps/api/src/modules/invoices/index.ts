// Invoices and credit notes: issued with the money movements they document, read by buyers, partners
// and administrators. The public entry: other modules, the app, the seed and the scripts import only
// what is exported here.
export {
  issueCancellingCreditNote,
  issueCreditNotes,
  issueDamageInvoice,
  issueOrderInvoice,
  saleInvoiceOf,
} from './service';
export { INVOICE_PDF_DESCRIPTION, invoicesModules, sendInvoicePdf } from './router';
export { INVOICE_TEXT } from './messages';
export { Invoices } from './read-model';
export { invoiceAttachment } from './attachment';
