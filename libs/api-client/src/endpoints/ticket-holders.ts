// Tickets named later: the buyer's or holder's change of a ticket's attendee, the assign link's page
// (no sign-in needed) and the organiser's list of an order's changes of attendee.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAttendeeChangesPage,
  TAttendeeChangesQueryInput,
  TTicketAssigned,
  TTicketAssignment,
  TTicketAttendeeChanged,
  TTicketHolderInput,
} from '@pavilion/domain';
import { api } from '../api';

export interface ChangeAttendeeArgs {
  ticketId: string;
  /** The order it belongs to, whose reading changes with it. */
  orderId: string;
  body: TTicketHolderInput;
}

export const ticketHoldersApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/tickets/{id}/attendee: names the ticket or gives it to someone else. */
    changeTicketAttendee: build.mutation<TTicketAttendeeChanged, ChangeAttendeeArgs>({
      query: ({ ticketId, body }) => ({ url: API_PATHS.ticketAttendee({ id: ticketId }), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
        { type: 'Ticket', id: 'LIST' },
      ],
    }),
    /** GET /api/ticket-assignments/{token}: the ticket an assign link names. */
    getTicketAssignment: build.query<TTicketAssignment, string>({
      query: (token) => API_PATHS.ticketAssignment({ token }),
    }),
    /** POST /api/ticket-assignments/{token}: names the ticket the link names, once. */
    assignTicket: build.mutation<TTicketAssigned, { token: string; body: TTicketHolderInput }>({
      query: ({ token, body }) => ({ url: API_PATHS.ticketAssignment({ token }), method: 'POST', body }),
      invalidatesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
    /** GET /api/partner/orders/{orderId}/attendee-changes: one page of an order's changes of attendee. */
    getOrderAttendeeChanges: build.query<TAttendeeChangesPage, { orderId: string; query: TAttendeeChangesQueryInput }>({
      query: ({ orderId, query }) => ({ url: API_PATHS.partnerOrderAttendeeChanges({ orderId }), params: query }),
      providesTags: (_r, _e, { orderId }) => [{ type: 'PartnerOrder', id: `${orderId}:attendees` }],
    }),
  }),
});

export const {
  useChangeTicketAttendeeMutation,
  useGetTicketAssignmentQuery,
  useAssignTicketMutation,
  useGetOrderAttendeeChangesQuery,
} = ticketHoldersApi;
