// Sponsored placement: the partner's sponsorships of an event and their purchase, the console's list,
// early end and price per day. The answers' shapes are the domain's.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAdminSponsorshipsQueryInput,
  TEndSponsorshipBody,
  TPartnerSponsorshipsQueryInput,
  TSponsorship,
  TSponsorshipBody,
  TSponsorshipOffer,
  TSponsorshipPage,
  TSponsorshipPriceAnswer,
  TSponsorshipPriceBody,
} from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';

const LIST = 'LIST' as const;
const PRICE = 'PRICE' as const;

export const sponsorshipsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/partner/events/{id}/sponsorship-offer: the price per day and the days the buy form allows. */
    getSponsorshipOffer: build.query<TSponsorshipOffer, number>({
      query: (eventId) => API_PATHS.partnerEventSponsorshipOffer({ id: eventId }),
      providesTags: (_r, _e, eventId) => [{ type: 'Sponsorship', id: `EVENT-${eventId}` }],
    }),
    /** GET /api/partner/events/{id}/sponsorships: a page of the event's sponsorships. */
    getEventSponsorships: build.query<TSponsorshipPage, { eventId: number; query: TPartnerSponsorshipsQueryInput }>({
      query: ({ eventId, query }) => ({
        url: API_PATHS.partnerEventSponsorships({ id: eventId }),
        params: listParams(query),
      }),
      providesTags: (_r, _e, { eventId }) => [{ type: 'Sponsorship', id: `EVENT-${eventId}` }],
    }),
    buySponsorship: build.mutation<TSponsorship, { eventId: number; body: TSponsorshipBody }>({
      query: ({ eventId, body }) => ({
        url: API_PATHS.partnerEventSponsorships({ id: eventId }),
        method: 'POST',
        body,
      }),
      // The charge moves the partner's balance: Finances reads it again.
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'Sponsorship', id: `EVENT-${eventId}` }, 'Finances'],
    }),
    adminSponsorships: build.query<TSponsorshipPage, TAdminSponsorshipsQueryInput>({
      query: (query) => ({ url: API_PATHS.adminSponsorships, params: listParams(query) }),
      providesTags: [{ type: 'Sponsorship', id: LIST }],
    }),
    endSponsorship: build.mutation<TSponsorship, { id: number; body: TEndSponsorshipBody }>({
      query: ({ id, body }) => ({ url: API_PATHS.adminSponsorshipEnd({ id }), method: 'POST', body }),
      invalidatesTags: (result) => [
        { type: 'Sponsorship', id: LIST },
        ...(result ? [{ type: 'Sponsorship' as const, id: `EVENT-${result.event.id}` }] : []),
      ],
    }),
    getSponsorshipPrice: build.query<TSponsorshipPriceAnswer, void>({
      query: () => API_PATHS.adminSponsorshipPrice,
      providesTags: [{ type: 'Sponsorship', id: PRICE }],
    }),
    setSponsorshipPrice: build.mutation<TSponsorshipPriceAnswer, TSponsorshipPriceBody>({
      query: (body) => ({ url: API_PATHS.adminSponsorshipPrice, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Sponsorship', id: PRICE }],
    }),
  }),
});

export const {
  useGetSponsorshipOfferQuery,
  useGetEventSponsorshipsQuery,
  useBuySponsorshipMutation,
  useAdminSponsorshipsQuery,
  useEndSponsorshipMutation,
  useGetSponsorshipPriceQuery,
  useSetSponsorshipPriceMutation,
} = sponsorshipsApi;
