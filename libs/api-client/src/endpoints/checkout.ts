// Checkout: creating an order (seats held for 15 minutes), paying it, and the attendee's orders and tickets.
import { API_PATHS } from '@pavilion/domain';
import type {
  TCancellationPreview,
  TCancelOrderBody,
  TCompletedOrder,
  TCompleteOrderBody,
  TCreatedOrder,
  TCreateOrderBody,
  TOrder,
  TOrdersPage,
  TOrdersQueryInput,
  TTicketsPage,
  TTicketsQueryInput,
} from '@pavilion/domain';
import { api } from '../api';

// The answers' shapes are the domain's (TCreatedOrder, TCompletedOrder, TOrder, TOrdersPage, TTicketsPage), which the
// API returns. The two lists take their list query (the page kit's useListParams().args).

export interface CompleteOrderArgs {
  orderId: string;
  /** One per payment attempt; a retry or double click sends the same key and is charged once. */
  idempotencyKey: string;
  body: TCompleteOrderBody;
}

export const checkoutApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<TCreatedOrder, TCreateOrderBody>({
      query: (body) => ({ url: API_PATHS.orders, method: 'POST', body }),
      // Seats are now held, so the event's availability changed as well.
      // An order that takes a waiting-list offer changes the attendee's places.
      invalidatesTags: (_result, _error, body) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Event', id: body.eventId },
        ...(body.offerId === undefined ? [] : [{ type: 'WaitingList' as const, id: 'LIST' }]),
      ],
    }),
    /** GET /api/orders/: one page of the attendee's orders (ZOrdersQuery; newest first by default). */
    getOrders: build.query<TOrdersPage, TOrdersQueryInput>({
      query: (params) => ({ url: API_PATHS.orders, params }),
      providesTags: (page) => [
        { type: 'Order', id: 'LIST' },
        ...(page?.items ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    getOrder: build.query<TOrder, string>({
      query: (orderId) => API_PATHS.order({ orderId }),
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    completeOrder: build.mutation<TCompletedOrder, CompleteOrderArgs>({
      query: ({ orderId, idempotencyKey, body }) => ({
        url: API_PATHS.orderPayment({ orderId }),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
        { type: 'Ticket', id: 'LIST' },
      ],
    }),
    /** GET /api/orders/{orderId}/cancellation-preview: what cancelling gives back today, per ticket. */
    getCancellationPreview: build.query<TCancellationPreview, string>({
      query: (orderId) => API_PATHS.orderCancellationPreview({ orderId }),
      providesTags: (_preview, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /** POST /api/orders/{orderId}/cancel: the answer is the order with its cancelled tickets and refunds. */
    cancelOrder: build.mutation<TOrder, { orderId: string; body: TCancelOrderBody }>({
      query: ({ orderId, body }) => ({ url: API_PATHS.orderCancel({ orderId }), method: 'POST', body }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
        { type: 'Ticket', id: 'LIST' },
      ],
    }),
    /** GET /api/tickets/: one page of the tickets of the attendee's paid orders (ZTicketsQuery). */
    getTickets: build.query<TTicketsPage, TTicketsQueryInput>({
      query: (params) => ({ url: API_PATHS.tickets, params }),
      providesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
  }),
});

export const {
  useCreateOrderMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCompleteOrderMutation,
  useGetTicketsQuery,
  useGetCancellationPreviewQuery,
  useCancelOrderMutation,
} = checkoutApi;
