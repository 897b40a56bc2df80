// Refunds of orders paid by bank transfer: the buyer's account for them, and the console's list, its
// SEPA credit transfer file and recording transfers as sent. Typed from the domain's contracts.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAdminTransferRefundPage,
  TAdminTransferRefundsQueryInput,
  TOrder,
  TRefundAccountInput,
  TTransferFileBody,
  TTransfersSent,
  TTransfersSentBody,
} from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';
import { attachmentFileName } from './invoices';

/** The transfer file as the API wrote it, and the name it gave it. */
export interface TransferFile {
  xml: string;
  fileName: string;
}

export const transferRefundsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/orders/{orderId}/refund-account: the answer is the order with its refunds to pay back. */
    giveRefundAccount: build.mutation<TOrder, { orderId: string; body: TRefundAccountInput }>({
      query: ({ orderId, body }) => ({ url: API_PATHS.orderRefundAccount({ orderId }), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    getAdminTransferRefunds: build.query<TAdminTransferRefundPage, TAdminTransferRefundsQueryInput>({
      query: (query) => ({ url: API_PATHS.adminTransferRefunds, params: listParams(query) }),
      providesTags: ['AdminRefund'],
    }),
    /** A request rather than a link, so that the API's refusal reaches the page as words. */
    exportTransferFile: build.mutation<TransferFile, TTransferFileBody>({
      query: (body) => ({
        url: API_PATHS.adminTransferRefundsFile,
        method: 'POST',
        body,
        responseHandler: async (response: Response) =>
          response.ok
            ? {
                xml: await response.text(),
                fileName: attachmentFileName(response.headers.get('Content-Disposition')) ?? 'refund-transfers.xml',
              }
            : response.json(),
      }),
      invalidatesTags: ['AdminRefund', 'AuditLog'],
    }),
    recordTransfersSent: build.mutation<TTransfersSent, TTransfersSentBody>({
      query: (body) => ({ url: API_PATHS.adminTransferRefundsSent, method: 'POST', body }),
      invalidatesTags: ['AdminRefund', 'AuditLog', 'AdminOrder'],
    }),
  }),
});

export const {
  useGiveRefundAccountMutation,
  useGetAdminTransferRefundsQuery,
  useExportTransferFileMutation,
  useRecordTransfersSentMutation,
} = transferRefundsApi;
