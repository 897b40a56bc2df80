// The partner's way in and company account: the application, the profile and company, address
// verification, agreements, bank accounts, the team, documents and invitations. Typed from the
// domain's contracts.
import { API_PATHS } from '@pavilion/domain';
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
import { afterSuccess, api } from '../api';

/** What the partner's onboarding checklist and dashboard read: refetched after anything that changes it. */
const PROFILE = ['Partner'] as const;

export const partnerAccountApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    partnerSignUp: build.mutation<TPartnerSignUpAnswer, TPartnerSignUpFormInput>({
      query: (body) => ({ url: API_PATHS.partnerSignUp, method: 'POST', body }),
    }),
    confirmCompanyEmail: build.query<{ status: 'Success'; email: string }, string>({
      query: (token) => API_PATHS.partnerEmailConfirmation({ token }),
      // Opening the link is a one-time act: never ask again for the same token.
      keepUnusedDataFor: 3600,
    }),
    getPartnerProfile: build.query<TPartnerProfile, void>({
      query: () => API_PATHS.partnerProfile,
      providesTags: [...PROFILE],
    }),
    getPartner: build.query<TPartner, number>({
      query: (partnerId) => API_PATHS.partner({ partnerId }),
      providesTags: [...PROFILE],
    }),
    updatePartner: build.mutation<TPartner, TPartnerCompanyUpdateBodyInput & { id: number }>({
      query: (body) => ({ url: API_PATHS.partner({ partnerId: body.id }), method: 'PUT', body }),
      // The address may have changed (its verification with it): the checklist and the verification page follow.
      invalidatesTags: ['Partner', 'AddressVerification'],
    }),
    resubmitApplication: build.mutation<TPartnerApplication, void>({
      query: () => ({ url: API_PATHS.partnerApplicationResubmit, method: 'POST' }),
      invalidatesTags: [...PROFILE],
    }),
    uploadPartnerLogo: build.mutation<TLogoAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append('logo', file);
        return { url: API_PATHS.partnerLogo, method: 'POST', body };
      },
      invalidatesTags: [...PROFILE],
    }),
    deletePartnerLogo: build.mutation<TLogoAnswer, void>({
      query: () => ({ url: API_PATHS.partnerLogo, method: 'DELETE' }),
      invalidatesTags: [...PROFILE],
    }),

    getAddressVerification: build.query<TAddressVerificationState, void>({
      query: () => API_PATHS.partnerAddressVerification,
      providesTags: ['AddressVerification'],
    }),
    requestAddressCode: build.mutation<TAddressVerificationState, void>({
      query: () => ({ url: API_PATHS.partnerAddressVerificationRequest, method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, (data) =>
          dispatch(partnerAccountApi.util.upsertQueryData('getAddressVerification', undefined, data)),
        ),
    }),
    verifyAddress: build.mutation<TAddressVerified, { code: string }>({
      query: (body) => ({ url: API_PATHS.partnerAddressVerification, method: 'POST', body }),
      invalidatesTags: ['AddressVerification', 'Partner'],
    }),

    getAgreements: build.query<TPartnerAgreements, void>({
      query: () => API_PATHS.partnerAgreements,
      providesTags: ['Agreement'],
    }),
    signAgreement: build.mutation<TPartnerAgreement, { kind: TAgreementKind; version: string }>({
      query: ({ kind, version }) => ({ url: API_PATHS.partnerAgreement({ kind }), method: 'POST', body: { version } }),
      invalidatesTags: ['Agreement', 'Partner'],
    }),

    getBankAccounts: build.query<TBankAccounts, void>({
      query: () => API_PATHS.partnerBankAccounts,
      providesTags: ['BankAccount'],
    }),
    addBankAccount: build.mutation<TBankAccount, TBankAccountFormInput>({
      query: (body) => ({ url: API_PATHS.partnerBankAccounts, method: 'POST', body }),
      invalidatesTags: ['BankAccount', 'Partner'],
    }),
    markPayoutAccount: build.mutation<TBankAccounts, number>({
      query: (id) => ({ url: API_PATHS.partnerBankAccountPayout({ id }), method: 'POST' }),
      invalidatesTags: ['BankAccount', 'Partner'],
    }),
    removeBankAccount: build.mutation<void, number>({
      query: (id) => ({ url: API_PATHS.partnerBankAccount({ id }), method: 'DELETE' }),
      invalidatesTags: ['BankAccount', 'Partner'],
    }),

    getTeam: build.query<TTeam, void>({
      query: () => API_PATHS.partnerMembers,
      providesTags: ['TeamMember'],
    }),
    inviteMember: build.mutation<TPartnerInvitation, { email: string }>({
      query: (body) => ({ url: API_PATHS.partnerMemberInvitations, method: 'POST', body }),
      invalidatesTags: ['TeamMember'],
    }),
    withdrawInvitation: build.mutation<void, number>({
      query: (id) => ({ url: API_PATHS.partnerMemberInvitation({ invitationId: id }), method: 'DELETE' }),
      invalidatesTags: ['TeamMember'],
    }),
    removeMember: build.mutation<void, number>({
      query: (personId) => ({ url: API_PATHS.partnerMember({ personId }), method: 'DELETE' }),
      invalidatesTags: ['TeamMember', 'Partner'],
    }),
    getInvitation: build.query<TInvitationView, string>({
      query: (token) => API_PATHS.partnerInvitation({ token }),
    }),
    registerWithInvitation: build.mutation<
      TLoginSuccessResponse,
      { token: string; body: TInvitationRegisterBodyInput }
    >({
      query: ({ token, body }) => ({
        url: API_PATHS.partnerInvitationRegister({ token }),
        method: 'POST',
        body,
      }),
      // A new person is signed in: whatever was cached for the visitor is stale.
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => dispatch(api.util.resetApiState())),
    }),
    acceptInvitation: build.mutation<TInvitationAccepted, string>({
      query: (token) => ({ url: API_PATHS.partnerInvitationAccept({ token }), method: 'POST' }),
      // The session now carries the partner.
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => dispatch(api.util.resetApiState())),
    }),

    getPartnerDocuments: build.query<TPartnerDocuments, void>({
      query: () => API_PATHS.partnerDocuments,
      providesTags: ['PartnerDocument'],
    }),
    uploadPartnerDocument: build.mutation<TPartnerDocument, { file: File; name?: string }>({
      query: ({ file, name }) => {
        const body = new FormData();
        if (name) body.append('name', name);
        body.append('document', file);
        return { url: API_PATHS.partnerDocuments, method: 'POST', body };
      },
      invalidatesTags: ['PartnerDocument', 'Partner'],
    }),
    removePartnerDocument: build.mutation<void, number>({
      query: (id) => ({ url: API_PATHS.partnerDocument({ documentId: id }), method: 'DELETE' }),
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
