// The double-entry ledger: each movement of money is one transaction of lines that sum to zero, in
// integer minor units of one currency, written in the caller's transaction beside the state it
// records. Signs: debits positive, credits negative. A sale debits the gateway (the buyer's money
// held at the payment provider) and credits the platform's fee and what is owed to the partner; a
// refund does the reverse for the amount sent back, with the fee given back in proportion. A damage
// charge debits the gateway and credits the whole amount to the partner.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { toMinor, type TCurrencyCode, type TInvoicePayment } from '@pavilion/domain';
import type { DbOrTx, Tx } from '../../db/client';
import {
  ledgerEntries,
  orders,
  partnerBalances,
  platformFeeChanges,
  platformFeeRates,
  ticketSubEvents,
  tickets,
} from '../../db/schema';
import { issueCancellingCreditNote, issueCreditNotes, issueDamageInvoice, issueOrderInvoice } from '../invoices';

export type LedgerAccount = (typeof ledgerEntries.$inferInsert)['account'];
export type LedgerKind = (typeof ledgerEntries.$inferInsert)['kind'];

export interface LedgerLine {
  account: LedgerAccount;
  amountMinor: number;
  partnerId?: number | null;
}

export interface LedgerTransaction {
  kind: LedgerKind;
  currency: TCurrencyCode;
  orderId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  planChargeId?: number | null;
  damageClaimId?: string | null;
  sponsorshipId?: number | null;
  at: Date;
  lines: LedgerLine[];
}

export class UnbalancedLedgerTransaction extends Error {
  constructor(sum: number) {
    super(`Ledger lines must sum to zero, these sum to ${sum}`);
    this.name = 'UnbalancedLedgerTransaction';
  }
}

/**
 * Writes one balanced transaction and moves the partners' balances by their partner_payable lines
 * (a balance is what the platform owes the partner: minus the sum of its lines). Zero lines are left
 * out. Refuses lines that do not sum to zero.
 */
export async function postLedgerTransaction(tx: Tx, t: LedgerTransaction): Promise<string> {
  const [transactionId] = await postLedgerTransactions(tx, [t]);
  return transactionId;
}

/**
 * Several balanced transactions in one write: their lines in one insert, each
 * partner's balance row moved once by the sum of its lines per currency, and what is owed kept per
 * event in one statement. The same lines and balances as posting them one at a time.
 */
