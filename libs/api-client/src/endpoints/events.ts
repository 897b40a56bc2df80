// Public event reads: the home page's top events, the filtered search and the event detail. The answers'
// shapes are the domain's (ZEventCard, ZEventSearchResponse, ZEventDetail), which the API returns.
import { API_PATHS } from '@pavilion/domain';
import type { TEventCard, TEventDetail, TEventFilterInput, TEventSearchResponse } from '@pavilion/domain';
import { api } from '../api';

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopEvents: build.query<TEventCard[], number | void>({
      query: (count) => API_PATHS.topEvents({ count: count ?? 4 }),
      providesTags: [{ type: 'Event', id: 'TOP' }],
    }),
    /** The body is the domain's event filter (ZEventFilter); the server validates it with the same schema. */
    filterEvents: build.query<TEventSearchResponse, TEventFilterInput>({
      query: (filter) => ({ url: API_PATHS.eventSearch, method: 'POST', body: filter }),
      providesTags: [{ type: 'Event', id: 'SEARCH' }],
    }),
    getEvent: build.query<TEventDetail, number>({
      query: (id) => API_PATHS.event({ id }),
      providesTags: (_r, _e, id) => [{ type: 'Event', id }],
    }),
  }),
});

export const { useGetTopEventsQuery, useFilterEventsQuery, useGetEventQuery } = eventsApi;
