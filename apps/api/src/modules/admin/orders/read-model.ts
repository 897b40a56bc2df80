// The admin's registrations: every paid order, read from the projection order_registrations (kept by
// triggers, migration admin_console_upkeep), which has an index for each column the table sorts by.
// The unfiltered total comes from the projection's sharded counter instead of counting a million rows.
import { and, count, eq, ilike, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { fromMinor, type TAdminOrdersPage, type TAdminOrdersQuery, type TOrder } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { orderRegistrationCounts, orderRegistrations as reg, orders } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { DeepPages, type KeyColumn } from '../../../platform/deep-pages';
import { containsPattern } from '../../../platform/list';
import { AttendeeOrders } from '../../orders/read-model';

/** The sort key of each column; descending pages read the same index backwards. */
const SORT_KEYS: Record<TAdminOrdersQuery['sort'], KeyColumn[]> = {
  datetime: [{ column: reg.createdAt, type: 'timestamptz' }],
  purchaserEmail: [{ column: reg.buyerEmail, type: 'text' }],
  eventName: [{ column: reg.eventName, type: 'text' }],
  numberOfTickets: [{ column: reg.tickets, type: 'integer' }],
  // Totals in different currencies cannot be compared: grouped by currency, then by amount.
  totalPrice: [
    { column: reg.currency, type: 'text' },
    { column: reg.totalMinor, type: 'bigint' },
  ],
};

export class AdminOrders {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly pages: DeepPages,
  ) {}

  async list(query: TAdminOrdersQuery): Promise<TAdminOrdersPage> {
    const where = and(
      query.eventId ? eq(reg.eventId, query.eventId) : undefined,
      query.q ? ilike(sql`lower(${reg.buyerEmail})`, containsPattern(query.q.toLowerCase())) : undefined,
    ) as SQL | undefined;
    // The unfiltered total is the sum of the sharded counter rather than a count of a million rows.
    const total = where
      ? (await this.db.select({ n: count() }).from(reg).where(where))[0].n
      : Number(
          (await this.db.select({ n: sum(orderRegistrationCounts.registrations) }).from(orderRegistrationCounts))[0]
            .n ?? 0,
        );
    const ids = await this.pages.ids<string>(
      {
        from: reg,
        where,
        keys: SORT_KEYS[query.sort],
        id: { column: reg.orderId, type: 'uuid' },
        variant: JSON.stringify(['registrations', query.sort, query.eventId, query.q]),
      },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize, direction: query.direction, total },
    );
    const [rows, totalCount] = await Promise.all([
      ids.length ? this.db.select().from(reg).where(inArray(reg.orderId, ids)) : [],
      total,
    ]);
    const byId = new Map(rows.map((row) => [row.orderId, row]));
    const items = ids
      .map((id) => byId.get(id))
      .filter((row): row is (typeof rows)[number] => row !== undefined)
      .map((row) => ({
        id: row.orderId,
        datetime: row.createdAt.toISOString(),
        purchaserEmail: row.buyerEmail,
        eventId: row.eventId,
        eventName: row.eventName,
        numberOfTickets: row.tickets,
        totalPrice: fromMinor(row.totalMinor, row.currency),
        currency: row.currency,
      }));
    return { items, total: totalCount, page: query.page, pageSize: query.pageSize };
  }

  /** Any order, whatever its status, read the way its buyer reads it. */
  async get(orderId: string): Promise<TOrder> {
    const [row] = await this.db.select({ personId: orders.personId }).from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound('Order not found');
    return new AttendeeOrders(this.db, row.personId, this.now).get(orderId);
  }
}
