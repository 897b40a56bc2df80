// The ticket widget's colours for one of the partner's events (the event's "On your website" part).
import { API_PATHS } from '@pavilion/domain';
import type { TWidgetColours, TWidgetColoursInput } from '@pavilion/domain';
import { afterSuccess, api } from '../api';

export const widgetApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/partner/events/{id}/widget */
    getEventWidget: build.query<TWidgetColours, number>({
      query: (eventId) => API_PATHS.partnerEventWidget({ id: eventId }),
      providesTags: (_colours, _error, eventId) => [{ type: 'PartnerEvent', id: eventId }],
    }),
    /** PUT /api/partner/events/{id}/widget: refused in words below AA contrast. */
    setEventWidget: build.mutation<TWidgetColours, { eventId: number; body: TWidgetColoursInput }>({
      query: ({ eventId, body }) => ({ url: API_PATHS.partnerEventWidget({ id: eventId }), method: 'PUT', body }),
      // The answer is the setting: the page shows it without asking again.
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        await afterSuccess(queryFulfilled, (data) =>
          dispatch(widgetApi.util.updateQueryData('getEventWidget', eventId, () => data)),
        );
      },
    }),
  }),
});

export const { useGetEventWidgetQuery, useSetEventWidgetMutation } = widgetApi;
