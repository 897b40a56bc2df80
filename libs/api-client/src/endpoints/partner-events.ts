// The partner's events, policies, registrations, insights and communications (the partner portal).
// Every request and answer type comes from @pavilion/domain.
import { API_PATHS } from '@pavilion/domain';
import type {
  TPartnerWaitingList,
  TWaitingListSwitchBody,
  TEventCreateResponse,
  TCancellationPoliciesPage,
  TCancellationPoliciesQueryInput,
  TCancellationPolicyBodyInput,
  TCancellationPolicyDetail,
  TCancellationPolicyRow,
  TEventCancelBody,
  TEventCancellation,
  TEventCreateBody,
  TEventFileAnswer,
  TEventMessage,
  TEventMessageBodyInput,
  TEventMessagesPage,
  TEventMessagesQueryInput,
  TEventUpdateBody,
  TEventVersionAnswer,
  TInsights,
  TInsightsQueryInput,
  TOrder,
  TPartnerDashboard,
  TPartnerEventDetail,
  TPartnerEventsPage,
  TPartnerEventsQueryInput,
  TPartnerOrdersPage,
  TRefundOrderBody,
  TPartnerOrdersQueryInput,
  TSubEventBodyInput,
  TSubEventPatchBody,
  TTicketTypeBodyInput,
  TTicketTypePatchBody,
  TCancellationPolicyPatchBody,
  TPlace,
} from '@pavilion/domain';
import { api } from '../api';

/** Query-string params without the empty ones. */
const params = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<
    string,
    string
  >;

const multipart = (field: string, file: File) => {
  const body = new FormData();
  body.append(field, file);
  return body;
};

