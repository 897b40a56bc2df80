// /api/partner/webhooks...: a partner's webhook endpoints, their secrets, delivery logs, "send again" and
// "send a test event". For the owner, or an API key with the scope webhooks:manage.
import {
  API_PATHS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointCreateBody,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookEndpointUpdateBody,
  ZWebhookEndpointWithSecret,
} from '@pavilion/domain';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth';
import type { ModuleContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { apiModule } from '../../platform/route';
import { loopbackAllowed } from './address';
import { PartnerWebhooks } from './service';

const FOR_WHOM = "For the partner's owner, or an API key with the scope `webhooks:manage`.";

export function webhooksModule(ctx: ModuleContext) {
  const { db, now, config } = ctx;
  // A member's session may not (the owner guards the partner's integrations); a key acts within its scope.
  const m = apiModule(ctx, { tag: 'Partner webhooks', access: 'partner' });
  const hooks = (auth: AuthContext) => {
    if (!auth.apiKey && auth.partnerRole !== 'owner') throw forbidden(M.ownerOrKeyNeeded);
    return new PartnerWebhooks(db, auth.partnerId!, now, loopbackAllowed(config));
  };
  const scope = 'webhooks:manage' as const;
  const errors404 = { 404: M.endpointNotFound };

  m.get(
    API_PATHS.partnerWebhooks,
    {
      summary: "The partner's webhook endpoints",
      description: `Each endpoint with its URL, description, event types and whether it is on (and why not). Never its secret. ${FOR_WHOM}`,
      response: ZWebhookEndpointList,
      scope,
    },
    ({ auth }) => hooks(auth).list(),
  );

  m.post(
    API_PATHS.partnerWebhooks,
    {
      summary: 'Registers a webhook endpoint and answers its signing secret, this once',
      description: `Body \`{ url, description?, eventTypes, enabled? }\`: an https URL on a public address (plain http only to this machine in development and test), event types from ${WEBHOOK_EVENT_TYPES.join(', ')}. The answer's \`secret\` (\`whsec_...\`) verifies the \`webhook-signature\` header (Standard Webhooks). ${FOR_WHOM}`,
      body: ZWebhookEndpointCreateBody,
      response: ZWebhookEndpointWithSecret,
      status: 201,
      errors: { 409: M.tooManyEndpoints({ max: 20 }) },
      scope,
    },
    ({ auth, body }) => hooks(auth).create(body),
  );

  m.get(
    API_PATHS.partnerWebhook,
    {
      summary: 'One webhook endpoint',
      params: ZWebhookEndpointParams,
      response: ZWebhookEndpoint,
      errors: errors404,
      scope,
    },
    ({ auth, params }) => hooks(auth).get(params.endpointId),
  );

  m.patch(
    API_PATHS.partnerWebhook,
    {
      summary: 'Changes a webhook endpoint: its URL, description, event types, or turns it on or off',
      description: `Turning an endpoint on again sends what waited meanwhile. ${FOR_WHOM}`,
      params: ZWebhookEndpointParams,
      body: ZWebhookEndpointUpdateBody,
      response: ZWebhookEndpoint,
      errors: errors404,
      scope,
    },
    ({ auth, params, body }) => hooks(auth).update(params.endpointId, body),
  );

  m.delete(
    API_PATHS.partnerWebhook,
    {
      summary: 'Deletes a webhook endpoint with its delivery log',
      params: ZWebhookEndpointParams,
      response: z.object({ deleted: z.literal(true) }),
      errors: errors404,
      scope,
    },
    async ({ auth, params }) => {
      await hooks(auth).remove(params.endpointId);
      return { deleted: true as const };
    },
  );

  m.post(
    API_PATHS.partnerWebhookRotateSecret,
    {
      summary: "Rotates an endpoint's signing secret and answers the new one, this once",
      description: `For ${WEBHOOK_PREVIOUS_SECRET_HOURS} hours the previous secret signs too: each delivery's \`webhook-signature\` then carries both signatures, space-separated. ${FOR_WHOM}`,
      params: ZWebhookEndpointParams,
      response: ZWebhookEndpointWithSecret,
      errors: errors404,
      scope,
    },
    ({ auth, params }) => hooks(auth).rotateSecret(params.endpointId),
  );

  m.post(
    API_PATHS.partnerWebhookTest,
    {
      summary: 'Sends a test event (`webhook.test`) to the endpoint',
      description: `Answers the delivery, sent within a second or two; its outcome shows in the delivery log. ${FOR_WHOM}`,
      params: ZWebhookEndpointParams,
      response: ZWebhookDelivery,
      status: 201,
      errors: { ...errors404, 409: M.endpointDisabled },
      scope,
    },
    ({ auth, params }) => hooks(auth).sendTest(params.endpointId),
  );

  m.get(
    API_PATHS.partnerWebhookDeliveries,
    {
      summary: "An endpoint's delivery log, newest first",
      description: `Each delivery with its event type, status, attempts (at most ${WEBHOOK_MAX_ATTEMPTS}), last answer and next attempt; kept 30 days. Filter by \`status\`. ${FOR_WHOM}`,
      params: ZWebhookEndpointParams,
      query: ZWebhookDeliveriesQuery,
      response: ZWebhookDeliveryPage,
      errors: errors404,
      scope,
    },
    ({ auth, params, query }) => hooks(auth).deliveries(params.endpointId, query),
  );

  m.post(
    API_PATHS.partnerWebhookDeliveryResend,
    {
      summary: 'Sends a delivered or failed message again',
      description: `A new delivery of the same message (the same \`webhook-id\`, so a receiver that already has it can tell), due at once. ${FOR_WHOM}`,
      params: ZWebhookDeliveryParams,
      response: ZWebhookDelivery,
      status: 201,
      errors: { 404: M.deliveryNotFound, 409: M.endpointDisabled },
      scope,
    },
    ({ auth, params }) => hooks(auth).resend(params.endpointId, params.deliveryId),
  );
  return m;
}
