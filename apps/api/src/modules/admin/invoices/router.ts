// The console's invoices: every seller's invoices and credit notes, and any one as PDF.
import { API_PATHS, ZAdminInvoicesPage, ZAdminInvoicesQuery, ZInvoiceIdParams } from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { INVOICE_PDF_DESCRIPTION, INVOICE_TEXT, Invoices, sendInvoicePdf } from '../../invoices';

export function adminInvoicesModule(ctx: ModuleContext) {
  const { db } = ctx;
  const admin = apiModule(ctx, { tag: 'Admin: invoices', access: 'admin' });
  admin.get(
    API_PATHS.adminInvoices,
    {
      summary: "Every seller's invoices and credit notes",
      description:
        "The list pattern as for partners, with each row's seller, and `partnerId` for one seller's documents.",
      query: ZAdminInvoicesQuery,
      response: ZAdminInvoicesPage,
      errors: { 400: INVOICE_TEXT.periodOrder },
    },
    ({ query }) => new Invoices(db, { admin: true }).adminList(query),
  );
  admin.get(
    API_PATHS.adminInvoicePdf,
    {
      summary: 'Any invoice or credit note, as PDF',
      description: INVOICE_PDF_DESCRIPTION,
      params: ZInvoiceIdParams,
      produces: 'application/pdf',
      errors: { 404: INVOICE_TEXT.notFound },
    },
    async ({ params, res }) => sendInvoicePdf(await new Invoices(db, { admin: true }).one(params.invoiceId), res),
  );
  return admin;
}
