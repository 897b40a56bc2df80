import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, orders, partnerBalances, platformFeeRates, unsettledPayables } from '../../db/schema';
import { useCheckout } from '@pavilion/api-testing/checkout';
import { checkLedger } from './check';
import { ledgerOfOrder, postLedgerTransaction, ticketFeeMinor, UnbalancedLedgerTransaction } from './service';

const { t, buyer, pendingOrder, pay } = useCheckout();

async function paidOrder(opts: { tickets?: number; extras?: boolean } = {}) {
  const b = await buyer();
  const { orderId } = await pendingOrder(b, opts);
  expect((await pay(b.auth, orderId)).status).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

const byAccount = (lines: Array<{ account: string; amountMinor: number }>) =>
  Object.fromEntries(lines.map((l) => [l.account, l.amountMinor]));

describe('the platform fee per paid ticket', () => {
  const rate = { percentBasisPoints: 500, fixedPerTicket: 0.5 };
  it('is the percentage, rounded to the minor unit, plus the fixed amount in the ticket currency', () => {
    expect(ticketFeeMinor(14_500, rate, 'USD')).toBe(725 + 50);
    expect(ticketFeeMinor(999, rate, 'USD')).toBe(50 + 50);
    // Yen have no minor unit: 0.50 rounds to ¥1.
    expect(ticketFeeMinor(15_000, rate, 'JPY')).toBe(750 + 1);
  });
  it('is nothing on a free ticket and never more than the ticket paid', () => {
    expect(ticketFeeMinor(0, rate, 'USD')).toBe(0);
    expect(ticketFeeMinor(40, rate, 'USD')).toBe(40);
  });
});

describe('a paid order in the ledger', () => {
  it('writes the payment, the default fee (5 % + 0.50 per ticket) and the partner payable, balanced', async () => {
    const order = await paidOrder({ tickets: 2, extras: true });
    // Two tickets of 125.00 with a 20.00 extra each: 290.00; the fee 2 x (7.25 + 0.50).
    const lines = await ledgerOfOrder(t.db, order.id);
    expect(lines.every((l) => l.kind === 'sale' && l.currency === 'USD')).toBe(true);
    expect(new Set(lines.map((l) => l.transactionId)).size).toBe(1);
    expect(byAccount(lines)).toEqual({ gateway: 29_000, platform_fees: -1_550, partner_payable: -27_450 });
    expect(lines.find((l) => l.account === 'partner_payable')!.partnerId).toBe(order.partnerId);
    const [balance] = await t.db.select().from(partnerBalances).where(eq(partnerBalances.partnerId, order.partnerId!));
    expect(balance).toMatchObject({ currency: 'USD', balanceMinor: 27_450 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("uses the partner's own rate when it has one", async () => {
    // Each order is on a fresh event of a fresh partner: give that partner the rate, then buy again from it.
    const b = await buyer();
    const { orderId, sale } = await pendingOrder(b);
    const [created] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    await t.db
      .insert(platformFeeRates)
      .values({ partnerId: created.partnerId, percentBasisPoints: 1_000, fixedPerTicket: 0 });
    expect(sale.eventId).toBe(created.eventId);
    expect((await pay(b.auth, orderId)).status).toBe(200);
    expect(byAccount(await ledgerOfOrder(t.db, orderId))).toEqual({
      gateway: 12_500,
      platform_fees: -1_250,
      partner_payable: -11_250,
    });
  });
});

describe('the ledger check', () => {
  it('refuses a transaction that does not sum to zero, writing nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    await expect(
      t.db.transaction((tx) =>
        postLedgerTransaction(tx, {
          kind: 'sale',
          currency: 'USD',
          at: new Date(),
          lines: [
            { account: 'gateway', amountMinor: 100 },
            { account: 'platform_fees', amountMinor: -99 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedLedgerTransaction);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(after[0].n).toBe(before[0].n);
  });

  it('finds a partner balance that differs from its lines and a currency that does not sum to zero', async () => {
    const order = await paidOrder();
    const clean = await checkLedger(t.db);
    expect(clean.ok).toBe(true);
    expect(clean.currencies.find((c) => c.currency === 'USD')).toMatchObject({ sumMinor: 0 });

    await t.db
      .update(partnerBalances)
      .set({ balanceMinor: sql`${partnerBalances.balanceMinor} + 1` })
      .where(eq(partnerBalances.partnerId, order.partnerId!));
    const drifted = await checkLedger(t.db);
    expect(drifted.ok).toBe(false);
    expect(drifted.partnerMismatches).toEqual([
      { partnerId: order.partnerId, currency: 'USD', balanceMinor: 11_826, linesMinor: 11_825 },
    ]);
    await t.db
      .update(partnerBalances)
      .set({ balanceMinor: sql`${partnerBalances.balanceMinor} - 1` })
      .where(eq(partnerBalances.partnerId, order.partnerId!));

    const [stray] = await t.db
      .insert(ledgerEntries)
      .values({ transactionId: crypto.randomUUID(), kind: 'sale', account: 'gateway', currency: 'EUR', amountMinor: 5 })
      .returning();
    const broken = await checkLedger(t.db);
    expect(broken.ok).toBe(false);
    expect(broken.unbalancedTransactions).toEqual([stray.transactionId]);
    expect(broken.currencies.find((c) => c.currency === 'EUR')).toMatchObject({ sumMinor: 5 });
    await t.db.delete(ledgerEntries).where(eq(ledgerEntries.id, stray.id));
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('keeps what a sale owes the partner as unsettled, and finds a line neither unsettled nor paid out', async () => {
    const order = await paidOrder();
    const [payable] = (await ledgerOfOrder(t.db, order.id)).filter((l) => l.account === 'partner_payable');
    const [owed] = await t.db.select().from(unsettledPayables).where(eq(unsettledPayables.ledgerEntryId, payable.id));
    expect(owed).toMatchObject({
      partnerId: order.partnerId,
      currency: order.currency,
      eventId: order.eventId,
      amountMinor: payable.amountMinor,
    });

    await t.db.delete(unsettledPayables).where(eq(unsettledPayables.ledgerEntryId, payable.id));
    const lost = await checkLedger(t.db);
    expect(lost.ok).toBe(false);
    expect(lost.settlementMismatches).toEqual([payable.id]);

    await t.db.insert(unsettledPayables).values({ ...owed, amountMinor: owed.amountMinor + 1 });
    const off = await checkLedger(t.db);
    expect(off.settlementMismatches).toEqual([payable.id]);
    expect(off.eventSumMismatches).toEqual([`${order.partnerId}/${order.currency}/${order.eventId}`]);
    await t.db
      .update(unsettledPayables)
      .set({ amountMinor: owed.amountMinor })
      .where(eq(unsettledPayables.ledgerEntryId, payable.id));
    expect(await checkLedger(t.db)).toMatchObject({
      ok: true,
      settlementMismatches: [],
      eventSumMismatches: [],
      statementMismatches: [],
    });
  });

  it('finds a refund that gave back another share of the fee than the rule, and an order of a cancelled event that kept money', async () => {
    const order = await paidOrder({ tickets: 2 });
    const lines = await ledgerOfOrder(t.db, order.id);
    const sale = byAccount(lines);
    const paid = sale.gateway;
    const fee = -sale.platform_fees;
    // Two refunds of a third each, as two requests recording at the same moment would have written
    // them: each counted no refund before it, so the second gave back floor(fee/3) again.
    const third = Math.floor(paid / 3);
    const share = Math.floor((fee * third) / paid);
    expect(Math.floor((fee * 2 * third) / paid) - share).not.toBe(share);
    const postRefund = () =>
      t.db.transaction((tx) =>
        postLedgerTransaction(tx, {
          kind: 'refund',
          currency: order.currency,
          orderId: order.id,
          at: t.clock.now,
          lines: [
            { account: 'gateway', amountMinor: -third },
            { account: 'platform_fees', amountMinor: share },
            { account: 'partner_payable', amountMinor: third - share, partnerId: order.partnerId! },
          ],
        }),
      );
    await postRefund();
    expect((await checkLedger(t.db)).feeBackMismatches).toEqual([]);
    await postRefund();
    const wrong = await checkLedger(t.db);
    expect(wrong.ok).toBe(false);
    // The books themselves still balance: only this rule sees it.
    expect(wrong).toMatchObject({ unbalancedTransactions: [], partnerMismatches: [], feeBackMismatches: [order.id] });

    // An order of a cancelled event with nothing refunded: kept, whatever its status says.
    const kept = await paidOrder();
    await t.db.execute(sql`update events set cancelled_at = now() where id = ${kept.eventId}`);
    expect((await checkLedger(t.db)).keptOrdersOfCancelledEvents).toEqual([kept.id]);
  });
});
