// Sign-in, sign-out and who is signed in.
import { API_PATHS } from '@pavilion/domain';
import type { TLoginBodyInput, TLoginSuccessResponse, TSessionResponse, TStatusAnswer } from '@pavilion/domain';
import { afterSuccess, api } from '../api';

export const sessionApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<TSessionResponse, void>({
      query: () => API_PATHS.session,
      providesTags: ['Session'],
    }),
    login: build.mutation<TLoginSuccessResponse, TLoginBodyInput>({
      query: (body) => ({ url: API_PATHS.login, method: 'POST', body }),
      // A new identity: everything cached for the previous one is stale.
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => dispatch(api.util.resetApiState())),
    }),
    logout: build.mutation<TStatusAnswer, void>({
      query: () => ({ url: API_PATHS.logout, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } finally {
          dispatch(api.util.resetApiState());
        }
      },
    }),
  }),
});

export const { useGetSessionQuery, useLoginMutation, useLogoutMutation } = sessionApi;
