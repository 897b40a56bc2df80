// The one lock order of every transaction where money or seats move, so that no two of them can wait
// on each other in a circle (a deadlock):
//
//   1. the events, ascending ids: FOR UPDATE by the event's cancellation only, FOR SHARE by every
//      payment, cancellation and refund of its orders, so an event's cancellation waits for those under
//      way and those that come after it wait for it and see it;
//   2. the orders, ascending ids, FOR UPDATE;
//   3. their payments and refunds;
//   4. their tickets;
//   5. then two leaves that no transaction holds while waiting for the other: the ticket types and then
//      the extras, ascending ids (orders/holds.ts); and the ledger with the partners' balances,
//      ascending partner ids (ledger/ledger.ts). Rows kept by triggers (the search projection, the
//      sales figures) are written under the lock of the row whose change fires them.
//
// A transaction may skip levels but never goes back up. Should a deadlock or a serialization failure
// still happen (a path outside this order, a lock PostgreSQL takes for a foreign key), the transaction
// is tried once more from the start; a second failure answers 503 with a retry hint, never 500.
import { asc, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { events, orders } from '../db/schema';
import { isRetryableConflict } from './db-errors';

/** Level 1 for everything but the event's cancellation: the events' rows FOR SHARE, ascending ids. */
export async function shareEvents(tx: Tx, eventIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(eventIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  await tx.select({ id: events.id }).from(events).where(inArray(events.id, ids)).orderBy(asc(events.id)).for('share');
}

/**
 * Levels 1 and 2 for orders known by id: their events FOR SHARE, then the orders FOR UPDATE, both
 * ascending. An order's event never changes, so reading it before the locks is safe.
 */
export async function lockOrdersWithEvents(tx: Tx, orderIds: readonly string[]): Promise<void> {
  const ids = [...new Set(orderIds)].sort();
  if (!ids.length) return;
  const of = await tx.select({ eventId: orders.eventId }).from(orders).where(inArray(orders.id, ids));
  await shareEvents(
    tx,
    of.map((o) => o.eventId),
  );
  await tx.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');
}

let retried = 0;

/** How many transactions this process has had to try again: none while every path keeps the lock order. */
export function retriedTransactions(): number {
  return retried;
}

/** A transaction tried once more when PostgreSQL ends it with a deadlock or a serialization failure. */
export async function retryingTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (!isRetryableConflict(err)) throw err;
    retried += 1;
    return db.transaction(work);
  }
}
