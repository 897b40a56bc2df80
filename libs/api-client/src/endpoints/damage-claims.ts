// Damage payment requests: the partner's (photos, an order's claims, filing, its list, withdrawing),
// the buyer's answer on its order and its payment through the link, and support's list and decision. Typed from the domain's contracts.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAdminDamageClaimsQueryInput,
  TDamageClaim,
  TDamageClaimDecisionInput,
  TDamageClaimInput,
  TDamageClaimPage,
  TDamageClaimPaymentBody,
  TDamageClaimPhotoUpload,
  TDamageClaimResponseInput,
  TOrderDamageClaims,
  TPartnerDamageClaimsQueryInput,
} from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';

const LIST = 'LIST' as const;

export const damageClaimsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    uploadDamagePhoto: build.mutation<TDamageClaimPhotoUpload, File>({
      query: (file) => {
        const body = new FormData();
        // DAMAGE_PHOTO_UPLOAD_FIELD; a type-only import keeps the domain's schemas out of the entry chunk.
        body.append('photo', file);
        return { url: API_PATHS.partnerDamageClaimPhotos, method: 'POST', body };
      },
    }),
    orderDamageClaims: build.query<TOrderDamageClaims, string>({
      query: (orderId) => API_PATHS.partnerOrderDamageClaims({ orderId }),
      providesTags: (_r, _e, orderId) => [{ type: 'DamageClaim', id: `order-${orderId}` }],
    }),
    fileDamageClaim: build.mutation<TDamageClaim, { orderId: string; body: TDamageClaimInput }>({
      query: ({ orderId, body }) => ({
        url: API_PATHS.partnerOrderDamageClaims({ orderId }),
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
      query: (query) => ({ url: API_PATHS.partnerDamageClaims, params: listParams(query) }),
      providesTags: [{ type: 'DamageClaim', id: LIST }],
    }),
    withdrawDamageClaim: build.mutation<TDamageClaim, string>({
      query: (claimId) => ({ url: API_PATHS.partnerDamageClaimWithdraw({ claimId }), method: 'POST' }),
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
        url: API_PATHS.orderDamageClaimResponse({ orderId, claimId }),
        method: 'POST',
        body,
      }),
      // The buyer reads claims inside its orders.
      invalidatesTags: (_r, _e, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: LIST },
      ],
    }),
    /** The payment link: the buyer pays an agreed or upheld claim with the payment form. */
    payDamageClaim: build.mutation<TDamageClaim, { orderId: string; claimId: string; body: TDamageClaimPaymentBody }>({
      query: ({ orderId, claimId, body }) => ({
        url: API_PATHS.orderDamageClaimPayment({ orderId, claimId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: LIST },
      ],
    }),

    adminDamageClaims: build.query<TDamageClaimPage, TAdminDamageClaimsQueryInput>({
      query: (query) => ({ url: API_PATHS.adminDamageClaims, params: listParams(query) }),
      providesTags: [{ type: 'DamageClaim', id: LIST }],
    }),
    adminDamageClaim: build.query<TDamageClaim, string>({
      query: (claimId) => API_PATHS.adminDamageClaim({ claimId }),
      providesTags: (_r, _e, claimId) => [{ type: 'DamageClaim', id: claimId }],
    }),
    decideDamageClaim: build.mutation<TDamageClaim, { claimId: string; body: TDamageClaimDecisionInput }>({
      query: ({ claimId, body }) => ({
        url: API_PATHS.adminDamageClaimDecision({ claimId }),
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
  usePayDamageClaimMutation,
  useAdminDamageClaimsQuery,
  useAdminDamageClaimQuery,
  useDecideDamageClaimMutation,
} = damageClaimsApi;
