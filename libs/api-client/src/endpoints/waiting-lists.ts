// Waiting lists: joining a sold-out ticket type's list, leaving it, and the attendee's places and offers.
// Taking an offer places an order (checkout), which changes the places too.
import { API_PATHS } from '@pavilion/domain';
import type {
  TJoinWaitingListBody,
  TWaitingListPlace,
  TWaitingListPlaces,
  TWaitingListsQueryInput,
} from '@pavilion/domain';
import { api } from '../api';

export const waitingListsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getWaitingListPlaces: build.query<TWaitingListPlaces, TWaitingListsQueryInput | void>({
      query: (params) => ({ url: API_PATHS.waitingLists, params: params ?? {} }),
      providesTags: [{ type: 'WaitingList', id: 'LIST' }],
    }),
    joinWaitingList: build.mutation<TWaitingListPlace, TJoinWaitingListBody>({
      query: (body) => ({ url: API_PATHS.waitingLists, method: 'POST', body }),
      invalidatesTags: [{ type: 'WaitingList', id: 'LIST' }],
    }),
    leaveWaitingList: build.mutation<void, number>({
      query: (placeId) => ({ url: API_PATHS.waitingListPlace({ placeId }), method: 'DELETE' }),
      invalidatesTags: [{ type: 'WaitingList', id: 'LIST' }],
    }),
  }),
});

export const { useGetWaitingListPlacesQuery, useJoinWaitingListMutation, useLeaveWaitingListMutation } =
  waitingListsApi;
