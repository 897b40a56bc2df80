// The full-refund offers open on orders (Customer terms B2; written by refunds/change-offers.ts when an
// event changes significantly): the order's view shows them and a cancellation refunds in full.
import { and, gt, inArray } from 'drizzle-orm';
import type { TEventChange } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { orderChangeOffers } from '../../db/schema';

export interface OpenChangeOffer {
  changes: TEventChange[];
  expiresAt: Date;
}

/** The orders among `orderIds` with a full-refund offer open at `now` (the latest ending one each). */
export async function openChangeOffers(
  db: DbOrTx,
  orderIds: ReadonlyArray<string>,
  now: Date,
): Promise<Map<string, OpenChangeOffer>> {
  const open = new Map<string, OpenChangeOffer>();
  if (!orderIds.length) return open;
  const rows = await db
    .select({
      orderId: orderChangeOffers.orderId,
      changes: orderChangeOffers.changes,
      expiresAt: orderChangeOffers.expiresAt,
    })
    .from(orderChangeOffers)
    .where(and(inArray(orderChangeOffers.orderId, [...orderIds]), gt(orderChangeOffers.expiresAt, now)));
  for (const row of rows) {
    const seen = open.get(row.orderId);
    if (!seen || seen.expiresAt < row.expiresAt)
      open.set(row.orderId, { changes: row.changes, expiresAt: row.expiresAt });
  }
  return open;
}
