// Invoices and credit notes: the buyer's of their orders, the partner's as seller (list, CSV of a period,
// PDF). Every seller's, for administrators, are the console's (modules/admin/invoices).
import type { Response } from 'express';
import {
  API_PATHS,
  ZInvoiceIdParams,
  ZInvoicesExportQuery,
  ZInvoicesPage,
  ZInvoicesQuery,
  ZOrderDocuments,
  ZOrderIdParams,
  ZOrderInvoiceParams,
  invoiceNumberText,
  NOT_FOUND,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { apiModule, type ApiModule } from '../../platform/route';
import { invoicePdf, invoicesCsv } from './files';
import { INVOICE_TEXT as T } from './messages';
import { Invoices, type InvoiceDocument } from './read-model';

/** Answers the document as a PDF download (the buyer's, the partner's and the console's routes). */
export async function sendInvoicePdf(document: InvoiceDocument, res: Response): Promise<never> {
  const pdf = await invoicePdf(document);
  const name = invoiceNumberText(document.invoice.partnerId, document.invoice.number);
  res
    .type('application/pdf')
    .setHeader('Content-Disposition', `attachment; filename="${document.invoice.kind}-${name}.pdf"`)
    .send(pdf);
  // Answered: the helper sends nothing more once the download is out.
  return undefined as never;
}

export const INVOICE_PDF_DESCRIPTION =
  "The document as issued, in the reader's language: seller (the partner, with Pavilion collecting as its agent) and buyer with their addresses and VAT numbers, the purchase order reference, a line per ticket type and extra, the discount, VAT per line at the event's rate (or why VAT does not apply), the totals; a credit note names the invoice it credits; an invoice awaiting its bank transfer prints the account, the payment reference and the due day.";

export function invoicesModules(ctx: ModuleContext): ApiModule[] {
  const { db } = ctx;

  const buyer = apiModule(ctx, { tag: 'Orders', access: 'attendee' });
  buyer.get(
    API_PATHS.orderInvoices,
    {
      summary: "An order's invoices and credit notes",
      description:
        "The documents of one of the buyer's orders, oldest first: its invoice once paid (or once a bank transfer is chosen), a credit note per refund (or one cancelling an unpaid transfer's invoice), an invoice per damage charge. Another person's order answers 404.",
      params: ZOrderIdParams,
      response: ZOrderDocuments,
      errors: { 404: NOT_FOUND.order },
    },
    ({ auth, params }) => new Invoices(db, { personId: auth.personId }).ofOrder(params.orderId),
  );
  buyer.get(
    API_PATHS.orderInvoicePdf,
    {
      summary: 'An invoice or credit note of an order, as PDF',
      description: `${INVOICE_PDF_DESCRIPTION} Another person's document answers 404.`,
      params: ZOrderInvoiceParams,
      produces: 'application/pdf',
      errors: { 404: T.notFound },
    },
    async ({ auth, params, res }) =>
      sendInvoicePdf(await new Invoices(db, { personId: auth.personId }).one(params.invoiceId, params.orderId), res),
  );

  const partner = apiModule(ctx, { tag: 'Partner finances', access: 'partner' });
  partner.get(
    API_PATHS.partnerInvoices,
    {
      summary: 'Your invoices and credit notes',
      description:
        "The documents you issued as seller, numbered in one sequence without gaps. The list pattern: `page`, `pageSize`, `sort` (issuedAt, number, total), `direction` (newest first by default), `q` (a number, a buyer's name, company, email or VAT number), `kind` (invoice, credit_note) and `from`/`to` (UTC days of issue). `awaitingPayment` marks an invoice whose bank transfer has not arrived.",
      query: ZInvoicesQuery,
      response: ZInvoicesPage,
      errors: { 400: T.periodOrder },
    },
    ({ auth, query }) => new Invoices(db, { partnerId: auth.partnerId! }).list(query),
  );
  partner.get(
    API_PATHS.partnerInvoicesExport,
    {
      summary: 'Your invoices and credit notes of a period, as CSV',
      description:
        'For your accounting: every document issued from `from` to `to` (UTC days, both included, at most a year apart), oldest first, one row each: number, kind, issue time, the invoice a credit note credits, order, event, buyer (name, email, VAT number, country, reference), currency, net, VAT rate, VAT, total and the VAT note when VAT does not apply. Headings in the language of the request.',
      query: ZInvoicesExportQuery,
      produces: 'text/csv',
      errors: { 400: T.exportPeriod },
    },
    async ({ auth, query, res }) => {
      const rows = await new Invoices(db, { partnerId: auth.partnerId! }).period(query);
      res
        .type('text/csv')
        .setHeader('Content-Disposition', `attachment; filename="invoices-${query.from}-${query.to}.csv"`)
        .send(invoicesCsv(rows));
      return undefined as never;
    },
  );
  partner.get(
    API_PATHS.partnerInvoicePdf,
    {
      summary: 'One of your invoices or credit notes, as PDF',
      description: `${INVOICE_PDF_DESCRIPTION} Another seller's document answers 404.`,
      params: ZInvoiceIdParams,
      produces: 'application/pdf',
      errors: { 404: T.notFound },
    },
    async ({ auth, params, res }) =>
      sendInvoicePdf(await new Invoices(db, { partnerId: auth.partnerId! }).one(params.invoiceId), res),
  );

  return [buyer, partner];
}
