// A partner's webhook endpoints and their delivery logs, every query filtered by the partner it is built
// with (another partner's endpoint answers 404). Secrets are answered once, at creation and rotation.
import { and, asc, count, eq } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_PER_PARTNER_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  WEBHOOK_TEST_EVENT_TYPE,
  type TWebhookDelivery,
  type TWebhookDeliveryPage,
  type TWebhookEndpoint,
  type TWebhookEndpointList,
  type TWebhookEndpointWithSecret,
  type TWebhookEventType,
} from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { listPage } from '../../platform/list';
import { checkEndpointUrl } from './address';
import { writeMessage } from './outbox';
import { newWebhookSecret } from './signing';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function toEndpoint(row: EndpointRow, now: Date): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: WEBHOOK_EVENT_TYPES.filter((t) => row.eventTypes.includes(t)),
    enabled: row.enabled,
    disabledReason: row.enabled ? null : (row.disabledReason ?? 'manual'),
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class PartnerWebhooks {
  constructor(
    private readonly db: DbOrTx,
    private readonly partnerId: number,
    private readonly now: () => Date,
    private readonly allowLoopback: boolean,
  ) {}

  async list(): Promise<TWebhookEndpointList> {
    const rows = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.partnerId, this.partnerId))
      .orderBy(asc(webhookEndpoints.id));
    const now = this.now();
    return { items: rows.map((r) => toEndpoint(r, now)) };
  }

  private async row(endpointId: number): Promise<EndpointRow> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.partnerId, this.partnerId), eq(webhookEndpoints.id, endpointId)));
    if (!row) throw notFound(M.endpointNotFound);
    return row;
  }

  async get(endpointId: number): Promise<TWebhookEndpoint> {
    return toEndpoint(await this.row(endpointId), this.now());
  }

  async create(input: {
    url: string;
    description: string;
    eventTypes: readonly TWebhookEventType[];
    enabled: boolean;
  }): Promise<TWebhookEndpointWithSecret> {
    checkEndpointUrl(input.url, this.allowLoopback);
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.partnerId, this.partnerId));
    if (n >= WEBHOOK_ENDPOINTS_PER_PARTNER_MAX) {
      throw conflict(M.tooManyEndpoints({ max: WEBHOOK_ENDPOINTS_PER_PARTNER_MAX }));
    }
    const now = this.now();
    const secret = newWebhookSecret();
    const [row] = await this.db
      .insert(webhookEndpoints)
      .values({
        partnerId: this.partnerId,
        url: input.url,
        description: input.description,
        eventTypes: [...input.eventTypes],
        enabled: input.enabled,
        disabledReason: input.enabled ? null : 'manual',
        secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { endpoint: toEndpoint(row, now), secret };
  }

  async update(
    endpointId: number,
    input: { url?: string; description?: string; eventTypes?: readonly TWebhookEventType[]; enabled?: boolean },
  ): Promise<TWebhookEndpoint> {
    await this.row(endpointId);
    if (input.url !== undefined) checkEndpointUrl(input.url, this.allowLoopback);
    const now = this.now();
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.eventTypes !== undefined ? { eventTypes: [...input.eventTypes] } : {}),
        ...(input.enabled !== undefined
          ? { enabled: input.enabled, disabledReason: input.enabled ? null : 'manual' }
          : {}),
        updatedAt: now,
      })
      .where(and(eq(webhookEndpoints.partnerId, this.partnerId), eq(webhookEndpoints.id, endpointId)))
      .returning();
    return toEndpoint(row, now);
  }

  /** A new secret, answered this once; the previous one keeps signing (both signatures sent) for 24 hours. */
  async rotateSecret(endpointId: number): Promise<TWebhookEndpointWithSecret> {
    const current = await this.row(endpointId);
    const now = this.now();
    const secret = newWebhookSecret();
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_PREVIOUS_SECRET_HOURS * 3_600_000),
        updatedAt: now,
      })
      .where(and(eq(webhookEndpoints.partnerId, this.partnerId), eq(webhookEndpoints.id, endpointId)))
      .returning();
    return { endpoint: toEndpoint(row, now), secret };
  }

  /** Deletes the endpoint with its delivery log. */
  async remove(endpointId: number): Promise<void> {
    await this.row(endpointId);
    await this.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.partnerId, this.partnerId), eq(webhookEndpoints.id, endpointId)));
  }

  /** "Send a test event": a `webhook.test` message to this endpoint alone, sent like any other. */
  async sendTest(endpointId: number): Promise<TWebhookDelivery> {
    const endpoint = await this.row(endpointId);
    if (!endpoint.enabled) throw new AppError('CONFLICT', M.endpointDisabled);
    const now = this.now();
    const messageId = await writeMessage(
      this.db,
      this.partnerId,
      WEBHOOK_TEST_EVENT_TYPE,
      { endpointId, message: 'A test event sent from the partner portal' },
      now,
      [endpointId],
    );
    const [delivery] = await this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.messageId, messageId));
    return this.delivery(endpointId, delivery.id);
  }

  /** "Send again": the same message (same `webhook-id`) as a new delivery, due at once. */
  async resend(endpointId: number, deliveryId: number): Promise<TWebhookDelivery> {
    const old = await this.delivery(endpointId, deliveryId);
    const endpoint = await this.row(endpointId);
    if (!endpoint.enabled) throw new AppError('CONFLICT', M.endpointDisabled);
    const now = this.now();
    const [row] = await this.db
      .insert(webhookDeliveries)
      .values({ messageId: old.messageId, endpointId, nextAttemptAt: now, createdAt: now })
      .returning({ id: webhookDeliveries.id });
    return this.delivery(endpointId, row.id);
  }

  private select() {
    return this.db
      .select({ d: webhookDeliveries, type: webhookMessages.type })
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId));
  }

  private toDelivery(r: { d: typeof webhookDeliveries.$inferSelect; type: string }): TWebhookDelivery {
    const d = r.d;
    return {
      id: d.id,
      messageId: d.messageId,
      eventType: r.type,
      status: d.status,
      createdAt: d.createdAt.toISOString(),
      attempts: d.attempts,
      lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
      lastResponseStatus: d.lastResponseStatus,
      lastError: d.lastError,
      nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    };
  }

  async delivery(endpointId: number, deliveryId: number): Promise<TWebhookDelivery> {
    await this.row(endpointId);
    const [r] = await this.select().where(
      and(
        eq(webhookEndpoints.partnerId, this.partnerId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, deliveryId),
      ),
    );
    if (!r) throw notFound(M.deliveryNotFound);
    return this.toDelivery(r);
  }

  /** The endpoint's delivery log, newest first by default, paged on the server. */
  async deliveries(
    endpointId: number,
    query: {
      page: number;
      pageSize: number;
      sort: 'createdAt';
      direction: 'asc' | 'desc';
      status?: 'pending' | 'delivered' | 'failed';
    },
  ): Promise<TWebhookDeliveryPage> {
    await this.row(endpointId);
    const where = and(
      eq(webhookEndpoints.partnerId, this.partnerId),
      eq(webhookDeliveries.endpointId, endpointId),
      query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    );
    return listPage(query, { createdAt: webhookDeliveries.createdAt }, webhookDeliveries.id, {
      rows: async ({ orderBy, limit, offset }) =>
        (
          await this.select()
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map((r) => this.toDelivery(r)),
      count: async () => {
        const [{ n }] = await this.db
          .select({ n: count() })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(where);
        return n;
      },
    });
  }
}
