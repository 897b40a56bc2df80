// The partner's money (finances, payouts and their statements, the listing plan) and the admin's
// payouts and platform revenue. Typed from the domain's contracts.
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

export const financesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFinances: build.query<TFinances, void>({
      query: () => '/partner/finances',
      providesTags: ['Finances'],
    }),
    getPayouts: build.query<TPayoutPage, TPayoutListQueryInput>({
      query: (query) => ({ url: '/partner/payouts', params: listParams(query) }),
      providesTags: [{ type: 'Payout', id: LIST }],
    }),
    getPayout: build.query<TPayoutDetail, string>({
      query: (id) => `/partner/payouts/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Payout', id }],
    }),
    getPlans: build.query<TListingPlans, void>({
      query: () => '/partner/plans',
    }),
    changePlan: build.mutation<TPartnerPlan, TPlanChangeBody>({
      query: (body) => ({ url: '/partner/plan', method: 'PUT', body }),
      invalidatesTags: ['Finances'],
    }),

    getAdminPayouts: build.query<TAdminPayoutPage, TAdminPayoutsQueryInput>({
      query: (query) => ({ url: '/admin/payouts', params: listParams(query) }),
      providesTags: [{ type: 'AdminPayout', id: LIST }],
    }),
    holdPayouts: build.mutation<TPayoutHold, { partnerId: number; reason: string }>({
      query: ({ partnerId, reason }) => ({
        url: `/admin/partners/${partnerId}/payouts/hold`,
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
      query: (partnerId) => ({ url: `/admin/partners/${partnerId}/payouts/release`, method: 'POST' }),
      invalidatesTags: (_r, _e, partnerId) => [
        { type: 'AdminPayout', id: LIST },
        { type: 'AdminPartner', id: partnerId },
        'AuditLog',
      ],
    }),
    getAdminRefunds: build.query<TAdminRefundPage, TAdminRefundsQueryInput>({
      query: (query) => ({ url: '/admin/refunds', params: listParams(query) }),
      providesTags: ['AdminRefund'],
    }),
    getRevenue: build.query<TRevenue, TRevenueQuery>({
      query: (query) => ({ url: '/admin/revenue', params: query }),
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
