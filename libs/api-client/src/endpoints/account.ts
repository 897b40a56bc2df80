// Accounts: sign-up and email confirmation, password recovery and change, the person's profile and
// image, settings, login activity and notifications.
import type {
  TAttendeeSignUpRequest,
  TChangePasswordBody,
  TForgotPasswordBody,
  TNotificationsPage,
  TNotificationsQueryInput,
  TNotificationsReadAnswer,
  TPersonProfilePatchInput,
} from '@pavilion/domain';
import { api } from '../api';
import type { LoginAnswer } from './session';

/** Either variant's fields (the concise one leaves the full-only fields out) and the confirmation. */
export type SignUpBody = TAttendeeSignUpRequest;

export interface StatusAnswer {
  status: 'Success';
}

export interface EmailConfirmationAnswer extends StatusAnswer {
  email: string;
}

/** GET /api/users/ and PATCH /api/persons/: the signed-in person's profile. */
export interface PersonProfile {
  id: number;
  firstName: string;
  surname: string;
  companyName: string | null;
  company: { name: string } | null;
  email: string;
  emailVerified: boolean;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  address: string | null;
  city: string | null;
  /** Country id; its name is `countryName`. */
  country: number | null;
  countryName: string | null;
  zipCode: string | null;
  jobTitle: string | null;
  sector: string | null;
  jobTitles: number[];
  sectors: number[];
  images: { url: string }[];
  imageUrl: string | null;
  /** A changed email waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
}

/** GET /api/settings and PUT /api/settings. */
export interface AccountSettings {
  emailNotifications: boolean;
  registrationAlerts: boolean;
  marketingEmails: boolean;
  dailyDigest: boolean;
  instantAlerts: boolean;
  autoPublish: boolean;
  defaultCurrency: string;
  defaultTimezone: string;
  defaultLanguage: string;
  maxEventsPerPage: number;
  preferredContactMethod: string;
  contactHours: string;
  language: string;
}

export interface LoginActivityEntry {
  id: number;
  createdAt: string;
  ipAddress: string | null;
  browser: string;
  success: boolean;
}

export interface ResetPasswordBody {
  token: string;
  password: string;
  confirmPassword: string;
}

/** How often an open page asks for new notifications. */
export const NOTIFICATION_POLL_MS = 60_000;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<LoginAnswer, SignUpBody>({
      query: (body) => ({ url: '/user-sign-up', method: 'POST', body }),
      // The new person is signed in: whatever was cached for the visitor is stale.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(api.util.resetApiState());
        } catch {
          /* the form shows the error */
        }
      },
    }),
    confirmEmail: build.query<EmailConfirmationAnswer, string>({
      query: (token) => `/email-confirmation/${encodeURIComponent(token)}`,
      // Opening the link is a one-time act: never ask again for the same token.
      keepUnusedDataFor: 3600,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags(['Session', 'Person', 'Notification']));
        } catch {
          /* the page shows the error */
        }
      },
    }),
    resendConfirmation: build.mutation<StatusAnswer, { email: string }>({
      query: (body) => ({ url: '/email-confirmation/resend', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<StatusAnswer, TForgotPasswordBody>({
      query: (body) => ({ url: '/forgot-password/', method: 'POST', body }),
    }),
    resetPassword: build.mutation<StatusAnswer, ResetPasswordBody>({
      query: (body) => ({ url: '/reset-password/', method: 'POST', body }),
      // A reset ends every session of the account, perhaps this browser's.
      invalidatesTags: ['Session'],
    }),
    changePassword: build.mutation<StatusAnswer, TChangePasswordBody>({
      query: (body) => ({ url: '/change-password', method: 'POST', body }),
    }),
    getUser: build.query<PersonProfile, void>({
      query: () => '/users/',
      providesTags: ['Person'],
    }),
    updatePerson: build.mutation<PersonProfile, TPersonProfilePatchInput>({
      query: (body) => ({ url: '/persons/', method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getUser', undefined, data));
        } catch {
          /* the form shows the error */
        }
      },
      // The navigation shows the name from the session.
      invalidatesTags: ['Session'],
    }),
    uploadPersonImage: build.mutation<{ imageUrl: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/persons/image', method: 'POST', body };
      },
      // The profile and the navigation's user menu both show the image.
      invalidatesTags: ['Person', 'Session'],
    }),
    deletePersonImage: build.mutation<{ imageUrl: null }, void>({
      query: () => ({ url: '/persons/image', method: 'DELETE' }),
      invalidatesTags: ['Person', 'Session'],
    }),
    getSettings: build.query<AccountSettings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<AccountSettings, AccountSettings>({
      query: (body) => ({ url: '/settings', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getSettings', undefined, data));
        } catch {
          /* the form shows the error */
        }
      },
    }),
    getLoginActivity: build.query<LoginActivityEntry[], void>({
      query: () => '/login-activity',
      providesTags: ['LoginActivity'],
    }),
    getNotifications: build.query<TNotificationsPage, TNotificationsQueryInput>({
      query: (params) => ({ url: '/notifications', params }),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<TNotificationsReadAnswer, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'POST' }),
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
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
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