export const partnerEventsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    placeDetails: build.query<TPlace, number>({
      query: (id) => API_PATHS.optionPlace({ id }),
      keepUnusedDataFor: 600,
    }),
    partnerEvents: build.query<TPartnerEventsPage, TPartnerEventsQueryInput>({
      query: (q) => ({ url: API_PATHS.partnerEvents, params: params(q) }),
      providesTags: (page) => [
        { type: 'PartnerEvent', id: 'LIST' },
        ...(page?.items ?? []).map((e) => ({ type: 'PartnerEvent' as const, id: e.id })),
      ],
    }),
    partnerEvent: build.query<TPartnerEventDetail, number>({
      query: (id) => API_PATHS.partnerEvent({ id }),
      providesTags: (_r, _e, id) => [{ type: 'PartnerEvent', id }],
    }),
    createPartnerEvent: build.mutation<TEventCreateResponse, TEventCreateBody>({
      query: (body) => ({ url: API_PATHS.partnerEvents, method: 'POST', body }),
      invalidatesTags: [{ type: 'PartnerEvent', id: 'LIST' }, 'Partner'],
    }),
    submitPartnerEvent: build.mutation<TEventVersionAnswer, number>({
      query: (id) => ({ url: API_PATHS.partnerEventSubmit({ id }), method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'PartnerEvent', id }, { type: 'PartnerEvent', id: 'LIST' }, 'Partner'],
    }),
    updatePartnerEvent: build.mutation<TEventVersionAnswer, { id: number; body: TEventUpdateBody }>({
      query: ({ id, body }) => ({ url: API_PATHS.partnerEvent({ id }), method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'PartnerEvent', id },
        { type: 'PartnerEvent', id: 'LIST' },
      ],
    }),
    addTicketType: build.mutation<{ id: number }, { eventId: number; body: TTicketTypeBodyInput }>({
      query: ({ eventId, body }) => ({ url: API_PATHS.partnerEventTicketTypes({ id: eventId }), method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'PartnerEvent', id: eventId },
        { type: 'PartnerEvent', id: 'LIST' },
      ],
    }),
    setWaitingList: build.mutation<
      TPartnerWaitingList,
      { eventId: number; ticketTypeId: number; body: TWaitingListSwitchBody }
    >({
      query: ({ eventId, ticketTypeId, body }) => ({
        url: API_PATHS.partnerEventTicketTypeWaitingList({ id: eventId, ttId: ticketTypeId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'PartnerEvent', id: eventId }],
    }),
    updateTicketType: build.mutation<
      { id: number },
      { eventId: number; ticketTypeId: number; body: TTicketTypePatchBody }
    >({
      query: ({ eventId, ticketTypeId, body }) => ({
        url: API_PATHS.partnerEventTicketType({ id: eventId, ttId: ticketTypeId }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'PartnerEvent', id: eventId },
        { type: 'PartnerEvent', id: 'LIST' },
      ],
    }),
    deleteTicketType: build.mutation<void, { eventId: number; ticketTypeId: number }>({
      query: ({ eventId, ticketTypeId }) => ({
        url: API_PATHS.partnerEventTicketType({ id: eventId, ttId: ticketTypeId }),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'PartnerEvent', id: eventId },
        { type: 'PartnerEvent', id: 'LIST' },
      ],
    }),
    addSubEvent: build.mutation<{ id: number }, { eventId: number; body: TSubEventBodyInput }>({
      query: ({ eventId, body }) => ({ url: API_PATHS.partnerEventSubEvents({ id: eventId }), method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'PartnerEvent', id: eventId }],
    }),
    updateSubEvent: build.mutation<{ id: number }, { eventId: number; subEventId: number; body: TSubEventPatchBody }>({
      query: ({ eventId, subEventId, body }) => ({
        url: API_PATHS.partnerEventSubEvent({ id: eventId, seId: subEventId }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'PartnerEvent', id: eventId }],
    }),
    deleteSubEvent: build.mutation<void, { eventId: number; subEventId: number }>({
      query: ({ eventId, subEventId }) => ({
        url: API_PATHS.partnerEventSubEvent({ id: eventId, seId: subEventId }),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'PartnerEvent', id: eventId }],
    }),
    uploadEventImage: build.mutation<TEventFileAnswer, { eventId: number; kind: 'thumbnail' | 'banner'; file: File }>({
      query: ({ eventId, kind, file }) => ({
        url: API_PATHS.partnerEventImages({ id: eventId, kind }),
        method: 'POST',
        body: multipart('image', file),
      }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'PartnerEvent', id: eventId },
        { type: 'PartnerEvent', id: 'LIST' },
      ],
    }),
    deleteEventImage: build.mutation<TEventVersionAnswer, { eventId: number; imageId: number }>({
      query: ({ eventId, imageId }) => ({
        url: API_PATHS.partnerEventImage({ id: eventId, imageId }),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'PartnerEvent', id: eventId },
        { type: 'PartnerEvent', id: 'LIST' },
      ],
    }),
    uploadEventDocument: build.mutation<
      TEventFileAnswer,
      { eventId: number; documentType: 'agenda' | 'exhibitor-list'; file: File }
    >({
      query: ({ eventId, documentType, file }) => ({
        url: API_PATHS.partnerEventDocuments({ id: eventId, documentType }),
        method: 'POST',
        body: multipart('document', file),
      }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'PartnerEvent', id: eventId }],
    }),
    deleteEventDocument: build.mutation<TEventVersionAnswer, { eventId: number; documentId: number }>({
      query: ({ eventId, documentId }) => ({
        url: API_PATHS.partnerEventDocument({ id: eventId, documentId }),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'PartnerEvent', id: eventId }],
    }),

    cancellationPolicies: build.query<TCancellationPoliciesPage, TCancellationPoliciesQueryInput>({
      query: (q) => ({ url: API_PATHS.partnerCancellationPolicies, params: params(q) }),
      providesTags: [{ type: 'CancellationPolicy', id: 'LIST' }],
    }),
    cancellationPolicy: build.query<TCancellationPolicyDetail, number>({
      query: (id) => API_PATHS.partnerCancellationPolicy({ id }),
      providesTags: (_r, _e, id) => [{ type: 'CancellationPolicy', id }],
    }),
    createCancellationPolicy: build.mutation<TCancellationPolicyRow, TCancellationPolicyBodyInput>({
      query: (body) => ({ url: API_PATHS.partnerCancellationPolicies, method: 'POST', body }),
      invalidatesTags: [{ type: 'CancellationPolicy', id: 'LIST' }],
    }),
    updateCancellationPolicy: build.mutation<
      TCancellationPolicyDetail,
      { id: number; body: TCancellationPolicyPatchBody }
    >({
      query: ({ id, body }) => ({ url: API_PATHS.partnerCancellationPolicy({ id }), method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'CancellationPolicy', id },
        { type: 'CancellationPolicy', id: 'LIST' },
      ],
    }),

    partnerOrders: build.query<TPartnerOrdersPage, TPartnerOrdersQueryInput>({
      query: (q) => ({ url: API_PATHS.partnerOrderSummaries, params: params(q) }),
      providesTags: [{ type: 'PartnerOrder', id: 'LIST' }],
    }),
    partnerOrder: build.query<TOrder, string>({
      query: (id) => API_PATHS.partnerOrder({ id }),
      providesTags: (_r, _e, id) => [{ type: 'PartnerOrder', id }],
    }),
    refundPartnerOrder: build.mutation<TOrder, { orderId: string; body: TRefundOrderBody }>({
      query: ({ orderId, body }) => ({ url: API_PATHS.partnerOrderRefund({ orderId }), method: 'POST', body }),
      // The order's tickets and refunds change, and a cancelled order leaves the registrations.
      invalidatesTags: (_r, _e, { orderId }) => [
        { type: 'PartnerOrder', id: orderId },
        { type: 'PartnerOrder', id: 'LIST' },
      ],
    }),
    partnerInsights: build.query<TInsights, TInsightsQueryInput>({
      query: (q) => ({ url: API_PATHS.partnerInsights, params: params(q) }),
    }),
    partnerDashboard: build.query<TPartnerDashboard, void>({
      query: () => API_PATHS.partnerDashboard,
      providesTags: [
        { type: 'PartnerEvent', id: 'LIST' },
        { type: 'PartnerOrder', id: 'LIST' },
      ],
    }),
    eventMessages: build.query<TEventMessagesPage, TEventMessagesQueryInput>({
      query: (q) => ({ url: API_PATHS.partnerMessages, params: params(q) }),
      providesTags: [{ type: 'PartnerEvent', id: 'MESSAGES' }],
    }),
    cancelPartnerEvent: build.mutation<TEventCancellation, { eventId: number; body: TEventCancelBody }>({
      query: ({ eventId, body }) => ({ url: API_PATHS.partnerEventCancel({ id: eventId }), method: 'POST', body }),
      // Its orders became cancelled and refunded: registrations, insights and the dashboard change too.
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'PartnerEvent', id: eventId },
        { type: 'PartnerEvent', id: 'LIST' },
        'PartnerOrder',
      ],
    }),
    sendEventMessage: build.mutation<TEventMessage, { eventId: number; body: TEventMessageBodyInput }>({
      query: ({ eventId, body }) => ({ url: API_PATHS.partnerEventMessages({ id: eventId }), method: 'POST', body }),
      invalidatesTags: [{ type: 'PartnerEvent', id: 'MESSAGES' }],
    }),
  }),
});

