// Paying by bank transfer: the buyer's choice and instructions, the partner's switch per event, the
// orders awaiting their transfer and "mark as paid" (the partner's and an administrator's), and an
// administrator's bank statement import. Recording a transfer pays the order: its tickets, the lists of
// orders and the figures change with it.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAwaitingTransfersPage,
  TAwaitingTransfersQueryInput,
  TBankStatementBody,
  TBankStatementResult,
  TBankTransferInstructions,
  TBankTransferState,
  TEventBankTransfer,
  TEventBankTransferInput,
  TMarkedPaid,
  TMarkPaidInput,
} from '@pavilion/domain';
import { afterSuccess, api } from '../api';
import { listParams } from './admin';

const LIST = 'LIST' as const;

export const bankTransfersApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/orders/{orderId}/bank-transfer: whether the order can be paid by transfer, and how once chosen. */
    getBankTransfer: build.query<TBankTransferState, string>({
      query: (orderId) => API_PATHS.orderBankTransfer({ orderId }),
      providesTags: (_state, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /** POST /api/orders/{orderId}/bank-transfer: the order awaits its transfer; the answer says how to pay. */
    chooseBankTransfer: build.mutation<TBankTransferInstructions, string>({
      query: (orderId) => ({ url: API_PATHS.orderBankTransfer({ orderId }), method: 'POST' }),
      invalidatesTags: (_result, _error, orderId) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: LIST },
      ],
    }),

    /** GET /api/partner/events/{id}/bank-transfer: whether the event takes transfers, until when. */
    getEventBankTransfer: build.query<TEventBankTransfer, number>({
      query: (eventId) => API_PATHS.partnerEventBankTransfer({ id: eventId }),
      providesTags: (_setting, _error, eventId) => [{ type: 'PartnerEvent', id: eventId }],
    }),
    setEventBankTransfer: build.mutation<TEventBankTransfer, { eventId: number; body: TEventBankTransferInput }>({
      query: ({ eventId, body }) => ({
        url: API_PATHS.partnerEventBankTransfer({ id: eventId }),
        method: 'PUT',
        body,
      }),
      // The answer is the setting: the page shows it without asking again.
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        await afterSuccess(queryFulfilled, (data) =>
          dispatch(bankTransfersApi.util.updateQueryData('getEventBankTransfer', eventId, () => data)),
        );
      },
    }),

    /** GET /api/partner/bank-transfers: one page of the partner's orders awaiting their transfer. */
    getPartnerBankTransfers: build.query<TAwaitingTransfersPage, TAwaitingTransfersQueryInput>({
      query: (query) => ({ url: API_PATHS.partnerBankTransfers, params: listParams(query) }),
      providesTags: [{ type: 'PartnerOrder', id: LIST }],
    }),
    /** GET /api/partner/orders/{id}/bank-transfer: the order's reference, due day and account. */
    getPartnerOrderBankTransfer: build.query<TBankTransferInstructions, string>({
      query: (orderId) => API_PATHS.partnerOrderBankTransfer({ id: orderId }),
      providesTags: (_result, _error, orderId) => [{ type: 'PartnerOrder', id: orderId }],
    }),
    markPartnerOrderPaid: build.mutation<TMarkedPaid, { orderId: string; body: TMarkPaidInput }>({
      query: ({ orderId, body }) => ({ url: API_PATHS.partnerOrderMarkPaid({ id: orderId }), method: 'POST', body }),
      invalidatesTags: (_result, error, { orderId }) =>
        error ? [] : [{ type: 'PartnerOrder', id: orderId }, { type: 'PartnerOrder', id: LIST }, 'Finances', 'CheckIn'],
    }),

    /** GET /api/admin/bank-transfers: one page of every partner's orders awaiting their transfer. */
    getAdminBankTransfers: build.query<TAwaitingTransfersPage, TAwaitingTransfersQueryInput>({
      query: (query) => ({ url: API_PATHS.adminBankTransfers, params: listParams(query) }),
      providesTags: [{ type: 'AdminOrder', id: LIST }],
    }),
    getAdminOrderBankTransfer: build.query<TBankTransferInstructions, string>({
      query: (orderId) => API_PATHS.adminOrderBankTransfer({ orderId }),
      providesTags: (_result, _error, orderId) => [{ type: 'AdminOrder', id: orderId }],
    }),
    markAdminOrderPaid: build.mutation<TMarkedPaid, { orderId: string; body: TMarkPaidInput }>({
      query: ({ orderId, body }) => ({ url: API_PATHS.adminOrderMarkPaid({ orderId }), method: 'POST', body }),
      invalidatesTags: (_result, error, { orderId }) =>
        error
          ? []
          : [{ type: 'AdminOrder', id: orderId }, { type: 'AdminOrder', id: LIST }, 'AdminDashboard', 'AuditLog'],
    }),
    /** POST /api/admin/bank-statements: what the statement recorded, found already paid, and could not match. */
    importBankStatement: build.mutation<TBankStatementResult, TBankStatementBody>({
      query: (body) => ({ url: API_PATHS.adminBankStatements, method: 'POST', body }),
      invalidatesTags: (result) =>
        result && result.recorded.length > 0
          ? [
              { type: 'AdminOrder', id: LIST },
              ...result.recorded.map((line) => ({ type: 'AdminOrder' as const, id: line.orderId })),
              'AdminDashboard',
              'AuditLog',
            ]
          : [],
    }),
  }),
});

export const {
  useGetBankTransferQuery,
  useChooseBankTransferMutation,
  useGetEventBankTransferQuery,
  useSetEventBankTransferMutation,
  useGetPartnerBankTransfersQuery,
  useGetPartnerOrderBankTransferQuery,
  useMarkPartnerOrderPaidMutation,
  useGetAdminBankTransfersQuery,
  useGetAdminOrderBankTransferQuery,
  useMarkAdminOrderPaidMutation,
  useImportBankStatementMutation,
} = bankTransfersApi;
