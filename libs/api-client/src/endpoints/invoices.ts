// Invoices and credit notes: an order's documents for its buyer, the partner's list and its CSV export
// of a period, and every seller's list for administrators. The PDFs are links (the session cookie goes
// along); the CSV is fetched, so that a refusal of its period can be shown in words.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAdminInvoicesPage,
  TAdminInvoicesQueryInput,
  TInvoicesExportQuery,
  TInvoicesPage,
  TInvoicesQueryInput,
  TOrderDocument,
} from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';

const LIST = 'LIST' as const;

/** The API's path on its base ('/api' on the app's own origin, or another host's). */
const under = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;

/** An order's invoice or credit note as a PDF, for its buyer. */
export function orderInvoicePdfUrl(baseUrl: string, orderId: string, invoiceId: string): string {
  return under(baseUrl, API_PATHS.orderInvoicePdf({ orderId, invoiceId }));
}

/** One of the partner's invoices or credit notes as a PDF. */
export function partnerInvoicePdfUrl(baseUrl: string, invoiceId: string): string {
  return under(baseUrl, API_PATHS.partnerInvoicePdf({ invoiceId }));
}

/** Any seller's invoice or credit note as a PDF, for administrators. */
export function adminInvoicePdfUrl(baseUrl: string, invoiceId: string): string {
  return under(baseUrl, API_PATHS.adminInvoicePdf({ invoiceId }));
}

/** The CSV of a period as the API sent it: its text and the file name it gave. */
export interface InvoicesCsv {
  csv: string;
  fileName: string;
}

/** The file name of a Content-Disposition header ('attachment; filename="invoices.csv"'), if it gives one. */
export function attachmentFileName(header: string | null): string | null {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export const invoicesApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/orders/{orderId}/invoices: the order's invoices and credit notes, oldest first. */
    getOrderDocuments: build.query<TOrderDocument[], string>({
      query: (orderId) => API_PATHS.orderInvoices({ orderId }),
      // A cancellation or a refund of the order issues a credit note: they invalidate the order.
      providesTags: (_documents, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /** GET /api/partner/invoices: one page of the partner's invoices and credit notes (ZInvoicesQuery). */
    getPartnerInvoices: build.query<TInvoicesPage, TInvoicesQueryInput>({
      query: (query) => ({ url: API_PATHS.partnerInvoices, params: listParams(query) }),
      // Documents are issued with the money of the orders: they follow the orders' changes.
      providesTags: [{ type: 'PartnerOrder', id: LIST }],
    }),
    /**
     * GET /api/partner/invoices/export: a period's documents as CSV (both days, at most a year apart). A
     * request rather than a link, so that the API's refusal reaches the page as words.
     */
    exportPartnerInvoices: build.mutation<InvoicesCsv, TInvoicesExportQuery>({
      query: (query) => ({
        url: API_PATHS.partnerInvoicesExport,
        params: listParams(query),
        responseHandler: async (response: Response) =>
          response.ok
            ? {
                // Byte for byte: a byte order mark the API writes for spreadsheets stays in the file.
                csv: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
                fileName:
                  attachmentFileName(response.headers.get('Content-Disposition')) ??
                  `invoices-${query.from}-${query.to}.csv`,
              }
            : response.json(),
      }),
    }),
    /** GET /api/admin/invoices: one page of every seller's documents, or one seller's (ZAdminInvoicesQuery). */
    getAdminInvoices: build.query<TAdminInvoicesPage, TAdminInvoicesQueryInput>({
      query: (query) => ({ url: API_PATHS.adminInvoices, params: listParams(query) }),
      providesTags: [{ type: 'AdminOrder', id: LIST }],
    }),
  }),
});

export const {
  useGetOrderDocumentsQuery,
  useGetPartnerInvoicesQuery,
  useExportPartnerInvoicesMutation,
  useGetAdminInvoicesQuery,
} = invoicesApi;
