// Saved events: save and remove an event (the answer says where it stands), and the attendee's list.
// Saving changes what the cards and the event page say, so their queries are fetched again.
import { API_PATHS } from '@pavilion/domain';
import type { TFavouriteAnswer, TFavouritesPage, TFavouritesQueryInput } from '@pavilion/domain';
import { api } from '../api';

export const favouritesApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<TFavouritesPage, TFavouritesQueryInput>({
      query: (params) => ({ url: API_PATHS.favourites, params }),
      providesTags: [{ type: 'Favourite', id: 'LIST' }],
    }),
    setFavourite: build.mutation<TFavouriteAnswer, { eventId: number; saved: boolean }>({
      query: ({ eventId, saved }) => ({ url: API_PATHS.favourite({ eventId }), method: saved ? 'PUT' : 'DELETE' }),
      invalidatesTags: (_r, _e, { eventId }) => [
        { type: 'Favourite', id: 'LIST' },
        { type: 'Event', id: eventId },
        { type: 'Event', id: 'TOP' },
        { type: 'Event', id: 'SEARCH' },
      ],
    }),
  }),
});

export const { useGetFavouritesQuery, useSetFavouriteMutation } = favouritesApi;
