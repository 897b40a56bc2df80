// The admin's registrations: every paid order, read from the projection order_registrations (kept by
// triggers, migration admin_console_upkeep), which has an index for each column the table sorts by.
// The unfiltered total comes from the projection's sharded counter instead of counting a million rows.
import { and, count, eq, ilike, sql, sum, type SQL } from 'drizzle-orm';
import { fromMinor, type TAdminOrdersPage, type TAdminOrdersQuery, type TOrder } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { orderRegistrationCounts, orderRegistrations as reg, orders } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { containsPattern, listPage, notNull } from '../../../platform/list';
import { AttendeeOrders } from '../../checkout/orders.service';

export class AdminOrders {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(query: TAdminOrdersQuery): Promise<TAdminOrdersPage> {
    const where = and(
      query.eventId ? eq(reg.eventId, query.eventId) : undefined,
      query.q ? ilike(sql`lower(${reg.buyerEmail})`, containsPattern(query.q.toLowerCase())) : undefined,
    ) as SQL | undefined;
    const sorts = {
      datetime: notNull(reg.createdAt),
      purchaserEmail: notNull(reg.buyerEmail),
      eventName: notNull(reg.eventName),
      numberOfTickets: notNull(reg.tickets),
      // Totals in different currencies cannot be compared: grouped by currency, then by amount.
      totalPrice: [notNull(reg.currency), notNull(reg.totalMinor)],
    };
    return listPage(query, sorts, reg.orderId, {
      rows: async ({ orderBy, limit, offset }) =>
        (
          await this.db
            .select()
            .from(reg)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map((row) => ({
          id: row.orderId,
          datetime: row.createdAt.toISOString(),
          purchaserEmail: row.buyerEmail,
          eventId: row.eventId,
          eventName: row.eventName,
          numberOfTickets: row.tickets,
          totalPrice: fromMinor(row.totalMinor, row.currency),
          currency: row.currency,
        })),
      count: async () =>
        where
          ? (await this.db.select({ n: count() }).from(reg).where(where))[0].n
          : Number(
              (await this.db.select({ n: sum(orderRegistrationCounts.registrations) }).from(orderRegistrationCounts))[0]
                .n ?? 0,
            ),
    });
  }

  /** Any order, whatever its status, read the way its buyer reads it. */
  async get(orderId: string): Promise<TOrder> {
    const [row] = await this.db.select({ personId: orders.personId }).from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound('Order not found');
    return new AttendeeOrders(this.db, row.personId, this.now).get(orderId);
  }
}
