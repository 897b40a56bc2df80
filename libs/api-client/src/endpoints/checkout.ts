// Checkout: creating an order (seats held for 15 minutes), paying it, and the attendee's orders and tickets.
import type { TCompleteOrderBody, TCreateOrderBody, TCurrencyCode, TOrderStatus, TPaymentDetails } from '@pavilion/domain';
import { api } from '../api';

/** POST /api/orders/ answer: the new order and how long its seats are held. */
export interface CreatedOrder {
  id: string;
  holdExpiresAt: string;
  total: number;
  currency: TCurrencyCode;
}

export interface OrderTicketView {
  id: string;
  ticketType: { id: number; name: string; eventName: string; price: { amount: number; currency: { code: TCurrencyCode } } };
  attendee: { person: { firstName: string; surname: string; email: string; companyName: string | null; jobTitle: string | null } };
  subEvents: { id: number; name: string; price: number }[];
}

/** An order as GET /api/orders/ and GET /api/orders/:id/ return it. */
export interface OrderView {
  id: string;
  eventId?: number;
  createdAt: string;
  status: TOrderStatus;
  firstName: string;
  surname: string;
  purchasingUserEmail: string;
  event: { id: number; name: string; imageUrl: string | null; startDateTime: string };
  tickets: OrderTicketView[];
  /** Only for a paid order; the card number arrives masked and there is never a CVV. */
  paymentDetails: (TPaymentDetails & { cardBrand?: string }) | null;
  total: number;
  currency: TCurrencyCode;
  holdExpiresAt: string;
}

/** A ticket the attendee owns (paid orders only), as GET /api/tickets/ returns it. */
export interface OwnedTicketView {
  id: string;
  orderId: string;
  eventId: number;
  eventName: string;
  eventStartDateTime: string;
  ticketTypeName: string;
  ticketPrice: number;
  ticketCurrency: TCurrencyCode;
  attendeeName: string;
  attendeeJobTitle: string | null;
  attendeeCompany: string | null;
  attendeeEmail: string;
  /** API paths ('/api/tickets/<id>/qr.svg'), served to the owner only. */
  qrCodeUrl: string;
  pdfUrl: string;
}

export interface CompleteOrderArgs {
  orderId: string;
  /** One per payment attempt; a retry or double click sends the same key and is charged once. */
  idempotencyKey: string;
  body: TCompleteOrderBody;
}

export interface CompletedOrder {
  status: 'paid';
  orderId: string;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreatedOrder, TCreateOrderBody>({
      query: (body) => ({ url: '/orders/', method: 'POST', body }),
      // Seats are now held, so the event's availability changed as well.
      invalidatesTags: (_result, _error, body) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Event', id: body.eventId },
      ],
    }),
    getOrders: build.query<OrderView[], void>({
      query: () => '/orders/',
      providesTags: (orders) => [{ type: 'Order', id: 'LIST' }, ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id }))],
    }),
    getOrder: build.query<OrderView, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}/`,
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    completeOrder: build.mutation<CompletedOrder, CompleteOrderArgs>({
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
    getTickets: build.query<OwnedTicketView[], void>({
      query: () => '/tickets/',
      providesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
  }),
});

export const { useCreateOrderMutation, useGetOrdersQuery, useGetOrderQuery, useCompleteOrderMutation, useGetTicketsQuery } = checkoutApi;