export async function postLedgerTransactions(tx: Tx, ts: readonly LedgerTransaction[]): Promise<string[]> {
  const prepared = ts.map((t) => {
    const lines = t.lines.filter((line) => line.amountMinor !== 0);
    const sum = lines.reduce((total, line) => total + line.amountMinor, 0);
    if (sum !== 0) throw new UnbalancedLedgerTransaction(sum);
    for (const line of lines) {
      if (!Number.isSafeInteger(line.amountMinor)) throw new RangeError('Ledger amounts are whole minor units');
      if (line.account === 'partner_payable' && !line.partnerId)
        throw new Error('A partner_payable line names its partner');
    }
    return { t, lines, transactionId: randomUUID() };
  });
  const values = prepared.flatMap(({ t, lines, transactionId }) =>
    lines.map((line) => ({
      transactionId,
      kind: t.kind,
      account: line.account,
      partnerId: line.partnerId ?? null,
      orderId: t.orderId ?? null,
      refundId: t.refundId ?? null,
      payoutId: t.payoutId ?? null,
      planChargeId: t.planChargeId ?? null,
      damageClaimId: t.damageClaimId ?? null,
      sponsorshipId: t.sponsorshipId ?? null,
      currency: t.currency,
      amountMinor: line.amountMinor,
      createdAt: t.at,
    })),
  );
  if (!values.length) return prepared.map((p) => p.transactionId);
  const written = await tx.insert(ledgerEntries).values(values).returning({
    id: ledgerEntries.id,
    transactionId: ledgerEntries.transactionId,
    account: ledgerEntries.account,
    partnerId: ledgerEntries.partnerId,
    amountMinor: ledgerEntries.amountMinor,
  });
  const owed = new Map<string, { partnerId: number; currency: TCurrencyCode; change: number; at: Date }>();
  for (const { t, lines } of prepared) {
    for (const line of lines) {
      if (line.account !== 'partner_payable') continue;
      const key = `${line.partnerId}:${t.currency}`;
      const entry = owed.get(key) ?? { partnerId: line.partnerId!, currency: t.currency, change: 0, at: t.at };
      entry.change -= line.amountMinor;
      if (t.at > entry.at) entry.at = t.at;
      owed.set(key, entry);
    }
  }
  // Ascending partner ids: two postings never wait on each other's balance rows in opposite orders.
  const moves = [...owed.values()].sort((a, b) => a.partnerId - b.partnerId || a.currency.localeCompare(b.currency));
  for (const { partnerId, currency, change, at } of moves) {
    await tx
      .insert(partnerBalances)
      .values({ partnerId, currency, balanceMinor: change, updatedAt: at })
      .onConflictDoUpdate({
        target: [partnerBalances.partnerId, partnerBalances.currency],
        set: { balanceMinor: sql`${partnerBalances.balanceMinor} + ${change}`, updatedAt: at },
      });
  }
  // What the partner is owed and not yet paid out (a payout's own lines settle, they are not owed):
  // the lines, and their sum per event, after the balance rows (the payout run's order too).
  const posted = new Map<string, LedgerTransaction>(prepared.map((p) => [p.transactionId, p.t]));
  const payable = written.filter(
    (line) => line.account === 'partner_payable' && posted.get(line.transactionId)!.kind !== 'payout',
  );
  if (payable.length) {
    const rows = sql.join(
      payable.map((line) => {
        const t = posted.get(line.transactionId)!;
        return sql`(${line.id}::bigint, ${line.partnerId}::int, ${line.amountMinor}::bigint, ${t.currency}::text, ${t.orderId ?? null}::uuid, ${t.at.toISOString()}::timestamptz)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      with added as (
        insert into unsettled_payables (ledger_entry_id, partner_id, currency, event_id, amount_minor, created_at)
        select v.id, v.partner_id, v.currency, o.event_id, v.amount, v.at
        from (values ${rows}) v(id, partner_id, amount, currency, order_id, at)
        left join orders o on o.id = v.order_id
        order by v.partner_id
        returning partner_id, currency, event_id, amount_minor
      )
      insert into owed_by_event (partner_id, currency, event_id, amount_minor, lines)
      select partner_id, currency, event_id, sum(amount_minor), count(*) from added
      where event_id is not null group by partner_id, currency, event_id order by partner_id, currency, event_id
      on conflict (partner_id, currency, event_id) do update
        set amount_minor = owed_by_event.amount_minor + excluded.amount_minor,
            lines = owed_by_event.lines + excluded.lines`);
  }
  return prepared.map((p) => p.transactionId);
}

export interface FeeRate {
  percentBasisPoints: number;
  /** Major units, in each ticket's currency. */
  fixedPerTicket: number;
}

/** The partner's own commission rate, or the platform's default. */
export async function feeRateFor(db: DbOrTx, partnerId: number): Promise<FeeRate> {
  const rows = await db
    .select({
      partnerId: platformFeeRates.partnerId,
      percentBasisPoints: platformFeeRates.percentBasisPoints,
      fixedPerTicket: platformFeeRates.fixedPerTicket,
    })
    .from(platformFeeRates)
    .where(or(eq(platformFeeRates.partnerId, partnerId), isNull(platformFeeRates.partnerId)));
  const rate = rows.find((r) => r.partnerId === partnerId) ?? rows.find((r) => r.partnerId === null);
  if (!rate) throw new Error('No default platform fee rate (migration 0018 writes one)');
  return { percentBasisPoints: rate.percentBasisPoints, fixedPerTicket: Number(rate.fixedPerTicket) };
}

/** The platform's default rate in force. */
async function defaultFeeRate(db: DbOrTx): Promise<FeeRate> {
  const [rate] = await db.select().from(platformFeeRates).where(isNull(platformFeeRates.partnerId));
  if (!rate) throw new Error('No default platform fee rate (migration 0018 writes one)');
  return { percentBasisPoints: rate.percentBasisPoints, fixedPerTicket: Number(rate.fixedPerTicket) };
}

/**
 * The partner's next rate announced ahead (platform_fee_changes not yet applied) and when it applies: its
 * own next change, or the default's when the partner is on the default; null when none is announced.
 */
export async function nextFeeRateFor(
  db: DbOrTx,
  partnerId: number,
): Promise<{ rate: FeeRate; appliesFrom: Date } | null> {
  const [own] = await db
    .select({ id: platformFeeRates.id })
    .from(platformFeeRates)
    .where(eq(platformFeeRates.partnerId, partnerId));
  const pending = await db
    .select()
    .from(platformFeeChanges)
    .where(
      and(
        isNull(platformFeeChanges.appliedAt),
        or(eq(platformFeeChanges.partnerId, partnerId), isNull(platformFeeChanges.partnerId)),
      ),
    )
    .orderBy(asc(platformFeeChanges.appliesFrom), asc(platformFeeChanges.id));
  const rateOf = (c: typeof platformFeeChanges.$inferSelect): FeeRate | null =>
    c.percentBasisPoints === null
      ? null
      : { percentBasisPoints: c.percentBasisPoints, fixedPerTicket: Number(c.fixedPerTicket) };
  const ownNext = pending.find((c) => c.partnerId === partnerId);
  const defaultNext = pending.find((c) => c.partnerId === null);
  if (ownNext && (own || !defaultNext || ownNext.appliesFrom <= defaultNext.appliesFrom)) {
    const rate = rateOf(ownNext);
    if (rate) return { rate, appliesFrom: ownNext.appliesFrom };
    // Back on the default: the default as it will be then.
    const defaultThen =
      defaultNext && defaultNext.appliesFrom <= ownNext.appliesFrom ? rateOf(defaultNext)! : await defaultFeeRate(db);
    return { rate: defaultThen, appliesFrom: ownNext.appliesFrom };
  }
  if (!own && defaultNext) return { rate: rateOf(defaultNext)!, appliesFrom: defaultNext.appliesFrom };
  return null;
}

/**
 * The commission on one ticket paid `paidMinor` (its price and extras): the percentage, rounded to
 * the nearest minor unit, plus the fixed amount; never more than the ticket paid, nothing on a free one.
 */
export function ticketFeeMinor(paidMinor: number, rate: FeeRate, currency: TCurrencyCode): number {
  if (paidMinor <= 0) return 0;
  const fee = Math.round((paidMinor * rate.percentBasisPoints) / 10_000) + toMinor(rate.fixedPerTicket, currency);
  return Math.min(fee, paidMinor);
}

/** What each ticket of an order paid: its price less its promo discount, plus its extras, in minor units. */
export async function ticketAmountsOfOrder(
  db: DbOrTx,
  orderId: string,
): Promise<Array<{ ticketId: string; paidMinor: number }>> {
  return (await ticketAmountsOfOrders(db, [orderId])).get(orderId) ?? [];
}

/** The same for several orders in one query: per order, its tickets in their order. */
export async function ticketAmountsOfOrders(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, Array<{ ticketId: string; paidMinor: number }>>> {
  const byOrder = new Map<string, Array<{ ticketId: string; paidMinor: number }>>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({
      orderId: tickets.orderId,
      ticketId: tickets.id,
      price: sql<string>`${tickets.priceMinor} - ${tickets.discountMinor}`,
      extras: sql<string>`coalesce((select sum(${ticketSubEvents.priceMinor}) from ${ticketSubEvents} where ${ticketSubEvents.ticketId} = ${tickets.id}), 0)`,
    })
    .from(tickets)
    .where(orderIds.length === 1 ? eq(tickets.orderId, orderIds[0]) : inArray(tickets.orderId, [...orderIds]))
    .orderBy(tickets.orderId, tickets.position, tickets.id);
  for (const r of rows) {
    const list = byOrder.get(r.orderId) ?? [];
    list.push({ ticketId: r.ticketId, paidMinor: Number(r.price) + Number(r.extras) });
    byOrder.set(r.orderId, list);
  }
  return byOrder;
}

/**
 * The ledger lines of a paid order, in the transaction that marks it paid: the buyer's payment at
 * the gateway, the platform's fee per paid ticket (on what it paid, after any promo code) and the rest
 * owed to the event's partner; then the order's invoice (issued now unless it already was). A sale paid
 * by bank transfer debits `bank` (Pavilion's account) instead of the gateway.
 */
export async function recordSale(
  tx: Tx,
  orderId: string,
  at: Date,
  collectedIn: 'gateway' | 'bank' = 'gateway',
): Promise<void> {
  const [order] = await tx
    .select({ partnerId: orders.partnerId, currency: orders.currency, totalMinor: orders.totalMinor })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.partnerId) throw new Error(`order ${orderId} has no partner to owe its sale to`);
  const rate = await feeRateFor(tx, order.partnerId);
  const amounts = await ticketAmountsOfOrder(tx, orderId);
  const fee = amounts.reduce((total, t) => total + ticketFeeMinor(t.paidMinor, rate, order.currency), 0);
  await postLedgerTransaction(tx, {
    kind: 'sale',
    currency: order.currency,
    orderId,
    at,
    lines: [
      { account: collectedIn, amountMinor: order.totalMinor },
      { account: 'platform_fees', amountMinor: -fee },
      { account: 'partner_payable', amountMinor: -(order.totalMinor - fee), partnerId: order.partnerId },
    ],
  });
  await issueOrderInvoice(tx, orderId, at);
}

/**
 * The ledger lines of a refund sent back, in the transaction that marks it refunded: the gateway
 * pays out the amount, the platform gives back its fee in proportion, the partner the rest. The fee
 * given back is counted on everything refunded so far, so partial refunds that add up to the whole
 * give back exactly the whole fee.
 */
export async function recordRefund(
  tx: Tx,
  refund: { id: string; orderId: string; amountMinor: number; currency: TCurrencyCode },
  at: Date,
): Promise<void> {
  await recordRefunds(tx, [refund], at);
}

/**
 * The same for several refunds in one posting; refunds of one order count each other's, in their order.
 * Each refund gets its credit note.
 */
export async function recordRefunds(
  tx: Tx,
  refunds: ReadonlyArray<{ id: string; orderId: string; amountMinor: number; currency: TCurrencyCode }>,
  at: Date,
): Promise<void> {
  if (!refunds.length) return;
  const orderIds = [...new Set(refunds.map((r) => r.orderId))];
  const sums = await tx
    .select({
      orderId: ledgerEntries.orderId,
      kind: ledgerEntries.kind,
      account: ledgerEntries.account,
      partnerId: sql<number | null>`max(${ledgerEntries.partnerId})`,
      total: sql<string>`sum(${ledgerEntries.amountMinor})`,
    })
    .from(ledgerEntries)
    .where(orderIds.length === 1 ? eq(ledgerEntries.orderId, orderIds[0]) : inArray(ledgerEntries.orderId, orderIds))
    .groupBy(ledgerEntries.orderId, ledgerEntries.kind, ledgerEntries.account);
  // Per order what its refunds so far took back, moved on by each refund of this posting.
  const back = new Map<string, { refunded: number; feeBack: number }>();
  const postings: LedgerTransaction[] = refunds.map((refund) => {
    const mine = sums.filter((s) => s.orderId === refund.orderId);
    const of = (kind: LedgerKind, account: LedgerAccount) =>
      Number(mine.find((s) => s.kind === kind && s.account === account)?.total ?? 0);
    // The money goes back the way it came: the gateway, or for a transfer what is owed to the buyer
    // until Pavilion's transfer to them is sent (recordRefundTransfers).
    const collectedIn: LedgerAccount = of('sale', 'bank') > 0 ? 'bank' : 'gateway';
    const backTo: LedgerAccount = collectedIn === 'bank' ? 'refunds_owed' : 'gateway';
    const paid = of('sale', collectedIn);
    const fee = -of('sale', 'platform_fees');
    const partnerId = mine.find((s) => s.kind === 'sale' && s.account === 'partner_payable')?.partnerId;
    if (paid <= 0 || !partnerId) throw new Error(`order ${refund.orderId} has no sale in the ledger to refund`);
    const before = back.get(refund.orderId) ?? {
      refunded: -of('refund', collectedIn) - of('refund', 'refunds_owed'),
      feeBack: of('refund', 'platform_fees'),
    };
    const refundedAfter = before.refunded + refund.amountMinor;
    if (refundedAfter > paid) throw new Error(`refunds of order ${refund.orderId} would exceed what it paid`);
    const feeBack = Math.floor((fee * refundedAfter) / paid) - before.feeBack;
    back.set(refund.orderId, { refunded: refundedAfter, feeBack: before.feeBack + feeBack });
    return {
      kind: 'refund',
      currency: refund.currency,
      orderId: refund.orderId,
      refundId: refund.id,
      at,
      lines: [
        { account: backTo, amountMinor: -refund.amountMinor },
        { account: 'platform_fees', amountMinor: feeBack },
        { account: 'partner_payable', amountMinor: refund.amountMinor - feeBack, partnerId: Number(partnerId) },
      ],
    };
  });
  await postLedgerTransactions(tx, postings);
  // Each refund's credit note, after the balance rows the posting moved (the invoices' lock order).
  await issueCreditNotes(tx, refunds, at);
}

/**
 * Refunds of orders paid by bank transfer whose transfer to the buyer was sent, in the transaction
 * that records them refunded: what was owed to the buyer (refunds_owed, credited when the refund was
 * granted) leaves Pavilion's bank account.
 */
export async function recordRefundTransfers(
  tx: Tx,
  refunds: ReadonlyArray<{ id: string; orderId: string; amountMinor: number; currency: TCurrencyCode }>,
  at: Date,
): Promise<void> {
  await postLedgerTransactions(
    tx,
    refunds.map((refund) => ({
      kind: 'refund_transfer',
      currency: refund.currency,
      orderId: refund.orderId,
      refundId: refund.id,
      at,
      lines: [
        { account: 'refunds_owed', amountMinor: refund.amountMinor },
        { account: 'bank', amountMinor: -refund.amountMinor },
      ],
    })),
  );
}

/**
 * The ledger lines of a damage charge taken from the buyer's card, in the transaction that marks the
 * claim charged: the gateway receives the amount and all of it is owed to the partner (the platform
 * takes no commission on damage, docs/decisions/README.md "Damage claims"). The lines name the order, so
 * the payout of the order's event counts them (payable from the event's payable day, at once when
 * that has passed).
 */
export async function recordDamageCharge(
  tx: Tx,
  claim: { id: string; orderId: string; partnerId: number; chargeAmountMinor: number; currency: TCurrencyCode },
  at: Date,
): Promise<void> {
  if (!(claim.chargeAmountMinor > 0)) throw new Error(`damage claim ${claim.id} has nothing to charge`);
  await postLedgerTransaction(tx, {
    kind: 'damage_charge',
    currency: claim.currency,
    orderId: claim.orderId,
    damageClaimId: claim.id,
    at,
    lines: [
      { account: 'gateway', amountMinor: claim.chargeAmountMinor },
      { account: 'partner_payable', amountMinor: -claim.chargeAmountMinor, partnerId: claim.partnerId },
    ],
  });
  await issueDamageInvoice(tx, claim, at);
}

/**
 * What a bank transfer's buyer owes, as receivables against transfers_due: `transfer_due` adds it when
 * the transfer is chosen, `transfer_settled` takes it off when the money arrives or the order ends unpaid.
 * No line for the partner: nothing is owed to it before the money is in.
 */
async function postTransferOwed(tx: Tx, orderId: string, at: Date, kind: 'transfer_due' | 'transfer_settled') {
  const [order] = await tx
    .select({ currency: orders.currency, totalMinor: orders.totalMinor })
    .from(orders)
    .where(eq(orders.id, orderId));
  const owed = kind === 'transfer_due' ? order.totalMinor : -order.totalMinor;
  await postLedgerTransaction(tx, {
    kind,
    currency: order.currency,
    orderId,
    at,
    lines: [
      { account: 'receivables', amountMinor: owed },
      { account: 'transfers_due', amountMinor: -owed },
    ],
  });
}

/**
 * An order the buyer chose to pay by bank transfer: what they owe is receivable until the transfer
 * arrives, and the invoice is issued now with how to pay it.
 */
export async function recordTransferDue(tx: Tx, orderId: string, at: Date, payment: TInvoicePayment): Promise<void> {
  await postTransferOwed(tx, orderId, at, 'transfer_due');
  await issueOrderInvoice(tx, orderId, at, payment);
}

/**
 * The transfer is settled: what was receivable is no longer awaited, and either it arrived (the sale,
 * collected in the bank account, as a card sale is at the gateway) or the order was cancelled unpaid
 * (a credit note cancels its invoice).
 */
export async function recordTransferSettled(tx: Tx, orderId: string, at: Date, paid: boolean): Promise<void> {
  await postTransferOwed(tx, orderId, at, 'transfer_settled');
  if (paid) await recordSale(tx, orderId, at, 'bank');
  else await issueCancellingCreditNote(tx, orderId, at);
}

/** Lines of one order, for tests and support. */
export function ledgerOfOrder(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId)));
}
