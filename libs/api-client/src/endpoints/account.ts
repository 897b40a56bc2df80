// Accounts: sign-up and email confirmation, password recovery and change, the person's profile and
// image, settings, login activity and notifications.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAccountClosed,
  TCloseAccountBody,
  TPersonalDataCsvKind,
  TAttendeeSignUpRequestInput,
  TChangePasswordBody,
  TEmailConfirmationAnswer,
  TForgotPasswordBody,
  TLoginActivity,
  TNotificationsPage,
  TNotificationsQueryInput,
  TNotificationsReadAnswer,
  TPersonProfilePatchInput,
  TProfileImageAnswer,
  TProfileImageRemovedAnswer,
  TResendConfirmationBody,
  TResetPasswordBodyInput,
  TSettingsAnswer,
  TSettingsBodyInput,
  TSignUpResponse,
  TStatusAnswer,
  TUserResponse,
} from '@pavilion/domain';
import { afterSuccess, api } from '../api';

/** How often an open page asks for new notifications. */
export const NOTIFICATION_POLL_MS = 60_000;

/** The signed-in person's copy of their data (a JSON file), or its orders or tickets as CSV: a link to download. */
export function personalDataUrl(baseUrl: string, csv?: TPersonalDataCsvKind): string {
  const path = csv ? API_PATHS.personalDataCsv({ kind: csv }) : API_PATHS.personalData;
  return `${baseUrl.replace(/\/$/, '')}${path}`;
}

export const accountApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<TSignUpResponse, TAttendeeSignUpRequestInput>({
      query: (body) => ({ url: API_PATHS.userSignUp, method: 'POST', body }),
      // The new person is signed in: whatever was cached for the visitor is stale.
      invalidatesTags: (result) => (result ? ['Session', 'Person', 'Settings', 'Notification'] : []),
    }),
    confirmEmail: build.query<TEmailConfirmationAnswer, string>({
      query: (token) => API_PATHS.emailConfirmation({ token }),
      // Opening the link is a one-time act: never ask again for the same token.
      keepUnusedDataFor: 3600,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => dispatch(api.util.invalidateTags(['Session', 'Person', 'Notification']))),
    }),
    resendConfirmation: build.mutation<TStatusAnswer, TResendConfirmationBody>({
      query: (body) => ({ url: API_PATHS.emailConfirmationResend, method: 'POST', body }),
    }),
    forgotPassword: build.mutation<TStatusAnswer, TForgotPasswordBody>({
      query: (body) => ({ url: API_PATHS.forgotPassword, method: 'POST', body }),
    }),
    resetPassword: build.mutation<TStatusAnswer, TResetPasswordBodyInput>({
      query: (body) => ({ url: API_PATHS.resetPassword, method: 'POST', body }),
      // A reset ends every session of the account, perhaps this browser's.
      invalidatesTags: ['Session'],
    }),
    changePassword: build.mutation<TStatusAnswer, TChangePasswordBody>({
      query: (body) => ({ url: API_PATHS.changePassword, method: 'POST', body }),
    }),
    closeAccount: build.mutation<TAccountClosed, TCloseAccountBody>({
      query: (body) => ({ url: API_PATHS.closeAccount, method: 'POST', body }),
      // The account's sessions ended with it, this browser's too.
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => dispatch(api.util.resetApiState())),
    }),
    getUser: build.query<TUserResponse, void>({
      query: () => API_PATHS.users,
      providesTags: ['Person'],
    }),
    updatePerson: build.mutation<TUserResponse, TPersonProfilePatchInput>({
      query: (body) => ({ url: API_PATHS.persons, method: 'PATCH', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, (data) => dispatch(accountApi.util.upsertQueryData('getUser', undefined, data))),
      // The navigation shows the name from the session.
      invalidatesTags: ['Session'],
    }),
    uploadPersonImage: build.mutation<TProfileImageAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: API_PATHS.personImage, method: 'POST', body };
      },
      // The profile and the navigation's user menu both show the image.
      invalidatesTags: ['Person', 'Session'],
    }),
    deletePersonImage: build.mutation<TProfileImageRemovedAnswer, void>({
      query: () => ({ url: API_PATHS.personImage, method: 'DELETE' }),
      invalidatesTags: ['Person', 'Session'],
    }),
    getSettings: build.query<TSettingsAnswer, void>({
      query: () => API_PATHS.settings,
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<TSettingsAnswer, TSettingsBodyInput>({
      query: (body) => ({ url: API_PATHS.settings, method: 'PUT', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, (data) =>
          dispatch(accountApi.util.upsertQueryData('getSettings', undefined, data)),
        ),
    }),
    getLoginActivity: build.query<TLoginActivity, void>({
      query: () => API_PATHS.loginActivity,
      providesTags: ['LoginActivity'],
    }),
    getNotifications: build.query<TNotificationsPage, TNotificationsQueryInput>({
      query: (params) => ({ url: API_PATHS.notifications, params }),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<TNotificationsReadAnswer, number>({
      query: (id) => ({ url: API_PATHS.notificationRead({ id }), method: 'POST' }),
      // Shown as read at once in every cached page (the bell's and Messages'); put back if refused.
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = accountApi.util.selectCachedArgsForQuery(getState(), 'getNotifications').map((args) =>
          dispatch(
            accountApi.util.updateQueryData('getNotifications', args, (draft) => {
              const entry = draft.items.find((notification) => notification.id === id);
              if (entry && !entry.read) {
                entry.read = true;
                draft.unreadCount = Math.max(0, draft.unreadCount - 1);
              }
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<TNotificationsReadAnswer, void>({
      query: () => ({ url: API_PATHS.notificationsReadAll, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const patches = accountApi.util.selectCachedArgsForQuery(getState(), 'getNotifications').map((args) =>
          dispatch(
            accountApi.util.updateQueryData('getNotifications', args, (draft) => {
              for (const entry of draft.items) entry.read = true;
              draft.unreadCount = 0;
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const {
  useSignUpMutation,
  useConfirmEmailQuery,
  useResendConfirmationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useCloseAccountMutation,
  useGetUserQuery,
  useUpdatePersonMutation,
  useUploadPersonImageMutation,
  useDeletePersonImageMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
  useGetLoginActivityQuery,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = accountApi;
