// Event-day check-in (the partner portal's Check-in page): scans and manual check-ins, their undo,
// the attendee list with check-in status and the live counts. Every type comes from @pavilion/domain.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAttendee,
  TAttendeesPage,
  TAttendeesQueryInput,
  TCheckInAnswer,
  TCheckInBodyInput,
  TCheckInSummary,
} from '@pavilion/domain';
import { api } from '../api';

/** Query-string params without the empty ones. */
const params = (q: object) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;

/** One tag per event: a check-in or its undo refreshes that event's list and counts. */
const eventTag = (eventId: number) => ({ type: 'CheckIn' as const, id: eventId });

export const checkInsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    checkIn: build.mutation<TCheckInAnswer, { eventId: number; body: TCheckInBodyInput }>({
      query: ({ eventId, body }) => ({ url: API_PATHS.partnerEventCheckIns({ id: eventId }), method: 'POST', body }),
      invalidatesTags: (answer, _e, { eventId }) => (answer?.result === 'CHECKED_IN' ? [eventTag(eventId)] : []),
    }),
    undoCheckIn: build.mutation<TAttendee, { eventId: number; ticketId: string }>({
      query: ({ eventId, ticketId }) => ({
        url: API_PATHS.partnerEventCheckIn({ id: eventId, ticketId }),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { eventId }) => [eventTag(eventId)],
    }),
    eventAttendees: build.query<TAttendeesPage, { eventId: number; query: TAttendeesQueryInput }>({
      query: ({ eventId, query }) => ({ url: API_PATHS.partnerEventAttendees({ id: eventId }), params: params(query) }),
      providesTags: (_r, _e, { eventId }) => [eventTag(eventId)],
    }),
    checkInSummary: build.query<TCheckInSummary, number>({
      query: (eventId) => API_PATHS.partnerEventCheckInSummary({ id: eventId }),
      providesTags: (_r, _e, eventId) => [eventTag(eventId)],
    }),
  }),
});

export const { useCheckInMutation, useUndoCheckInMutation, useEventAttendeesQuery, useCheckInSummaryQuery } =
  checkInsApi;

/** Where the browser downloads the attendee list as CSV, with the list's filters (a plain link: the cookie goes with it). */
export function attendeesCsvUrl(baseUrl: string, eventId: number, query: TAttendeesQueryInput = {}): string {
  const search = new URLSearchParams({ ...params(query), format: 'csv' });
  search.delete('page');
  search.delete('pageSize');
  return `${baseUrl.replace(/\/$/, '')}/partner/events/${eventId}/attendees?${search.toString()}`;
}
