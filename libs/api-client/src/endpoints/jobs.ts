// The console's view of the background work: rounds by kind and state, each kind's counts, and an
// administrator's retry of a failed round (audited by the server). Typed from the domain's contracts.
import { API_PATHS } from '@pavilion/domain';
import type { TAdminJob, TAdminJobKinds, TAdminJobPage, TAdminJobsQueryInput } from '@pavilion/domain';
import { api } from '../api';
import { listParams } from './admin';

const LIST = 'LIST' as const;
const KINDS = 'KINDS' as const;

export const jobsApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getAdminJobs: build.query<TAdminJobPage, TAdminJobsQueryInput>({
      query: (query) => ({ url: API_PATHS.adminJobs, params: listParams(query) }),
      providesTags: [{ type: 'AdminJob', id: LIST }],
    }),
    getAdminJobKinds: build.query<TAdminJobKinds, void>({
      query: () => API_PATHS.adminJobKinds,
      providesTags: [{ type: 'AdminJob', id: KINDS }],
    }),
    /** Puts a failed round back in its queue; the list and the counts are read again. */
    retryAdminJob: build.mutation<TAdminJob, { kind: string; id: string }>({
      query: ({ kind, id }) => ({ url: API_PATHS.adminJobRetry({ kind, id }), method: 'POST' }),
      invalidatesTags: [
        { type: 'AdminJob', id: LIST },
        { type: 'AdminJob', id: KINDS },
      ],
    }),
  }),
});

export const { useGetAdminJobsQuery, useGetAdminJobKindsQuery, useRetryAdminJobMutation } = jobsApi;
