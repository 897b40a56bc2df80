// The partner's way in and company account: the application, the profile and company, address
// verification, agreements, bank accounts, the team, documents and invitations. Typed from the
// domain's contracts.
import type {
  TAddressVerificationState,
  TAddressVerified,
  TAgreementKind,
  TBankAccount,
  TBankAccountFormInput,
  TBankAccounts,
  TInvitationAccepted,
  TInvitationRegisterBodyInput,
  TInvitationView,
  TLoginSuccessResponse,
  TLogoAnswer,
  TPartner,
  TPartnerAgreement,
  TPartnerAgreements,
  TPartnerApplication,
  TPartnerCompanyUpdateBodyInput,
  TPartnerDocument,
  TPartnerDocuments,
  TPartnerInvitation,
  TPartnerProfile,
  TPartnerSignUpAnswer,
  TPartnerSignUpFormInput,
  TTeam,
} from '@pavilion/domain';
import { api } from '../api';

/** What the partner's onboarding checklist and dashboard read: refetched after anything that changes it. */
const PROFILE = ['Partner'] as const;

export const partnerAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    partnerSignUp: build.mutation<TPartnerSignUpAnswer, TPartnerSignUpFormInput>({
      query: (body) => ({ url: '/partner-sign-up', method: 'POST', body }),
    }),
    confirmCompanyEmail: build.query<{ status: 'Success'; email: string }, string>({
      query: (token) => `/partner-email-confirmation/${encodeURIComponent(token)}`,
      // Opening the link is a one-time act: never ask again for the same token.
      keepUnusedDataFor: 3600,
    }),
    getPartnerProfile: build.query<TPartnerProfile, void>({
      query: () => '/partner/profile',
      providesTags: [...PROFILE],
    }),
    getPartner: build.query<TPartner, number>({
      query: (partnerId) => `/partners/${partnerId}`,
      providesTags: [...PROFILE],
    }),
    updatePartner: build.mutation<TPartner, TPartnerCompanyUpdateBodyInput & { id: number }>({
      query: (body) => ({ url: `/partners/${body.id}`, method: 'PUT', body }),
      // The address may have changed (its verification with it): the checklist and the verification page follow.
      invalidatesTags: ['Partner', 'AddressVerification'],
    }),
    resubmitApplication: build.mutation<TPartnerApplication, void>({
      query: () => ({ url: '/partner/application/resubmit', method: 'POST' }),
      invalidatesTags: [...PROFILE],
    }),
    uploadPartnerLogo: build.mutation<TLogoAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append('logo', file);
        return { url: '/partner/logo', method: 'POST', body };
      },
      invalidatesTags: [...PROFILE],
    }),
    deletePartnerLogo: build.mutation<TLogoAnswer, void>({
      query: () => ({ url: '/partner/logo', method: 'DELETE' }),
      invalidatesTags: [...PROFILE],
    }),

    getAddressVerification: build.query<TAddressVerificationState, void>({
      query: () => '/partner/address-verification',
      providesTags: ['AddressVerification'],
    }),
    requestAddressCode: build.mutation<TAddressVerificationState, void>({
      query: () => ({ url: '/partner/address-verification/request', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(partnerAccountApi.util.upsertQueryData('getAddressVerification', undefined, data));
        } catch {
          /* the page shows the error */
        }
      },
    }),
    verifyAddress: build.mutation<TAddressVerified, { code: string }>({
      query: (body) => ({ url: '/partner/address-verification', method: 'POST', body }),
      invalidatesTags: ['AddressVerification', 'Partner'],
    }),

    getAgreements: build.query<TPartnerAgreements, void>({
      query: () => '/partner/agreements',
      providesTags: ['Agreement'],
    }),
    signAgreement: build.mutation<TPartnerAgreement, { kind: TAgreementKind; version: string }>({
      query: ({ kind, version }) => ({ url: `/partner/agreements/${kind}`, method: 'POST', body: { version } }),
      invalidatesTags: ['Agreement', 'Partner'],
    }),

    getBankAccounts: build.query<TBankAccounts, void>({
      query: () => '/partner/bank-accounts',
      providesTags: ['BankAccount'],
    }),
    addBankAccount: build.mutation<TBankAccount, TBankAccountFormInput>({
      query: (body) => ({ url: '/partner/bank-accounts', method: 'POST', body }),
      invalidatesTags: ['BankAccount', 'Partner'],
    }),
    markPayoutAccount: build.mutation<TBankAccounts, number>({
      query: (id) => ({ url: `/partner/bank-accounts/${id}/payout`, method: 'POST' }),
      invalidatesTags: ['BankAccount', 'Partner'],
    }),
    removeBankAccount: build.mutation<void, number>({
      query: (id) => ({ url: `/partner/bank-accounts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BankAccount', 'Partner'],
    }),

    getTeam: build.query<TTeam, void>({
      query: () => '/partner/members',
      providesTags: ['TeamMember'],
    }),
    inviteMember: build.mutation<TPartnerInvitation, { email: string }>({
      query: (body) => ({ url: '/partner/members/invitations', method: 'POST', body }),
      invalidatesTags: ['TeamMember'],
    }),
    withdrawInvitation: build.mutation<void, number>({
      query: (id) => ({ url: `/partner/members/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: ['TeamMember'],
    }),
    removeMember: build.mutation<void, number>({
      query: (personId) => ({ url: `/partner/members/${personId}`, method: 'DELETE' }),
      invalidatesTags: ['TeamMember', 'Partner'],
    }),
    getInvitation: build.query<TInvitationView, string>({
      query: (token) => `/partner-invitations/${encodeURIComponent(token)}`,
    }),
    registerWithInvitation: build.mutation<
      TLoginSuccessResponse,
      { token: string; body: TInvitationRegisterBodyInput }
    >({
      query: ({ token, body }) => ({
        url: `/partner-invitations/${encodeURIComponent(token)}/register`,
        method: 'POST',
        body,
      }),
      // A new person is signed in: whatever was cached for the visitor is stale.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(api.util.resetApiState());
        } catch {
          /* the form shows the error */
        }
      },
    }),
    acceptInvitation: build.mutation<TInvitationAccepted, string>({
      query: (token) => ({ url: `/partner-invitations/${encodeURIComponent(token)}/accept`, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // The session now carries the partner.
          dispatch(api.util.resetApiState());
        } catch {
          /* the page shows the error */
        }
      },
    }),

    getPartnerDocuments: build.query<TPartnerDocuments, void>({
      query: () => '/partner/documents',
      providesTags: ['PartnerDocument'],
    }),
    uploadPartnerDocument: build.mutation<TPartnerDocument, { file: File; name?: string }>({
      query: ({ file, name }) => {
        const body = new FormData();
        if (name) body.append('name', name);
        body.append('document', file);
        return { url: '/partner/documents', method: 'POST', body };
      },
      invalidatesTags: ['PartnerDocument', 'Partner'],
    }),
    removePartnerDocument: build.mutation<void, number>({
      query: (id) => ({ url: `/partner/documents/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PartnerDocument', 'Partner'],
    }),
  }),
});

export const {
  usePartnerSignUpMutation,
  useConfirmCompanyEmailQuery,
  useGetPartnerProfileQuery,
  useGetPartnerQuery,
  useUpdatePartnerMutation,
  useResubmitApplicationMutation,
  useUploadPartnerLogoMutation,
  useDeletePartnerLogoMutation,
  useGetAddressVerificationQuery,
  useRequestAddressCodeMutation,
  useVerifyAddressMutation,
  useGetAgreementsQuery,
  useSignAgreementMutation,
  useGetBankAccountsQuery,
  useAddBankAccountMutation,
  useMarkPayoutAccountMutation,
  useRemoveBankAccountMutation,
  useGetTeamQuery,
  useInviteMemberMutation,
  useWithdrawInvitationMutation,
  useRemoveMemberMutation,
  useGetInvitationQuery,
  useRegisterWithInvitationMutation,
  useAcceptInvitationMutation,
  useGetPartnerDocumentsQuery,
  useUploadPartnerDocumentMutation,
  useRemovePartnerDocumentMutation,
} = partnerAccountApi;
