// A partner's API keys (Settings > Developers in the portal): the scopes a key may hold, the key as the
// list shows it, and the one answer that carries its secret.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { zRequiredText } from '../common/text';
import { API_KEY_MESSAGES as M } from '../messages/api-keys';

/** What a key may do; each key-usable operation names one (docs/api/areas.md, "API keys"). */
export const API_KEY_SCOPES = [
  'events:read',
  'orders:read',
  'attendees:read',
  'check-ins:write',
  'webhooks:manage',
] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const ZApiKeyScope = z.enum(API_KEY_SCOPES, { error: () => M.scopeInvalid });

/** Every secret starts with this, so it can be recognised (by people and by secret scanners). */
export const API_KEY_SECRET_PREFIX = 'pvk_live_';
/** How many characters of the secret the list shows ('pvk_live_' and 6 more). */
export const API_KEY_SHOWN_PREFIX_LENGTH = 15;
export const API_KEY_NAME_MAX = 80;
/** Active (not revoked, not expired) keys a partner may hold. */
export const API_KEYS_PER_PARTNER_MAX = 20;
/** Requests a key may make in a minute, across every API instance. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

export const ZApiKey = z.object({
  id: ZId,
  name: z.string(),
  scopes: z.array(ZApiKeyScope),
  /** The secret's first characters ('pvk_live_a1b2c3'), to tell keys apart. */
  prefix: z.string(),
  createdAt: ZIsoDateTime,
  /** Who created it (null once that account is gone). */
  createdBy: z.string().nullable(),
  expiresAt: ZIsoDateTime.nullable(),
  revokedAt: ZIsoDateTime.nullable(),
  lastUsedAt: ZIsoDateTime.nullable(),
  /** The client address of the last use. */
  lastUsedAddress: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** GET /api/partner/api-keys: a partner holds few keys, newest first, revoked ones included. */
/** GET /api/partner/api-keys: newest first, a page at a time (revoked and expired keys stay listed). */
export const ZApiKeysQuery = zListQuery({
  sorts: ['createdAt'] as const,
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
});
export type TApiKeysQuery = z.input<typeof ZApiKeysQuery>;
export const ZApiKeyList = zPaged(ZApiKey);
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** POST /api/partner/api-keys */
export const ZApiKeyCreateBody = z.object({
  name: zRequiredText(() => M.nameRequired, {
    max: API_KEY_NAME_MAX,
    maxMessage: () => M.nameTooLong({ max: API_KEY_NAME_MAX }),
  }),
  scopes: z
    .array(ZApiKeyScope, { error: () => M.scopesRequired })
    .min(1, { error: () => M.scopesRequired })
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  expiresAt: z.iso
    .datetime({ offset: true, error: () => M.expiresAtInvalid })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type TApiKeyCreateBody = z.input<typeof ZApiKeyCreateBody>;

/** The answer to a creation: the key and its secret, shown this once and never again. */
export const ZApiKeyCreated = z.object({ key: ZApiKey, secret: z.string() });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZApiKeyParams = z.object({ keyId: ZIdFromString });

/** The portal's choices of expiry: never, or a number of days from now. */
export const API_KEY_EXPIRY_CHOICES = ['never', '30', '90', '365'] as const;
export type TApiKeyExpiryChoice = (typeof API_KEY_EXPIRY_CHOICES)[number];

/** The portal's form (Settings > Developers): the body's name and scopes, and an expiry chosen from a list. */
export const ZApiKeyForm = z.object({
  name: ZApiKeyCreateBody.shape.name,
  scopes: z.preprocess((v) => (Array.isArray(v) ? v : v ? [v] : []), ZApiKeyCreateBody.shape.scopes),
  expiry: z.enum(API_KEY_EXPIRY_CHOICES),
});
export type TApiKeyFormInput = { name: string; scopes: string[]; expiry: TApiKeyExpiryChoice };
export type TApiKeyForm = z.output<typeof ZApiKeyForm>;

/** The request body of a filled form, its expiry counted from `now`. */
export function apiKeyBodyOf(form: TApiKeyForm, now: Date): TApiKeyCreateBody {
  return {
    name: form.name,
    scopes: form.scopes,
    expiresAt:
      form.expiry === 'never' ? null : new Date(now.getTime() + Number(form.expiry) * 86_400_000).toISOString(),
  };
}
