// The legal documents: each one's version in force and the next, the signed-in person's acceptances (and
// the versions they must still accept), accepting one, and the administrator's publishing of a version.
import { API_PATHS } from '@pavilion/domain';
import type {
  TAdminLegalVersions,
  TLegalAcceptanceBody,
  TLegalAcceptances,
  TLegalDocuments,
  TLegalDocumentVersion,
  TPublishLegalVersionBody,
} from '@pavilion/domain';
import { api } from '../api';

export const legalApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getLegalDocuments: build.query<TLegalDocuments, void>({
      query: () => API_PATHS.legalDocuments,
      providesTags: [{ type: 'Legal', id: 'DOCUMENTS' }],
    }),
    getLegalAcceptances: build.query<TLegalAcceptances, void>({
      query: () => API_PATHS.legalAcceptances,
      providesTags: [{ type: 'Legal', id: 'ACCEPTANCES' }],
    }),
    acceptLegalDocument: build.mutation<TLegalAcceptances, TLegalAcceptanceBody>({
      query: (body) => ({ url: API_PATHS.legalAcceptances, method: 'POST', body }),
      invalidatesTags: [{ type: 'Legal', id: 'ACCEPTANCES' }],
    }),
    getAdminLegalVersions: build.query<TAdminLegalVersions, void>({
      query: () => API_PATHS.adminLegalVersions,
      providesTags: [{ type: 'Legal', id: 'ADMIN' }],
    }),
    publishLegalVersion: build.mutation<TLegalDocumentVersion, TPublishLegalVersionBody>({
      query: (body) => ({ url: API_PATHS.adminLegalVersions, method: 'POST', body }),
      invalidatesTags: [{ type: 'Legal', id: 'ADMIN' }, { type: 'Legal', id: 'DOCUMENTS' }, 'AuditLog'],
    }),
  }),
});

export const {
  useGetLegalDocumentsQuery,
  useGetLegalAcceptancesQuery,
  useAcceptLegalDocumentMutation,
  useGetAdminLegalVersionsQuery,
  usePublishLegalVersionMutation,
} = legalApi;
