// A partner's API keys (Settings > Developers): the list, a new key with its secret shown once, revoking.
import { API_PATHS } from '@pavilion/domain';
import type { TApiKey, TApiKeyCreateBody, TApiKeyCreated, TApiKeyList, TApiKeysQuery } from '@pavilion/domain';
import { api } from '../api';

export const apiKeysApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<TApiKeyList, TApiKeysQuery>({
      query: (query) => ({
        url: API_PATHS.partnerApiKeys,
        params: Object.fromEntries(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ),
      }),
      providesTags: ['ApiKey'],
    }),
    createApiKey: build.mutation<TApiKeyCreated, TApiKeyCreateBody>({
      query: (body) => ({ url: API_PATHS.partnerApiKeys, method: 'POST', body }),
      invalidatesTags: ['ApiKey'],
    }),
    revokeApiKey: build.mutation<TApiKey, number>({
      query: (keyId) => ({ url: API_PATHS.partnerApiKey({ keyId }), method: 'DELETE' }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
