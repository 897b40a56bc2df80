// Damage payment requests: the partner's (photos, an order's claims, filing, its list, withdrawing),
// the buyer's answer on its order, and support's list and decision. Typed from the domain's contracts.
import type {
  TAdminDamageClaimsQueryInput,
  TDamageClaim,
  TDamageClaimDecisionInput,
  TDamageClaimInput,
  TDamageClaimPage,
  TDamageClaimPhotoUpload,
  TDamageClaimResponseInput,
  TOrderDamageClaims,
  TPartnerDamageClaimsQueryInput,
} from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';

const LIST = 'LIST' as const;

export const damageClaimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadDamagePhoto: build.mutation<TDamageClaimPhotoUpload, File>({
      query: (file) => {
        const body = new FormData();
        // DAMAGE_PHOTO_UPLOAD_FIELD; a type-only import keeps the domain's schemas out of the entry chunk.
        body.append('photo', file);
        return { url: '/partner/damage-claims/photos', method: 'POST', body };
      },
    }),
    orderDamageClaims: build.query<TOrderDamageClaims, string>({
      query: (orderId) => `/partner/orders/${encodeURIComponent(orderId)}/damage-claims`,
      providesTags: (_r, _e, orderId) => [{ type: 'DamageClaim', id: `order-${orderId}` }],
    }),
    fileDamageClaim: build.mutation<TDamageClaim, { orderId: string; body: TDamageClaimInput }>({
      query: ({ orderId, body }) => ({
        url: `/partner/orders/${encodeURIComponent(orderId)}/damage-claims`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { orderId }) => [
        { type: 'DamageClaim', id: `order-${orderId}` },
        { type: 'DamageClaim', id: LIST },
        { type: 'PartnerOrder', id: orderId },
      ],
    }),
    partnerDamageClaims: build.query<TDamageClaimPage, TPartnerDamageClaimsQueryInput>({
      query: (query) => ({ url: '/partner/damage-claims', params: listParams(query) }),
      providesTags: [{ type: 'DamageClaim', id: LIST }],
    }),
    withdrawDamageClaim: build.mutation<TDamageClaim, string>({
      query: (claimId) => ({ url: `/partner/damage-claims/${encodeURIComponent(claimId)}/withdraw`, method: 'POST' }),
      invalidatesTags: (claim) => [
        { type: 'DamageClaim', id: LIST },
        ...(claim
          ? [
              { type: 'DamageClaim' as const, id: `order-${claim.orderId}` },
              { type: 'PartnerOrder' as const, id: claim.orderId },
            ]
          : []),
      ],
    }),

    answerDamageClaim: build.mutation<
      TDamageClaim,
      { orderId: string; claimId: string; body: TDamageClaimResponseInput }
    >({
      query: ({ orderId, claimId, body }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/damage-claims/${encodeURIComponent(claimId)}/response`,
        method: 'POST',
        body,
      }),
      // The buyer reads claims inside its orders.
      invalidatesTags: (_r, _e, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: LIST },
      ],
    }),

    adminDamageClaims: build.query<TDamageClaimPage, TAdminDamageClaimsQueryInput>({
      query: (query) => ({ url: '/admin/damage-claims', params: listParams(query) }),
      providesTags: [{ type: 'DamageClaim', id: LIST }],
    }),
    adminDamageClaim: build.query<TDamageClaim, string>({
      query: (claimId) => `/admin/damage-claims/${encodeURIComponent(claimId)}`,
      providesTags: (_r, _e, claimId) => [{ type: 'DamageClaim', id: claimId }],
    }),
    decideDamageClaim: build.mutation<TDamageClaim, { claimId: string; body: TDamageClaimDecisionInput }>({
      query: ({ claimId, body }) => ({
        url: `/admin/damage-claims/${encodeURIComponent(claimId)}/decision`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { claimId }) => [
        { type: 'DamageClaim', id: claimId },
        { type: 'DamageClaim', id: LIST },
        'AuditLog',
      ],
    }),
  }),
});

export const {
  useUploadDamagePhotoMutation,
  useOrderDamageClaimsQuery,
  useFileDamageClaimMutation,
  usePartnerDamageClaimsQuery,
  useWithdrawDamageClaimMutation,
  useAnswerDamageClaimMutation,
  useAdminDamageClaimsQuery,
  useAdminDamageClaimQuery,
  useDecideDamageClaimMutation,
} = damageClaimsApi;
