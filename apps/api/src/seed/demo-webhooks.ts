// The demo partner's webhook endpoint: a loopback URL (nothing listens there until you start a receiver)
// with a delivery log to read in Settings > Developers: two of its latest paid orders delivered, one
// that failed every attempt.
import { and, desc, eq } from 'drizzle-orm';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from '@pavilion/domain';
import type { Database } from '../db/client';
import { orders, partnerMembers, persons, webhookAttempts, webhookDeliveries } from '../db/schema';
import { orderData, PartnerWebhooks, writeMessage } from '../modules/webhooks';

export const DEMO_WEBHOOK_URL = 'http://127.0.0.1:8787/pavilion/webhooks';

/** Writes the endpoint and its log; null when the demo partner is not there. */
export async function seedDemoWebhooks(db: Database, now: Date): Promise<{ endpointId: number } | null> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ partnerId: partnerMembers.partnerId })
      .from(partnerMembers)
      .innerJoin(persons, eq(persons.id, partnerMembers.personId))
      .where(eq(persons.email, 'partner@example.com'));
    if (!owner) return null;
    const { endpoint } = await new PartnerWebhooks(tx, owner.partnerId, () => now, true).create({
      url: DEMO_WEBHOOK_URL,
      description: 'CRM sync (start a receiver on port 8787 to see deliveries arrive)',
      eventTypes: ['order.paid', 'order.cancelled', 'order.refunded', 'ticket.checked-in', 'event.cancelled'],
      enabled: true,
    });
    const paid = await tx
      .select({ id: orders.id, paidAt: orders.paidAt })
      .from(orders)
      .where(and(eq(orders.partnerId, owner.partnerId), eq(orders.status, 'paid')))
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(3);
    // Every retry of the failed one is over by now (after which its owner turned the endpoint on again).
    const span = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0) * 1000 + 3_600_000;
    for (const [i, order] of paid.entries()) {
      const failed = i === paid.length - 1 && paid.length > 1;
      const paidAt = order.paidAt ?? now;
      const at = failed ? new Date(Math.min(paidAt.getTime(), now.getTime() - span)) : paidAt;
      const { data } = await orderData(tx, order.id);
      const messageId = await writeMessage(tx, owner.partnerId, 'order.paid', { ...data }, at, [endpoint.id]);
      const [delivery] = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.messageId, messageId));
      // The oldest of the three failed every attempt (the receiver answered 503); the others went first time.
      const attempts = failed ? WEBHOOK_MAX_ATTEMPTS : 1;
      let tried = at;
      for (let n = 0; n < attempts; n += 1) {
        await tx.insert(webhookAttempts).values({
          deliveryId: delivery.id,
          attemptedAt: tried,
          durationMs: failed ? 120 : 85,
          responseStatus: failed ? 503 : 200,
          responseBytes: failed ? 19 : 2,
          responseExcerpt: failed ? 'Service Unavailable' : 'ok',
          error: failed ? 'HTTP 503' : null,
        });
        if (n < attempts - 1) tried = new Date(tried.getTime() + WEBHOOK_RETRY_DELAYS_SECONDS[n] * 1000);
      }
      await tx
        .update(webhookDeliveries)
        .set({
          status: failed ? 'failed' : 'delivered',
          attempts,
          lastAttemptAt: tried,
          lastResponseStatus: failed ? 503 : 200,
          lastError: failed ? 'HTTP 503' : null,
          deliveredAt: failed ? null : tried,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    }
    return { endpointId: endpoint.id };
  });
}
