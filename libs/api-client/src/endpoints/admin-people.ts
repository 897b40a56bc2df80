// The console's people and the sanctions on an attendee account: the list, one person, blocking
// registrations or sign-in, lifting a block, and cancelling the upcoming registrations.
import type {
  TAccountClosed,
  TPersonalDataRequest,
  TAdminPeoplePage,
  TAdminPeopleQueryInput,
  TAdminPersonDetail,
  TCancelRegistrationsBody,
  TCancelRegistrationsOutcome,
  TSanctionBody,
  TSanctionLiftBody,
} from '@pavilion/domain';
import { API_PATHS } from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';

const LIST = 'LIST' as const;

export const adminPeopleApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPeople: build.query<TAdminPeoplePage, TAdminPeopleQueryInput>({
      query: (query) => ({ url: API_PATHS.adminPeople, params: listParams(query) }),
      providesTags: [{ type: 'AdminPerson', id: LIST }],
    }),
    getAdminPerson: build.query<TAdminPersonDetail, number>({
      query: (id) => API_PATHS.adminPerson({ id }),
      providesTags: (_r, _e, id) => [{ type: 'AdminPerson', id }],
    }),
    imposeSanction: build.mutation<TAdminPersonDetail, { personId: number; body: TSanctionBody }>({
      query: ({ personId, body }) => ({ url: API_PATHS.adminPersonSanctions({ id: personId }), method: 'POST', body }),
      invalidatesTags: (_r, _e, { personId }) => [
        { type: 'AdminPerson', id: personId },
        { type: 'AdminPerson', id: LIST },
        'AuditLog',
      ],
    }),
    liftSanction: build.mutation<TAdminPersonDetail, { personId: number; sanctionId: number; body: TSanctionLiftBody }>(
      {
        query: ({ personId, sanctionId, body }) => ({
          url: API_PATHS.adminPersonSanctionLift({ id: personId, sanctionId }),
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, _e, { personId }) => [
          { type: 'AdminPerson', id: personId },
          { type: 'AdminPerson', id: LIST },
          'AuditLog',
        ],
      },
    ),
    cancelPersonRegistrations: build.mutation<
      TCancelRegistrationsOutcome,
      { personId: number; body: TCancelRegistrationsBody }
    >({
      query: ({ personId, body }) => ({
        url: API_PATHS.adminPersonCancelRegistrations({ id: personId }),
        method: 'POST',
        body,
      }),
      // The orders are cancelled and refunded: the registrations, refunds and dashboard move with them.
      invalidatesTags: (_r, _e, { personId }) => [
        { type: 'AdminPerson', id: personId },
        { type: 'AdminOrder', id: LIST },
        'AdminRefund',
        'AdminDashboard',
        'AuditLog',
      ],
    }),
    closePersonAccount: build.mutation<TAccountClosed, { personId: number; body: TPersonalDataRequest }>({
      query: ({ personId, body }) => ({ url: API_PATHS.adminPersonClose({ id: personId }), method: 'POST', body }),
      invalidatesTags: (_r, _e, { personId }) => [
        { type: 'AdminPerson', id: personId },
        { type: 'AdminPerson', id: LIST },
        { type: 'AdminOrder', id: LIST },
        'AuditLog',
      ],
    }),
  }),
});

/** A person's copy of their data for a request received by post (the reason goes to the audit log): a link to download. */
export function adminPersonalDataUrl(baseUrl: string, personId: number, reason: string): string {
  const path = API_PATHS.adminPersonPersonalData({ id: personId });
  return `${baseUrl.replace(/\/$/, '')}${path}?${new URLSearchParams({ reason }).toString()}`;
}

export const {
  useGetAdminPeopleQuery,
  useGetAdminPersonQuery,
  useImposeSanctionMutation,
  useLiftSanctionMutation,
  useCancelPersonRegistrationsMutation,
  useClosePersonAccountMutation,
} = adminPeopleApi;
