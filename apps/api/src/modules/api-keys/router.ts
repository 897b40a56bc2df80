// GET/POST /api/partner/api-keys, DELETE /api/partner/api-keys/{keyId}: the owner's keys for the
// partner's own systems (Settings > Developers in the portal).
import {
  API_KEY_MESSAGES as M,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_SCOPES,
  API_PATHS,
  ZApiKey,
  ZApiKeyCreateBody,
  ZApiKeyCreated,
  ZApiKeyList,
  ZApiKeyParams,
  ZApiKeysQuery,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { actorOf } from '../../platform/audit';
import { apiModule } from '../../platform/route';
import { PartnerApiKeys } from './service';

export function apiKeysModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Partner API keys', access: 'partnerOwner' });
  const keys = (partnerId: number | null) => new PartnerApiKeys(db, partnerId!, now);

  m.get(
    API_PATHS.partnerApiKeys,
    {
      summary: "The partner's API keys, newest first, a page at a time (revoked and expired ones included)",
      description:
        'Each key with its name, scopes, the first characters of its secret (`prefix`), who created it and when, its expiry, and its last use (time and client address, written at most once a minute). The secret itself is never answered again. For the owner only.',
      query: ZApiKeysQuery,
      response: ZApiKeyList,
    },
    ({ auth, query }) => keys(auth.partnerId).list(query),
  );

  m.post(
    API_PATHS.partnerApiKeys,
    {
      summary: 'Creates an API key and answers its secret, this once',
      description: `Body \`{ name, scopes, expiresAt? }\`: scopes from ${API_KEY_SCOPES.join(', ')}. The answer's \`secret\` (\`pvk_live_...\`) is shown only now; Pavilion keeps only its SHA-256. Send it as \`Authorization: Bearer <secret>\` on the operations whose description names a scope. A key acts for this partner only, within its scopes, at most ${API_KEY_REQUESTS_PER_MINUTE} requests a minute. For the owner only.`,
      body: ZApiKeyCreateBody,
      response: ZApiKeyCreated,
      status: 201,
      errors: { 409: M.tooManyKeys({ max: 20 }) },
    },
    ({ auth, body }) => keys(auth.partnerId).create(actorOf(auth), body),
  );

  m.delete(
    API_PATHS.partnerApiKey,
    {
      summary: 'Revokes an API key at once',
      description:
        'The next request made with it is 401. The key stays in the list as revoked. Creating and revoking a key are written to the audit log with who did it.',
      params: ZApiKeyParams,
      response: ZApiKey,
      errors: { 404: M.keyNotFound },
    },
    ({ auth, params }) => keys(auth.partnerId).revoke(actorOf(auth), params.keyId),
  );
  return m;
}
