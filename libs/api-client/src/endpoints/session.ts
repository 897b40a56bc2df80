// Sign-in, sign-out and who is signed in.
import type { TLoginBodyInput, TSession } from '@pavilion/domain';
import { api } from '../api';

export interface SessionAnswer {
  authenticated: boolean;
  session: (TSession & { emailVerified: boolean }) | null;
}

export interface LoginAnswer {
  status: 'Success';
  token: string | null;
  email: string;
  attendeeId: number | null;
  partnerId: number | null;
  isAdmin: boolean;
  session: SessionAnswer['session'];
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionAnswer, void>({
      query: () => '/session',
      providesTags: ['Session'],
    }),
    login: build.mutation<LoginAnswer, TLoginBodyInput>({
      query: (body) => ({ url: '/login/', method: 'POST', body }),
      // A new identity: everything cached for the previous one is stale.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(api.util.resetApiState());
        } catch {
          /* the form shows the error */
        }
      },
    }),
    logout: build.mutation<{ status: string }, void>({
      query: () => ({ url: '/logout/', method: 'POST' }),
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
