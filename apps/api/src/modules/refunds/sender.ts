// Refunds to the gateway under their own ids as idempotency keys; the transaction that records one as
// refunded writes its ledger lines and the "refund sent" email. A failed or interrupted refund is
// retried by the refund worker. A refund of an order paid by bank transfer goes to transfers.ts.
import { and, asc, eq, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import { type TCurrencyCode } from '@pavilion/domain';
import { rowsOf } from '../../db/raw-sql';
import { events, orders, payments, refunds } from '../../db/schema';
import { lockOrders, retryingTransaction, shareEventsOfOrders } from '../../platform/locks';
import { refundRetryDelayMs, type RefundResult } from '../../platform/payments';
import { recordRefunds } from '../ledger';
import { refundSent, sendBuyerMessages } from './emails';
import { grantTransferRefunds } from './transfers';
import { mailOf, type RefundsDeps } from './types';

/** Sending refunds through the gateway and recording the outcome: the request that asked, and the worker. */
export class RefundSender {
  constructor(private readonly deps: RefundsDeps) {}

  /**
   * Sends one refund to the gateway (its id is the idempotency key, so a retry never pays twice) and
   * records the outcome: refunded with its ledger lines and the buyer's email, or failed until its
   * next attempt. Safe to call from several places at once: only one records it as refunded.
   */
  async send(refundId: string): Promise<void> {
    await this.sendMany([refundId]);
  }

  /**
   * The same for several refunds: sent to the gateway side by side, each under its own key, and their
   * outcomes recorded in one transaction (the refunded ones' ledger lines in one posting, their
   * emails in one insert).
   */
  async sendMany(refundIds: readonly string[]): Promise<void> {
    if (!refundIds.length) return;
    const { db, gateway, now: clock, logger } = this.deps;
    const rows = await db
      .select({ refund: refunds, chargeReference: payments.gatewayReference, gateway: payments.gateway })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(refundIds.length === 1 ? eq(refunds.id, refundIds[0]) : inArray(refunds.id, [...refundIds]));
    const open = rows.filter((row) => row.refund.status === 'requested' || row.refund.status === 'failed');
    // A bank transfer is paid back by transfer from Pavilion's account, to an account the buyer names
    // (transfers.ts): granted here, sent when an administrator records the finance team's transfer.
    const byTransfer = open.filter((row) => row.gateway === 'bank_transfer').map((row) => row.refund.id);
    if (byTransfer.length) await grantTransferRefunds(this.deps, byTransfer);
    const due = open.filter((row) => row.gateway !== 'bank_transfer');
    if (!due.length) return;
    const results = await Promise.all(
      due.map(async (row): Promise<RefundResult> => {
        try {
          if (!row.chargeReference) throw new Error('the charge has no gateway reference');
          return await gateway.refund({
            chargeReference: row.chargeReference,
            amountMinor: row.refund.amountMinor,
            currency: row.refund.currency,
            idempotencyKey: row.refund.id,
          });
        } catch (err) {
          // Only the kind of error: a provider's message may quote the request.
          logger.warn(
            { refundId: row.refund.id, error: err instanceof Error ? err.name : typeof err },
            'refund gateway call failed',
          );
          return { status: 'failed', reference: null, message: 'The payment provider could not be reached' };
        }
      }),
    );
    await retryingTransaction(db, async (tx) => {
      const now = clock();
      // The orders locked before anything of their refunds is read or written, after their events
      // (platform/locks.ts: what is owed per event references the event): refunds of one order recorded
      // at once, by two requests or two instances, then take turns, so each counts the fee given back
      // by those before it (recordRefunds).
      const refunded = due.map((row) => row.refund.orderId);
      await shareEventsOfOrders(tx, refunded);
      await lockOrders(tx, refunded);
      const paid: Array<{ id: string; reference: string | null }> = [];
      for (const [k, result] of results.entries()) {
        const { refund } = due[k];
        if (result.status !== 'failed') {
          paid.push({ id: refund.id, reference: result.reference });
          continue;
        }
        // The delay follows this attempt's count; the stored count is incremented where it stands.
        await tx
          .update(refunds)
          .set({
            status: 'failed',
            attempts: sql`${refunds.attempts} + 1`,
            failureMessage: result.message.slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(refund.attempts + 1)),
            updatedAt: now,
          })
          .where(and(eq(refunds.id, refund.id), ne(refunds.status, 'refunded')));
      }
      if (!paid.length) return;
      const values = sql.join(
        paid.map((p) => sql`(${p.id}::uuid, ${p.reference}::varchar)`),
        sql`, `,
      );
      // Someone else may have recorded one first: the ledger and the email of that one are theirs.
      const won = rowsOf<{ id: string; order_id: string; amount_minor: string | number; currency: TCurrencyCode }>(
        await tx.execute(sql`
          update refunds r set status = 'refunded', attempts = r.attempts + 1, refunded_at = ${now.toISOString()}::timestamptz,
            gateway_reference = v.reference, failure_message = null, updated_at = ${now.toISOString()}::timestamptz
          from (values ${values}) v(id, reference)
          where r.id = v.id and r.status <> 'refunded'
          returning r.id, r.order_id, r.amount_minor, r.currency`),
      ).map((r) => ({ id: r.id, orderId: r.order_id, amountMinor: Number(r.amount_minor), currency: r.currency }));
      if (!won.length) return;
      await recordRefunds(tx, won, now);
      const orderIds = [...new Set(won.map((w) => w.orderId))];
      const heads = await tx
        .select({ order: orders, name: events.name })
        .from(orders)
        .innerJoin(events, eq(events.id, orders.eventId))
        .where(orderIds.length === 1 ? eq(orders.id, orderIds[0]) : inArray(orders.id, orderIds));
      const headOf = new Map(heads.map((h) => [h.order.id, h]));
      await sendBuyerMessages(
        tx,
        won.map((w) => {
          const head = headOf.get(w.orderId)!;
          return refundSent(
            mailOf(head.order, head),
            { amountMinor: w.amountMinor, refundedAt: now },
            this.deps.config,
          );
        }),
      );
    });
  }

  /**
   * The worker's round: refunds that failed and are due again, and requested ones whose request died
   * before recording an answer. Each is claimed by moving its next attempt on (a lease), so two
   * instances do not send the same refund at once; the gateway's idempotency would absorb it anyway.
   */
  async sendDue(limit = 50): Promise<number> {
    const { db, now: clock } = this.deps;
    const now = clock();
    const due = await db
      .select({ id: refunds.id, nextAttemptAt: refunds.nextAttemptAt })
      .from(refunds)
      .where(
        and(
          ne(refunds.status, 'refunded'),
          // A bank transfer's refund waits for its buyer and the finance team, not for the worker.
          notInArray(refunds.status, ['awaiting_account', 'to_pay_back']),
          lte(refunds.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(refunds.nextAttemptAt))
      .limit(limit);
    let sent = 0;
    for (const refund of due) {
      const [claimed] = await db
        .update(refunds)
        .set({ nextAttemptAt: new Date(now.getTime() + this.deps.config.refundLeaseMs) })
        .where(
          and(
            eq(refunds.id, refund.id),
            inArray(refunds.status, ['requested', 'failed']),
            eq(refunds.nextAttemptAt, refund.nextAttemptAt),
          ),
        )
        .returning({ id: refunds.id });
      if (!claimed) continue;
      await this.send(refund.id);
      sent += 1;
    }
    return sent;
  }
}
