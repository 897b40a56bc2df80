// Promo codes: the partner's codes per event and the buyer's check at checkout. The answers' shapes are
// the domain's.
import { API_PATHS } from '@pavilion/domain';
import type {
  TPromoCode,
  TPromoCodeBodyInput,
  TPromoCodeCheck,
  TPromoCodeList,
  TPromoCodePatchBody,
  TPromoCodesQueryInput,
} from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';

export interface PromoCodeCheckArgs {
  eventId: number;
  code: string;
  /** The ticket types chosen: a code that takes nothing off them is refused. */
  ticketTypeIds?: number[];
}

export const promoCodesApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/partner/events/{id}/promo-codes: a page of the event's codes. */
    getPromoCodes: build.query<TPromoCodeList, { eventId: number; query?: TPromoCodesQueryInput }>({
      query: ({ eventId, query = {} }) => ({
        url: API_PATHS.partnerEventPromoCodes({ id: eventId }),
        params: listParams(query),
      }),
      providesTags: (list, _error, { eventId }) => [
        { type: 'PromoCode', id: `LIST-${eventId}` },
        ...(list?.items ?? []).map((code) => ({ type: 'PromoCode' as const, id: code.id })),
      ],
    }),
    createPromoCode: build.mutation<TPromoCode, { eventId: number; body: TPromoCodeBodyInput }>({
      query: ({ eventId, body }) => ({ url: API_PATHS.partnerEventPromoCodes({ id: eventId }), method: 'POST', body }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'PromoCode', id: `LIST-${eventId}` }],
    }),
    updatePromoCode: build.mutation<
      TPromoCode,
      { eventId: number; codeId: number; body: Partial<TPromoCodeBodyInput> | TPromoCodePatchBody }
    >({
      query: ({ eventId, codeId, body }) => ({
        url: API_PATHS.partnerEventPromoCode({ id: eventId, codeId }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { eventId, codeId }) => [
        { type: 'PromoCode', id: codeId },
        { type: 'PromoCode', id: `LIST-${eventId}` },
      ],
    }),
    deactivatePromoCode: build.mutation<TPromoCode, { eventId: number; codeId: number }>({
      query: ({ eventId, codeId }) => ({
        url: API_PATHS.partnerEventPromoCode({ id: eventId, codeId }),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { eventId, codeId }) => [
        { type: 'PromoCode', id: codeId },
        { type: 'PromoCode', id: `LIST-${eventId}` },
      ],
    }),
    /** GET /api/events/{id}/promo-codes/{code}: the buyer's check before ordering (never cached). */
    checkPromoCode: build.query<TPromoCodeCheck, PromoCodeCheckArgs>({
      query: ({ eventId, code, ticketTypeIds }) => ({
        url: API_PATHS.eventPromoCode({ id: eventId, code }),
        params: ticketTypeIds?.length ? { ticketTypeIds: ticketTypeIds.join(',') } : undefined,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetPromoCodesQuery,
  useCreatePromoCodeMutation,
  useUpdatePromoCodeMutation,
  useDeactivatePromoCodeMutation,
  useLazyCheckPromoCodeQuery,
} = promoCodesApi;
