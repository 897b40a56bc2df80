// Standard Webhooks signatures (https://www.standardwebhooks.com): a secret `whsec_<base64 key>`, and a
// `webhook-signature` of `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per valid secret,
// space-separated, so any Standard Webhooks library verifies a delivery.
import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@pavilion/domain';

/** A new secret: 32 random bytes (256 bits), base64, after the prefix the specification names. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** A message's stable id: `msg_` and 24 random base64url characters (144 bits). */
export function newWebhookMessageId(): string {
  return 'msg_' + randomBytes(18).toString('base64url');
}

/** One signature (`v1,...`) of a body with one secret. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return 'v1,' + createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/** The three headers of a delivery, signed with every secret given (the current one first). */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => webhookSignature(secret, id, timestamp, body)).join(' '),
  };
}
