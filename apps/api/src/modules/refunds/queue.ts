// Cancellations that arrive together go together (platform/batch-queue.ts): one transaction locks
// their orders, and each read and write is one statement for all of them, the seats of a ticket type
// given back once per batch; their refunds are then sent and recorded together. Every order's answer
// is the one it would get alone: a refusal of one (already cancelled, not paid ...) changes nothing
// of it and does not stop the others.
import { inArray } from 'drizzle-orm';
import { type TOrder } from '@pavilion/domain';
import { orders } from '../../db/schema';
import { BatchQueue } from '../../platform/batch-queue';
import { retryingTransaction } from '../../platform/locks';
import { OrderViews } from '../orders';
import { cancelOrdersIn } from './cancel.service';
import { RefundSender } from './sender';
import type { CancelItem, CancelOutcome, RefundsDeps, Settled } from './types';

/** Cancellations sent together take at most this many orders in one transaction. */
export const MAX_CANCELLATION_BATCH = 100;

/**
 * The process's cancellations, batched (platform/batch-queue.ts): one batch at a time, what arrives
 * meanwhile goes in the next. A batch is cancelled in one transaction, its refunds sent and recorded
 * together, and its orders read back together for the answers. Two requests for one order in a batch
 * go in turn, in arrival order, each in its own transaction, as they would one after the other.
 */
export class CancellationQueue {
  private readonly queue: BatchQueue<CancelItem, Settled<TOrder>>;

  constructor(
    private readonly deps: RefundsDeps,
    maxBatch = MAX_CANCELLATION_BATCH,
  ) {
    this.queue = new BatchQueue((_key, items) => this.inTurn(items), maxBatch);
  }

  cancel(item: CancelItem): Promise<Settled<TOrder>> {
    return this.queue.add('cancellations', item);
  }

  /** The batch in rounds of distinct orders: a second request for an order goes in the next round. */
  private async inTurn(items: CancelItem[]): Promise<Settled<TOrder>[]> {
    const results: Settled<TOrder>[] = new Array(items.length);
    let pending = items.map((item, index) => ({ item, index }));
    while (pending.length) {
      const seen = new Set<string>();
      const round: typeof pending = [];
      const later: typeof pending = [];
      for (const p of pending) {
        if (seen.has(p.item.orderId)) later.push(p);
        else {
          seen.add(p.item.orderId);
          round.push(p);
        }
      }
      const answers = await this.round(round.map((p) => p.item));
      round.forEach((p, k) => (results[p.index] = answers[k]));
      pending = later;
    }
    return results;
  }

  /** Distinct orders: cancelled in one transaction, then their refunds sent, then read back. */
  private async round(items: CancelItem[]): Promise<Settled<TOrder>[]> {
    const { db, now: clock, logger } = this.deps;
    let outcomes: Settled<CancelOutcome>[];
    try {
      outcomes = await retryingTransaction(db, (tx) => cancelOrdersIn(this.deps, tx, items, clock()));
    } catch (err) {
      // Nothing of the batch was written: each goes again alone, so only a bad one fails.
      if (items.length === 1) return [{ ok: false, error: err }];
      const alone: Settled<TOrder>[] = [];
      for (const item of items) alone.push(...(await this.round([item])));
      return alone;
    }
    const refundIds = outcomes.flatMap((o) => (o.ok && o.value.refundId ? [o.value.refundId] : []));
    try {
      await new RefundSender(this.deps).sendMany(refundIds);
    } catch (err) {
      // The cancellations stand; their refunds stay requested and the worker sends them.
      logger.warn(
        { refunds: refundIds.length, error: err instanceof Error ? err.name : typeof err },
        'refund send failed',
      );
    }
    const done = items.filter((_, k) => outcomes[k].ok).map((item) => item.orderId);
    try {
      const reads = new OrderViews(db, clock);
      const views = done.length ? await reads.views(await reads.select().where(inArray(orders.id, done))) : [];
      const byId = new Map(views.map((v) => [v.id, v]));
      return outcomes.map((o, k) =>
        o.ok ? { ok: true, value: byId.get(items[k].orderId)! } : { ok: false, error: o.error },
      );
    } catch (err) {
      return items.map(() => ({ ok: false, error: err }));
    }
  }
}