export const {
  usePlaceDetailsQuery,
  usePartnerEventsQuery,
  usePartnerEventQuery,
  useCreatePartnerEventMutation,
  useUpdatePartnerEventMutation,
  useSubmitPartnerEventMutation,
  useAddTicketTypeMutation,
  useUpdateTicketTypeMutation,
  useSetWaitingListMutation,
  useDeleteTicketTypeMutation,
  useAddSubEventMutation,
  useUpdateSubEventMutation,
  useDeleteSubEventMutation,
  useUploadEventImageMutation,
  useDeleteEventImageMutation,
  useUploadEventDocumentMutation,
  useDeleteEventDocumentMutation,
  useCancellationPoliciesQuery,
  useCancellationPolicyQuery,
  useCreateCancellationPolicyMutation,
  useUpdateCancellationPolicyMutation,
  usePartnerOrdersQuery,
  usePartnerOrderQuery,
  useRefundPartnerOrderMutation,
  usePartnerInsightsQuery,
  usePartnerDashboardQuery,
  useEventMessagesQuery,
  useSendEventMessageMutation,
  useCancelPartnerEventMutation,
} = partnerEventsApi;

/** Where the browser downloads an event's CSV (a plain link: the session cookie goes with it). */
export function eventCsvUrl(baseUrl: string, eventId: number, kind: 'orders' | 'attendees'): string {
  return `${baseUrl.replace(/\/$/, '')}/partner/events/${eventId}/${kind}.csv`;
}
