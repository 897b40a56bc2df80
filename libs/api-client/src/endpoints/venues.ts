// Venues: a partner looks one up in the places provider and proposes it; an administrator sees the
// venue proposed with an event and may merge it into an approved one.
import type {
  TAdminProposedVenueAnswer,
  TVenueLookupAnswer,
  TVenueLookupQuery,
  TVenueMergeAnswer,
  TVenueMergeBody,
  TVenueProposalInput,
  TVenueRecord,
} from '@pavilion/domain';
import { API_PATHS } from '@pavilion/domain';
import { api } from '../api';

export const venuesApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    lookupVenues: build.query<TVenueLookupAnswer, { query: string; country?: TVenueLookupQuery['country'] }>({
      query: ({ query, country }) => ({
        url: API_PATHS.partnerVenueLookup,
        params: country ? { query, country } : { query },
      }),
    }),
    proposeVenue: build.mutation<TVenueRecord, TVenueProposalInput>({
      query: (body) => ({ url: API_PATHS.partnerVenues, method: 'POST', body }),
    }),
    getProposedVenue: build.query<TAdminProposedVenueAnswer, number>({
      query: (eventId) => API_PATHS.adminEventProposedVenue({ id: eventId }),
      providesTags: (_r, _e, eventId) => [{ type: 'AdminEvent', id: eventId }],
    }),
    mergeVenue: build.mutation<TVenueMergeAnswer, { venueId: number; body: TVenueMergeBody }>({
      query: ({ venueId, body }) => ({ url: API_PATHS.adminVenueMerge({ id: venueId }), method: 'POST', body }),
      invalidatesTags: (answer) => [
        { type: 'AdminEvent', id: 'LIST' },
        ...(answer?.movedEventIds ?? []).flatMap((id) => [
          { type: 'AdminEvent' as const, id },
          { type: 'Event' as const, id },
        ]),
        { type: 'Event', id: 'SEARCH' },
        'AuditLog',
      ],
    }),
  }),
});

export const {
  useLookupVenuesQuery,
  useLazyLookupVenuesQuery,
  useProposeVenueMutation,
  useGetProposedVenueQuery,
  useMergeVenueMutation,
} = venuesApi;
