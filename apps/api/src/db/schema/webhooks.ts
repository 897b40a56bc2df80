// A partner's webhooks: the endpoints it registered, the messages Pavilion wrote for it (in the
// transaction of the change they tell of), one delivery per message and subscribed endpoint, and each
// attempt at it. docs/decisions/0308-webhooks-are-delivered-from-an-outbox-with-leases.md.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './_helpers';
import { partners } from './partners';

export const webhookDisabledReasonEnum = pgEnum('webhook_disabled_reason', ['manual', 'failing']);
export const webhookDeliveryStatusEnum = pgEnum('webhook_delivery_status', ['pending', 'delivered', 'failed']);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2000 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    eventTypes: varchar('event_types', { length: 40 }).array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: webhookDisabledReasonEnum('disabled_reason'),
    /**
     * The signing secret (`whsec_...`), kept as it is: an HMAC needs the key itself on every delivery,
     * so it cannot be kept as a hash like an API key's.
     */
    secret: varchar('secret', { length: 100 }).notNull(),
    /** After a rotation the previous secret also signs until `previous_secret_expires_at`. */
    previousSecret: varchar('previous_secret', { length: 100 }),
    previousSecretExpiresAt: tstz('previous_secret_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_partner_idx').on(t.partnerId)],
);

/** One thing that happened, told to every endpoint of its partner subscribed to its type. */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** `msg_` and 26 random characters: the `webhook-id` header, the same for every attempt. */
    id: varchar('id', { length: 40 }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    /** The body sent, as JSON: { type, timestamp, data }. */
    payload: jsonb('payload').$type<{ type: string; timestamp: string; data: unknown }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_messages_created_idx').on(t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    messageId: varchar('message_id', { length: 40 })
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: webhookDeliveryStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull(),
    /** A worker that claims the delivery leases it until then; a worker that died lets it run out. */
    lockedUntil: tstz('locked_until'),
    lastAttemptAt: tstz('last_attempt_at'),
    lastResponseStatus: integer('last_response_status'),
    lastError: varchar('last_error', { length: 500 }),
    deliveredAt: tstz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id),
    index('webhook_deliveries_message_idx').on(t.messageId),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/** Each try at a delivery: when, what came back (its status and the first of its body), or why none did. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: tstz('attempted_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    responseStatus: integer('response_status'),
    /** How many bytes of the answer were read (at most WEBHOOK_RESPONSE_MAX_BYTES), and the first of them. */
    responseBytes: integer('response_bytes').notNull().default(0),
    responseExcerpt: text('response_excerpt'),
    error: varchar('error', { length: 500 }),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
