// Support's list of refunds: those waiting to be paid back (requested, or failed and being retried by
// the refund worker) or in any other state, each with its order, buyer, event and partner and the
// payment provider's words.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminRefundPage, TAdminRefundsQuery } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { events, orders, partners, refunds } from '../../../db/schema';
import { listPage, notNull } from '../../../platform/list';
import { refundView } from '../../orders';

export async function adminRefunds(db: Database, query: TAdminRefundsQuery): Promise<TAdminRefundPage> {
  const filters: Record<typeof query.status, SQL | undefined> = {
    waiting: sql`${refunds.status} <> 'refunded'`,
    failed: eq(refunds.status, 'failed'),
    requested: eq(refunds.status, 'requested'),
    refunded: eq(refunds.status, 'refunded'),
    all: undefined,
  };
  const where = filters[query.status];
  const page = await listPage(
    query,
    { createdAt: notNull(refunds.createdAt), amount: notNull(refunds.amountMinor) },
    refunds.id,
    {
      rows: ({ orderBy, limit, offset }) =>
        db
          .select({
            refund: refunds,
            buyerEmail: orders.buyerEmail,
            paymentMethod: orders.paymentMethod,
            eventId: events.id,
            eventName: events.name,
            partnerId: partners.id,
            partnerName: partners.name,
          })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .innerJoin(events, eq(events.id, orders.eventId))
          .innerJoin(partners, eq(partners.id, events.partnerId))
          .where(and(where))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: () =>
        db
          .select({ n: count() })
          .from(refunds)
          .where(where)
          .then((r) => r[0].n),
    },
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      ...refundView(r.refund, r.paymentMethod),
      orderId: r.refund.orderId,
      buyerEmail: r.buyerEmail,
      event: { id: r.eventId, name: r.eventName },
      partner: { id: r.partnerId, name: r.partnerName },
      attempts: r.refund.attempts,
      failureMessage: r.refund.failureMessage,
    })),
  };
}
