// Support's refunds waiting: GET /api/admin/refunds, the refunds not yet sent back (requested, or
// failed and retried by the refund worker) first, with the order, the event and the provider's words.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { ZAdminRefundPage, ZAdminRefundsQuery, type TAdminRefundPage, type TAdminRefundsQuery } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { events, orders, partners, refunds } from '../../db/schema';
import type { ModuleContext } from '../../platform/context';
import { listPage, notNull } from '../../platform/list';
import { apiModule } from '../../platform/route';
import { refundView } from '../orders/read-model';

const STATUS: Record<TAdminRefundsQuery['status'], SQL | undefined> = {
  waiting: inArray(refunds.status, ['requested', 'failed']),
  failed: eq(refunds.status, 'failed'),
  requested: eq(refunds.status, 'requested'),
  refunded: eq(refunds.status, 'refunded'),
  all: undefined,
};

export async function adminRefunds(db: DbOrTx, query: TAdminRefundsQuery): Promise<TAdminRefundPage> {
  const where = and(STATUS[query.status]);
  const page = await listPage(
    query,
    { createdAt: notNull(refunds.createdAt), amount: notNull(refunds.amountMinor) },
    refunds.id,
    {
      rows: ({ orderBy, limit, offset }) =>
        db
          .select({
            refund: refunds,
            eventName: events.name,
            partnerName: partners.name,
            buyerEmail: orders.buyerEmail,
          })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .innerJoin(events, eq(events.id, orders.eventId))
          .innerJoin(partners, eq(partners.id, events.partnerId))
          .where(where)
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
      ...refundView(r.refund),
      orderId: r.refund.orderId,
      eventName: r.eventName,
      partnerName: r.partnerName,
      buyerEmail: r.buyerEmail,
      attempts: r.refund.attempts,
      failureMessage: r.refund.failureMessage,
    })),
  };
}

export function adminRefundsModule(ctx: ModuleContext) {
  const m = apiModule(ctx, { tag: 'Admin: registrations', access: 'admin' });
  m.get(
    '/admin/refunds',
    {
      summary: 'Refunds, those not yet sent back first',
      description:
        "The list pattern: `status` waiting (requested or failed: the default), failed, requested, refunded or all; sort by `createdAt` (oldest first by default) or `amount`. A failed refund is sent again by the refund worker under the same idempotency key (`nextAttemptAt`), with the provider's last words in `failureMessage`.",
      query: ZAdminRefundsQuery,
      response: ZAdminRefundPage,
    },
    ({ query }) => adminRefunds(ctx.db, query),
  );
  return m;
}
