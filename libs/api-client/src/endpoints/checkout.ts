// Checkout: creating an order (seats held for 15 minutes), paying it, and the attendee's orders and tickets.
import type {
  TCompletedOrder,
  TCompleteOrderBody,
  TCreatedOrder,
  TCreateOrderBody,
  TOrder,
  TOrdersPage,
  TOwnedTicket,
  TTicketsPage,
} from '@pavilion/domain';
import { api } from '../api';

// The answers' shapes are the domain's (TCreatedOrder, TOrder, TCompletedOrder, TOwnedTicket), which the API returns.

export interface CompleteOrderArgs {
  orderId: string;
  /** One per payment attempt; a retry or double click sends the same key and is charged once. */
  idempotencyKey: string;
  body: TCompleteOrderBody;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<TCreatedOrder, TCreateOrderBody>({
      query: (body) => ({ url: '/orders/', method: 'POST', body }),
      // Seats are now held, so the event's availability changed as well.
      invalidatesTags: (_result, _error, body) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Event', id: body.eventId },
      ],
    }),
    // The server pages these lists now; until the Registrations page asks for pages, it reads the
    // first 100 of each (the default sorts), as before.
    getOrders: build.query<TOrder[], void>({
      query: () => '/orders/?pageSize=100',
      transformResponse: (page: TOrdersPage) => page.items,
      providesTags: (orders) => [
        { type: 'Order', id: 'LIST' },
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    getOrder: build.query<TOrder, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}/`,
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    completeOrder: build.mutation<TCompletedOrder, CompleteOrderArgs>({
      query: ({ orderId, idempotencyKey, body }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/complete-order`,
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
    getTickets: build.query<TOwnedTicket[], void>({
      query: () => '/tickets/?pageSize=100',
      transformResponse: (page: TTicketsPage) => page.items,
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
} = checkoutApi;
