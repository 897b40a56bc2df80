// The admin's registrations: every paid order, read from the projection order_registrations (kept by
// triggers, migration admin_console_upkeep), which has an index for each column the table sorts by.
// The unfiltered total comes from the projection's sharded counter instead of counting a million rows;
// a search counts exactly up to a threshold and estimates above it.
import { and, count, eq, ilike, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { fromMinor, type TAdminOrdersPage, type TAdminOrdersQuery, type TOrder, NOT_FOUND } from '@pavilion/domain';
import type { Database } from '../../../db/client';
import { orderRegistrationCounts, orderRegistrations as reg, orders } from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { DeepPages, type KeyColumn } from '../../../platform/deep-pages';
import {
  containsPattern,
  estimateRows,
  isCommonSearch,
  isShortSearch,
  searchedTotal,
  totalFields,
  type ListTotal,
} from '../../../platform/list';
import { AttendeeOrders } from '../../orders';

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

/**
 * The search of the registrations: the buyer's email contains the text, any case. The text is looked
 * up in the trigram index (three characters or more) or in the index of single characters and pairs
 * (list_grams, migration list_search); ILIKE decides. Without `lookup`, the ILIKE alone (what the
 * planner estimates from, and what a common text is read with).
 */
export function registrationSearch(q: string, lookup = true): SQL {
  const lowered = q.toLowerCase();
  const email = sql`lower(${reg.buyerEmail})`;
  const contains = ilike(email, containsPattern(lowered));
  return lookup && isShortSearch(lowered)
    ? sql`list_grams(${email}) @> array[lower(${lowered}::text)] and ${contains}`
    : contains;
}

export class AdminOrders {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly pages: DeepPages,
    /** A search counts exactly up to this many matches (config.listExactTotalUpTo). */
    private readonly exactTotalUpTo: number,
  ) {}

  async list(query: TAdminOrdersQuery): Promise<TAdminOrdersPage> {
    const filters = (lookup: boolean) =>
      and(
        query.eventId ? eq(reg.eventId, query.eventId) : undefined,
        query.q ? registrationSearch(query.q, lookup) : undefined,
      ) as SQL | undefined;
    // A search the planner expects to be common is read without the lookup of short texts.
    const estimate = query.q ? await estimateRows(this.db, sql`${reg}`, filters(false)!) : 0;
    const where = filters(!isCommonSearch(estimate, this.exactTotalUpTo));
    // The total and the page's ids side by side; the ids wait for the total only on a deep descending page.
    const counted = this.total(query, where, estimate);
    // Answered below; a failure of the ids first must not leave this one unhandled.
    counted.catch(() => undefined);
    const total = counted.then((c) => c.total);
    const ids = await this.pages.ids<string>(
      {
        from: reg,
        where,
        keys: SORT_KEYS[query.sort],
        id: { column: reg.orderId, type: 'uuid' },
        variant: JSON.stringify(['registrations', query.sort, query.eventId, query.q]),
      },
      {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
        direction: query.direction,
        total,
        marks: !query.q,
      },
    );
    const [rows, count] = await Promise.all([
      ids.length ? this.db.select().from(reg).where(inArray(reg.orderId, ids)) : [],
      counted,
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
    return { items, ...totalFields(count), page: query.page, pageSize: query.pageSize };
  }

  /** The unfiltered total is the sum of the sharded counter rather than a count of a million rows. */
  private async total(query: TAdminOrdersQuery, where: SQL | undefined, estimate: number): Promise<ListTotal> {
    if (query.q) return searchedTotal(this.db, sql`${reg}`, where!, this.exactTotalUpTo, estimate);
    if (where)
      return { total: (await this.db.select({ n: count() }).from(reg).where(where))[0].n, totalIsEstimate: false };
    const [row] = await this.db.select({ n: sum(orderRegistrationCounts.registrations) }).from(orderRegistrationCounts);
    return { total: Number(row.n ?? 0), totalIsEstimate: false };
  }

  /** Any order, whatever its status, read the way its buyer reads it. */
  async get(orderId: string): Promise<TOrder> {
    const [row] = await this.db.select({ personId: orders.personId }).from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound(NOT_FOUND.order);
    return new AttendeeOrders(this.db, row.personId, this.now).get(orderId);
  }
}
