// The common order (one ticket type, no extras with a capacity) is placed by place_orders() (migration
// 0006_place_orders): one call for every such order of a ticket type that is waiting. While a call is
// under way, orders for the same ticket type queue up in this process and go together in the next
// one; an order that finds nothing under way goes at once, alone. So a quiet ticket type pays no
// wait, and a ticket type on sale to a crowd has its row locked, updated and committed once per batch
// instead of once per order: the orders then cost the database little more than their inserts.
//
// The answers are those of placing the orders one after another in arrival order: each is granted
// if it fits what the earlier ones left, and a later smaller order may fit after a larger one was
// refused. The whole call is one statement: either the batch is placed or nothing of it is.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { intArrayText, rowsOf } from '../../db/raw-sql';
import { BatchQueue } from '../../platform/batch-queue';
import type { orders, ticketSubEvents, tickets } from '../../db/schema';

/** What one order places: its row, its tickets, their extras (none with a capacity). */
export interface PlacementDraft {
  order: typeof orders.$inferInsert & { id: string; holdExpiresAt: Date; createdAt: Date };
  tickets: (typeof tickets.$inferInsert & { id: string })[];
  links: (typeof ticketSubEvents.$inferInsert)[];
}

/** At most this many orders go in one call (a bound on its size; a crowd fills the next call). */
export const MAX_BATCH = 100;

/**
 * Per key (the ticket type), runs one batch at a time; what arrives meanwhile waits and goes in the
 * next batch, in arrival order. `run` answers, per item, whether it was placed. When a batch fails,
 * its orders are tried again one by one, so one bad order cannot fail the others.
 */
export class PlacementQueue<T> extends BatchQueue<T, boolean> {
  constructor(run: (key: number, items: T[]) => Promise<boolean[]>, maxBatch = MAX_BATCH) {
    super(async (key, items) => {
      const placed = await run(Number(key), items);
      return items.map((_, i) => placed[i] === true);
    }, maxBatch);
  }

  place(key: number, item: T): Promise<boolean> {
    return this.add(key, item);
  }
}

const dialect = new PgDialect({ casing: 'snake_case' });
const p = (name: string) => sql.placeholder(name);

function placeOrdersQuery(db: Database) {
  const statement = sql`select place_orders(${p('type_id')}::int, ${p('seats')}::int[], ${p('orders')}::jsonb, ${p('tickets')}::jsonb, ${p('links')}::jsonb) as granted`;
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, undefined, false);
}

/** The call's arguments: rows as JSON with snake_case keys, each carrying its order's place `n` (from 1). */
function placementArguments(typeId: number, drafts: readonly PlacementDraft[]) {
  const orderRows: unknown[] = [];
  const ticketRows: unknown[] = [];
  const linkRows: unknown[] = [];
  drafts.forEach(({ order, tickets: ts, links }, i) => {
    const n = i + 1;
    orderRows.push({
      n,
      id: order.id,
      person_id: order.personId,
      event_id: order.eventId,
      currency: order.currency,
      total_minor: order.totalMinor,
      hold_expires_at: order.holdExpiresAt.toISOString(),
      buyer_first_name: order.buyerFirstName,
      buyer_surname: order.buyerSurname,
      buyer_email: order.buyerEmail,
      created_at: order.createdAt.toISOString(),
    });
    for (const t of ts) {
      ticketRows.push({
        n,
        id: t.id,
        order_id: order.id,
        event_id: t.eventId,
        ticket_type_id: t.ticketTypeId,
        price_minor: t.priceMinor,
        currency: t.currency,
        first_name: t.firstName,
        surname: t.surname,
        email: t.email,
        company: t.company,
        job_title: t.jobTitle,
        position: t.position,
      });
    }
    for (const l of links)
      linkRows.push({ n, ticket_id: l.ticketId, sub_event_id: l.subEventId, price_minor: l.priceMinor });
  });
  return {
    type_id: typeId,
    seats: intArrayText(drafts.map((d) => d.tickets.length)),
    orders: JSON.stringify(orderRows),
    tickets: JSON.stringify(ticketRows),
    links: JSON.stringify(linkRows),
  };
}

/** Places orders of one ticket type through place_orders(), batching those that arrive together. */
export class OrderPlacements {
  private readonly query: ReturnType<typeof placeOrdersQuery>;
  private readonly queue: PlacementQueue<PlacementDraft>;

  constructor(db: Database, maxBatch = MAX_BATCH) {
    this.query = placeOrdersQuery(db);
    this.queue = new PlacementQueue((typeId, drafts) => this.placeTogether(typeId, drafts), maxBatch);
  }

  /** True when the order was placed (its seats held), false when not enough seats were left. */
  place(typeId: number, draft: PlacementDraft): Promise<boolean> {
    return this.queue.place(typeId, draft);
  }

  /** One place_orders() call for these orders, in this order: per order, whether it was placed. */
  async placeTogether(typeId: number, drafts: readonly PlacementDraft[]): Promise<boolean[]> {
    const [row] = rowsOf<{ granted: string }>(await this.query.execute(placementArguments(typeId, drafts)));
    return [...row.granted].map((c) => c === 't');
  }
}
