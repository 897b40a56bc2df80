// The home's offer: the one in force, which the marketplace's home shows, and the administrator's.
// Apart from the promo codes so the home page loads only these. The answers' shapes are the domain's.
import { API_PATHS } from '@pavilion/domain';
import type { TActiveOffer, TAdminOffer, TOfferBody } from '@pavilion/domain';
import { api } from '../api';

export const offerApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/offer: the offer in force, or `{ offer: null }`. */
    getActiveOffer: build.query<TActiveOffer, void>({
      query: () => API_PATHS.offer,
      providesTags: [{ type: 'Offer', id: 'ACTIVE' }],
    }),
    getAdminOffer: build.query<TAdminOffer, void>({
      query: () => API_PATHS.adminOffer,
      providesTags: [{ type: 'Offer', id: 'ADMIN' }],
    }),
    setAdminOffer: build.mutation<TAdminOffer, TOfferBody>({
      query: (body) => ({ url: API_PATHS.adminOffer, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Offer', id: 'ADMIN' }, { type: 'Offer', id: 'ACTIVE' }, 'AuditLog'],
    }),
  }),
});

export const { useGetActiveOfferQuery, useGetAdminOfferQuery, useSetAdminOfferMutation } = offerApi;
