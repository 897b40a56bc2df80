// The admin console: dashboard, events (vetting, location), partners (vetting), registrations, option
// lists and the audit log. Every answer's shape is the domain's.
import type {
  TAdminDashboard,
  TAdminEventDetail,
  TAdminEventsPage,
  TAdminEventsQueryInput,
  TAdminOptionAddAnswer,
  TAdminOptionAddBody,
  TAdminOptionValue,
  TOptionValueNames,
  TAdminEditableOptionList,
  TAdminOrdersPage,
  TRefundOrderBody,
  TPlatformFeeChangeBody,
  TPlatformFees,
  TAdminOrdersQueryInput,
  TAdminPartnerDetail,
  TAdminPartnersPage,
  TAdminPartnersQueryInput,
  TAuditLogPage,
  TAuditLogQueryInput,
  TDashboardRange,
  TOrder,
  TPartnerVettingUpdateBodyInput,
  TStatusAnswer,
  TUpdateLocationAnswer,
  TUpdateLocationBody,
  TVettingUpdateBodyInput,
} from '@pavilion/domain';
import { optionListSlug, API_PATHS } from '@pavilion/domain';
import { api } from '../api';

/** Query-string params without the ones left empty (the server reads a missing one as its default). */
export function listParams(query: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

const LIST = 'LIST' as const;

export const adminApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<TAdminDashboard, TDashboardRange | void>({
      query: (range) => ({ url: API_PATHS.adminDashboard, params: range ? { range } : {} }),
      providesTags: ['AdminDashboard'],
    }),

    getAdminEvents: build.query<TAdminEventsPage, TAdminEventsQueryInput>({
      query: (query) => ({ url: API_PATHS.adminEvents, params: listParams(query) }),
      providesTags: [{ type: 'AdminEvent', id: LIST }],
    }),
    getAdminEvent: build.query<TAdminEventDetail, number>({
      query: (id) => API_PATHS.adminEvent({ id }),
      providesTags: (_r, _e, id) => [{ type: 'AdminEvent', id }],
    }),
    vetEventVersion: build.mutation<
      TAdminEventDetail,
      { eventId: number; versionId: number; body: TVettingUpdateBodyInput }
    >({
      query: ({ eventId, versionId, body }) => ({
        url: API_PATHS.adminEventVettingStatus({ eventId, currentEventVersionId: versionId }),
        method: 'POST',
        body,
      }),
      // Approving publishes the version (search, detail, home); either way the event reloads, and
      // after a 409 too (a newer version arrived).
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'AdminEvent', id: eventId },
        { type: 'AdminEvent', id: LIST },
        { type: 'Event', id: eventId },
        { type: 'Event', id: 'SEARCH' },
        'AdminDashboard',
        'AuditLog',
      ],
    }),
    updateEventLocation: build.mutation<TUpdateLocationAnswer, { eventId: number; body: TUpdateLocationBody }>({
      query: ({ eventId, body }) => ({
        url: API_PATHS.adminEventUpdateLocation({ id: eventId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'AdminEvent', id: eventId },
        { type: 'AdminEvent', id: LIST },
        { type: 'Event', id: eventId },
        { type: 'Event', id: 'SEARCH' },
        'AuditLog',
      ],
    }),

    getAdminPartners: build.query<TAdminPartnersPage, TAdminPartnersQueryInput>({
      query: (query) => ({ url: API_PATHS.adminPartners, params: listParams(query) }),
      providesTags: [{ type: 'AdminPartner', id: LIST }],
    }),
    getAdminPartner: build.query<TAdminPartnerDetail, number>({
      query: (id) => API_PATHS.adminPartner({ id }),
      providesTags: (_r, _e, id) => [{ type: 'AdminPartner', id }],
    }),
    decidePartner: build.mutation<TAdminPartnerDetail, { partnerId: number; body: TPartnerVettingUpdateBodyInput }>({
      query: ({ partnerId, body }) => ({
        url: API_PATHS.adminPartnerVettingStatus({ partnerId }),
        method: 'POST',
        body,
      }),
      // The partner's events go public or leave the marketplace with the decision.
      invalidatesTags: (_r, _e, { partnerId }) => [
        { type: 'AdminPartner', id: partnerId },
        { type: 'AdminPartner', id: LIST },
        'AdminEvent',
        'Event',
        'AdminDashboard',
        'AuditLog',
      ],
    }),

    getAdminOrders: build.query<TAdminOrdersPage, TAdminOrdersQueryInput>({
      query: (query) => ({ url: API_PATHS.adminOrderSummaries, params: listParams(query) }),
      providesTags: [{ type: 'AdminOrder', id: LIST }],
    }),
    getAdminOrder: build.query<TOrder, string>({
      query: (id) => API_PATHS.adminOrder({ id }),
      providesTags: (_r, _e, id) => [{ type: 'AdminOrder', id }],
    }),

    refundAdminOrder: build.mutation<TOrder, { orderId: string; body: TRefundOrderBody }>({
      query: ({ orderId, body }) => ({ url: API_PATHS.adminOrderRefund({ orderId }), method: 'POST', body }),
      invalidatesTags: (_r, _e, { orderId }) => [
        { type: 'AdminOrder', id: orderId },
        { type: 'AdminOrder', id: LIST },
        'AdminRefund',
        'AuditLog',
      ],
    }),

    getPlatformFees: build.query<TPlatformFees, void>({
      query: () => API_PATHS.adminPlatformFees,
      providesTags: [{ type: 'PlatformFee', id: LIST }],
    }),
    setDefaultPlatformFee: build.mutation<TPlatformFees, TPlatformFeeChangeBody>({
      query: (body) => ({ url: API_PATHS.adminPlatformFees, method: 'PUT', body }),
      invalidatesTags: [{ type: 'PlatformFee', id: LIST }, 'AuditLog'],
    }),
    setPartnerPlatformFee: build.mutation<TPlatformFees, { partnerId: number; body: TPlatformFeeChangeBody }>({
      query: ({ partnerId, body }) => ({
        url: API_PATHS.adminPartnerPlatformFee({ id: partnerId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: [{ type: 'PlatformFee', id: LIST }, 'AuditLog'],
    }),
    removePartnerPlatformFee: build.mutation<TPlatformFees, number>({
      query: (partnerId) => ({ url: API_PATHS.adminPartnerPlatformFee({ id: partnerId }), method: 'DELETE' }),
      invalidatesTags: [{ type: 'PlatformFee', id: LIST }, 'AuditLog'],
    }),

    getOptionValues: build.query<TAdminOptionValue[], TAdminEditableOptionList>({
      query: (list) => API_PATHS.adminOptionList({ listName: optionListSlug(list) }),
      providesTags: ['Options'],
    }),
    addOptionValue: build.mutation<
      TAdminOptionAddAnswer,
      { list: TAdminEditableOptionList; value: string; translations?: TAdminOptionAddBody['translations'] }
    >({
      query: ({ list, value, translations }) => ({
        url: API_PATHS.adminOptionList({ listName: optionListSlug(list) }),
        method: 'POST',
        body: { value, translations },
      }),
      invalidatesTags: ['Options', 'AuditLog'],
    }),
    renameOptionValue: build.mutation<
      TAdminOptionValue,
      { list: TAdminEditableOptionList; id: number; names: TOptionValueNames }
    >({
      query: ({ list, id, names }) => ({
        url: API_PATHS.adminOptionValue({ listName: optionListSlug(list), id }),
        method: 'PUT',
        body: { names },
      }),
      invalidatesTags: ['Options', 'AuditLog'],
    }),
    removeOptionValue: build.mutation<TStatusAnswer, { list: TAdminEditableOptionList; id: number }>({
      query: ({ list, id }) => ({
        url: API_PATHS.adminOptionList({ listName: optionListSlug(list) }),
        method: 'DELETE',
        body: { id },
      }),
      invalidatesTags: ['Options', 'AuditLog'],
    }),

    getAuditLog: build.query<TAuditLogPage, TAuditLogQueryInput>({
      query: (query) => ({ url: API_PATHS.adminAuditLog, params: listParams(query) }),
      providesTags: ['AuditLog'],
    }),
  }),
});

export const {
  useGetAdminDashboardQuery,
  useGetAdminEventsQuery,
  useGetAdminEventQuery,
  useVetEventVersionMutation,
  useUpdateEventLocationMutation,
  useGetAdminPartnersQuery,
  useGetAdminPartnerQuery,
  useDecidePartnerMutation,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useRefundAdminOrderMutation,
  useGetPlatformFeesQuery,
  useSetDefaultPlatformFeeMutation,
  useSetPartnerPlatformFeeMutation,
  useRemovePartnerPlatformFeeMutation,
  useAddOptionValueMutation,
  useGetOptionValuesQuery,
  useRenameOptionValueMutation,
  useRemoveOptionValueMutation,
  useGetAuditLogQuery,
} = adminApi;
