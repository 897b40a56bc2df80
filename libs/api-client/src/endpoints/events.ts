// Public event reads: the home page's top events, the filtered search and the event detail, and the
// click on an event's card that the ranking counts. The answers'
// shapes are the domain's (ZEventCard, ZEventSearchResponse, ZEventDetail), which the API returns.
import { API_PATHS } from '@pavilion/domain';
import type { TEventCard, TEventDetail, TEventFilterInput, TEventSearchResponse } from '@pavilion/domain';
import { api } from '../api';

export const eventsApi = /* @__PURE__ */ api.injectEndpoints({
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
    /** A visitor opened the event from a list (its card): counted for the ranking, answered 204. */
    recordEventClick: build.mutation<void, number>({
      query: (id) => ({ url: API_PATHS.eventClick({ id }), method: 'POST' }),
    }),
  }),
});

export const { useGetTopEventsQuery, useFilterEventsQuery, useGetEventQuery, useRecordEventClickMutation } = eventsApi;
