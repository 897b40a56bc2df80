// A partner's webhooks (Settings > Developers): endpoints (a new one and a rotation answer its secret
// once), turning one on or off, deleting it, its delivery log, "Send again" and "Send a test event".
import { API_PATHS } from '@pavilion/domain';
import type {
  TWebhookDeliveriesQuery,
  TWebhookDelivery,
  TWebhookDeliveryPage,
  TWebhookEndpoint,
  TWebhookEndpointCreateBody,
  TWebhookEndpointList,
  TWebhookEndpointUpdateBody,
  TWebhookEndpointWithSecret,
} from '@pavilion/domain';
import { api } from '../api';

export const webhooksApi = /* @__PURE__ */ api.injectEndpoints({
  endpoints: (build) => ({
    getWebhookEndpoints: build.query<TWebhookEndpointList, void>({
      query: () => API_PATHS.partnerWebhooks,
      providesTags: ['WebhookEndpoint'],
    }),
    createWebhookEndpoint: build.mutation<TWebhookEndpointWithSecret, TWebhookEndpointCreateBody>({
      query: (body) => ({ url: API_PATHS.partnerWebhooks, method: 'POST', body }),
      invalidatesTags: ['WebhookEndpoint'],
    }),
    updateWebhookEndpoint: build.mutation<TWebhookEndpoint, { endpointId: number; body: TWebhookEndpointUpdateBody }>({
      query: ({ endpointId, body }) => ({ url: API_PATHS.partnerWebhook({ endpointId }), method: 'PATCH', body }),
      invalidatesTags: ['WebhookEndpoint'],
    }),
    deleteWebhookEndpoint: build.mutation<{ deleted: true }, number>({
      query: (endpointId) => ({ url: API_PATHS.partnerWebhook({ endpointId }), method: 'DELETE' }),
      invalidatesTags: ['WebhookEndpoint', 'WebhookDelivery'],
    }),
    rotateWebhookSecret: build.mutation<TWebhookEndpointWithSecret, number>({
      query: (endpointId) => ({ url: API_PATHS.partnerWebhookRotateSecret({ endpointId }), method: 'POST' }),
      invalidatesTags: ['WebhookEndpoint'],
    }),
    sendWebhookTest: build.mutation<TWebhookDelivery, number>({
      query: (endpointId) => ({ url: API_PATHS.partnerWebhookTest({ endpointId }), method: 'POST' }),
      invalidatesTags: ['WebhookDelivery'],
    }),
    getWebhookDeliveries: build.query<TWebhookDeliveryPage, { endpointId: number; query: TWebhookDeliveriesQuery }>({
      query: ({ endpointId, query }) => ({
        url: API_PATHS.partnerWebhookDeliveries({ endpointId }),
        params: Object.fromEntries(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ),
      }),
      providesTags: ['WebhookDelivery'],
    }),
    resendWebhookDelivery: build.mutation<TWebhookDelivery, { endpointId: number; deliveryId: number }>({
      query: (ids) => ({ url: API_PATHS.partnerWebhookDeliveryResend(ids), method: 'POST' }),
      invalidatesTags: ['WebhookDelivery'],
    }),
  }),
});

export const {
  useGetWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useGetWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
