// The partner's money (finances, payouts and their statements, the listing plan) and the admin's
// payouts and platform revenue. Typed from the domain's contracts.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAdminPayoutPage,
  TAdminRefundPage,
  TAdminRefundsQueryInput,
  TAdminPayoutsQueryInput,
  TFinances,
  TListingPlans,
  TPartnerPlan,
  TPayoutDetail,
  TPayoutHold,
  TPayoutListQueryInput,
  TPayoutPage,
  TPlanChangeBody,
  TRevenue,
  TRevenueQuery,
} from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';

const LIST = 'LIST' as const;

/** A payout statement file, opened as a link (the session cookie goes along). */
export function payoutStatementUrl(baseUrl: string, payoutId: string, format: 'csv' | 'pdf'): string {
  return `${baseUrl.replace(/\/$/, '')}/partner/payouts/${payoutId}/statement.${format}`;
}

export const financesApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getFinances: build.query<TFinances, void>({
      query: () => API_PATHS.partnerFinances,
      providesTags: ['Finances'],
    }),
    getPayouts: build.query<TPayoutPage, TPayoutListQueryInput>({
      query: (query) => ({ url: API_PATHS.partnerPayouts, params: listParams(query) }),
      providesTags: [{ type: 'Payout', id: LIST }],
    }),
    getPayout: build.query<TPayoutDetail, string>({
      query: (id) => API_PATHS.partnerPayout({ id }),
      providesTags: (_r, _e, id) => [{ type: 'Payout', id }],
    }),
    getPlans: build.query<TListingPlans, void>({
      query: () => API_PATHS.partnerPlans,
    }),
    changePlan: build.mutation<TPartnerPlan, TPlanChangeBody>({
      query: (body) => ({ url: API_PATHS.partnerPlan, method: 'PUT', body }),
      invalidatesTags: ['Finances'],
    }),

    getAdminPayouts: build.query<TAdminPayoutPage, TAdminPayoutsQueryInput>({
      query: (query) => ({ url: API_PATHS.adminPayouts, params: listParams(query) }),
      providesTags: [{ type: 'AdminPayout', id: LIST }],
    }),
    holdPayouts: build.mutation<TPayoutHold, { partnerId: number; reason: string }>({
      query: ({ partnerId, reason }) => ({
        url: API_PATHS.adminPartnerPayoutsHold({ id: partnerId }),
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_r, _e, { partnerId }) => [
        { type: 'AdminPayout', id: LIST },
        { type: 'AdminPartner', id: partnerId },
        'AuditLog',
      ],
    }),
    releasePayouts: build.mutation<TPayoutHold, number>({
      query: (partnerId) => ({ url: API_PATHS.adminPartnerPayoutsRelease({ id: partnerId }), method: 'POST' }),
      invalidatesTags: (_r, _e, partnerId) => [
        { type: 'AdminPayout', id: LIST },
        { type: 'AdminPartner', id: partnerId },
        'AuditLog',
      ],
    }),
    getAdminRefunds: build.query<TAdminRefundPage, TAdminRefundsQueryInput>({
      query: (query) => ({ url: API_PATHS.adminRefunds, params: listParams(query) }),
      providesTags: ['AdminRefund'],
    }),
    getRevenue: build.query<TRevenue, TRevenueQuery>({
      query: (query) => ({ url: API_PATHS.adminRevenue, params: query }),
    }),
  }),
});

export const {
  useGetFinancesQuery,
  useGetPayoutsQuery,
  useGetPayoutQuery,
  useGetPlansQuery,
  useChangePlanMutation,
  useGetAdminPayoutsQuery,
  useHoldPayoutsMutation,
  useReleasePayoutsMutation,
  useGetAdminRefundsQuery,
  useGetRevenueQuery,
} = financesApi;
