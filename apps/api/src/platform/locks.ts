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
//      ascending partner ids (ledger/service.ts). Rows kept by triggers (the search projection, the
//      sales figures) are written under the lock of the row whose change fires them.
//
// A transaction may skip levels but never goes back up. Mind the locks PostgreSQL takes for a foreign
// key: a row inserted that references an event (what is owed per event, for one) takes the event's row
// FOR KEY SHARE, which waits for an event's cancellation, so a transaction that writes such rows takes
// level 1 first, as recording refunds does. Should a deadlock or a serialization failure
// still happen (a path outside this order, a lock PostgreSQL takes for a foreign key), the transaction
// is tried once more from the start; a second failure answers 503 with a retry hint, never 500.
import { asc, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { events, orders } from '../db/schema';
import { isRetryableConflict } from './db-errors';

/**
 * Level 1 for everything but the event's cancellation: the events of these orders FOR SHARE, ascending
 * ids, in one statement. An order's event never changes, so finding it before any lock is safe.
 */
export async function shareEventsOfOrders(tx: Tx, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  await tx
    .select({ id: events.id })
    .from(events)
    .where(
      inArray(
        events.id,
        tx
          .select({ eventId: orders.eventId })
          .from(orders)
          .where(inArray(orders.id, [...new Set(orderIds)])),
      ),
    )
    .orderBy(asc(events.id))
    .for('share');
}

/** Level 2: the orders FOR UPDATE, ascending ids. */
export async function lockOrders(tx: Tx, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]))
    .orderBy(asc(orders.id))
    .for('update');
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
