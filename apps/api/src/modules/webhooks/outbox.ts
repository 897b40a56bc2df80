// Writing webhooks: a message in the caller's transaction, so it exists exactly when the change it tells
// of commits, and one delivery per endpoint of its partner subscribed to its type (the delivery worker,
// ./delivery.worker.ts, sends them). A change no endpoint listens to writes nothing.
import { and, arrayContains, eq } from 'drizzle-orm';
import { WEBHOOK_PAYLOADS, type TWebhookData, type TWiredWebhookEventType } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema';
import { newWebhookMessageId } from './signing';

/** Writes one message with its deliveries (one per subscribed, enabled endpoint); answers its id, or null when none listens. */
export async function enqueueWebhook<T extends TWiredWebhookEventType>(
  db: DbOrTx,
  message: { partnerId: number; type: T; data: TWebhookData<T> | (() => Promise<TWebhookData<T>>); at: Date },
): Promise<string | null> {
  const endpoints = await listeningEndpoints(db, message.partnerId, message.type);
  if (!endpoints.length) return null;
  // The object is read only when someone listens (a function), so a change nobody listens to costs one lookup.
  const raw = typeof message.data === 'function' ? await message.data() : message.data;
  const data = WEBHOOK_PAYLOADS[message.type].parse(raw);
  return writeMessage(db, message.partnerId, message.type, data, message.at, endpoints);
}

/** The partner's enabled endpoints subscribed to a type. */
export async function listeningEndpoints(db: DbOrTx, partnerId: number, type: string): Promise<number[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.partnerId, partnerId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.eventTypes, [type]),
      ),
    );
  return rows.map((r) => r.id);
}

/** A message and its deliveries to the endpoints given (a test event goes to the one that asked for it). */
export async function writeMessage(
  db: DbOrTx,
  partnerId: number,
  type: string,
  data: unknown,
  at: Date,
  endpointIds: readonly number[],
): Promise<string> {
  const id = newWebhookMessageId();
  await db.insert(webhookMessages).values({
    id,
    partnerId,
    type,
    payload: { type, timestamp: at.toISOString(), data },
    createdAt: at,
  });
  await db
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ messageId: id, endpointId, nextAttemptAt: at, createdAt: at })));
  return id;
}
