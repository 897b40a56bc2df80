// The payout run (the payout worker each round; the demo seed once): charges plan fees due, gathers
// money that became payable into a scheduled payout per partner and currency, and sends scheduled
// payouts, interrupted ones and failed ones whose payout account has changed through the payout
// provider. A payout goes only to the partner's payout account in its own currency: money in a currency
// without one stays due, and its block says why (blocks.ts). Each state change and its ledger lines are one transaction; each send is claimed by a
// conditional update, so runs side by side never send one payout twice. A few partners are scheduled
// and sent at a time (PAYOUT_RUN_CONCURRENCY); each is still its own transactions and claims.
import { and, asc, eq, inArray, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Logger } from 'pino';
import { maskAccountNumber, type TCurrencyCode } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { bankAccounts, partnerBalances, partners, payouts } from '../../db/schema';
import type { PayoutProvider } from '../../platform/payouts';
import { postLedgerTransaction } from '../ledger';
import { blocksOf, payoutBlocksOf } from './blocks';
import { moveIntoPayout, partnersWithPayableMoney, payableNowTotal } from './lines';
import { chargeDuePlanFees } from './plans';
import { tellPayoutPaid } from '../webhooks';

/** A payout still 'processing' after this long lost its answer (the process died): it is sent again under the same key. */
export const PROCESSING_LEASE_MS = 60_000;

/** Partner-currency pairs scheduled, and payouts sent, at once: a few, well within the database pool. */
export const PAYOUT_RUN_CONCURRENCY = 4;

/** The payouts read per page by sendDue. */
export const SEND_PAGE_SIZE = 500;

type PayoutRow = typeof payouts.$inferSelect;
type BankAccountRow = typeof bankAccounts.$inferSelect;

/** Runs `work` on each item, at most `limit` at a time; the first error is thrown once the others have ended. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (!errors.length && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (err) {
        errors.push(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length) throw errors[0];
}

export interface PayoutRunDeps {
  db: Database;
  provider: PayoutProvider;
  now: () => Date;
  logger?: Logger;
}

export interface PayoutRoundResult {
  planFeesCharged: number;
  scheduled: number;
  paid: number;
  failed: number;
}

/** The partner's account marked for payouts in the currency: the only account its money in that currency is paid to. */
function payoutAccountOf(partnerId: SQLWrapper, currency: SQLWrapper) {
  return and(
    eq(bankAccounts.partnerId, partnerId),
    eq(bankAccounts.isPayout, true),
    eq(bankAccounts.currency, currency),
  );
}

export class PayoutRun {
  constructor(private readonly deps: PayoutRunDeps) {}

  /** One whole round. */
  async round(): Promise<PayoutRoundResult> {
    const planFeesCharged = await chargeDuePlanFees(this.deps.db, this.deps.now());
    const scheduled = await this.schedule();
    const { paid, failed } = await this.sendDue();
    return { planFeesCharged, scheduled, paid, failed };
  }

  /** Gathers payable lines into each partner's open payout (new or scheduled or failed); answers how many payouts changed. */
  async schedule(): Promise<number> {
    const now = this.deps.now();
    let changed = 0;
    // Each pair locks its own balance row and open payout: pairs side by side never wait on each other.
    const pairs = await partnersWithPayableMoney(this.deps.db, now, 100_000);
    await eachAtMost(pairs, PAYOUT_RUN_CONCURRENCY, async ({ partnerId, currency }) => {
      if (await this.scheduleFor(partnerId, currency, now)) changed += 1;
    });
    return changed;
  }

  async scheduleFor(partnerId: number, currency: TCurrencyCode, now: Date): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      // The balance row is the partner's lock per currency: postings of sales and refunds take it too.
      await tx
        .select({ one: sql`1` })
        .from(partnerBalances)
        .where(and(eq(partnerBalances.partnerId, partnerId), eq(partnerBalances.currency, currency)))
        .for('update');
      const { owedMinor: owed, payableOn, lines } = await payableNowTotal(tx, partnerId, currency, now);
      if (!lines || !payableOn) return false;
      const [open] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.partnerId, partnerId), eq(payouts.currency, currency), sql`${payouts.status} <> 'paid'`))
        .for('update');
      // Money joins a payout not yet sent; one being sent is left alone, the rest waits for the next.
      if (open?.status === 'processing') return false;
      let payoutId: string;
      if (open) {
        if (open.amountMinor + owed <= 0) return false;
        await tx
          .update(payouts)
          .set({
            amountMinor: open.amountMinor + owed,
            payableOn: payableOn > open.payableOn ? payableOn : open.payableOn,
            updatedAt: now,
          })
          .where(eq(payouts.id, open.id));
        payoutId = open.id;
      } else {
        // A negative total (refunds after a payout) stays unsettled and is taken from the next payout.
        if (owed <= 0) return false;
        const [created] = await tx
          .insert(payouts)
          .values({ partnerId, currency, amountMinor: owed, payableOn, createdAt: now, updatedAt: now })
          .returning({ id: payouts.id });
        payoutId = created.id;
      }
      // The balance row's lock keeps postings out, so the lines moved are the lines summed.
      const moved = await moveIntoPayout(tx, payoutId, partnerId, currency, now);
      if (moved !== lines) throw new Error(`payout ${payoutId}: summed ${lines} lines, moved ${moved}`);
      return true;
    });
  }

  /**
   * Sends every payout that is due and not blocked; answers how many were paid and how many failed.
   * The due payouts are read a page at a time in the order they were created, after the last one read,
   * so a blocked partner's payouts are passed over once and every later one is reached in this round.
   */
  async sendDue(pageSize = SEND_PAGE_SIZE): Promise<{ paid: number; failed: number }> {
    const { db } = this.deps;
    const now = this.deps.now();
    const stale = new Date(now.getTime() - PROCESSING_LEASE_MS);
    const due = or(
      eq(payouts.status, 'scheduled'),
      and(eq(payouts.status, 'processing'), lt(payouts.processingSince, stale)),
      // A failed payout is tried again once the payout account is another one.
      and(
        eq(payouts.status, 'failed'),
        sql`${bankAccounts.id} is not null and ${bankAccounts.id} is distinct from ${payouts.bankAccountId}`,
      ),
    );
    let paid = 0;
    let failed = 0;
    // The last row read: its creation time as the database keeps it (microseconds) and its id.
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const page: Array<{ payout: PayoutRow; account: BankAccountRow | null; partnerName: string | null; at: string }> =
        await db
          .select({
            payout: payouts,
            account: bankAccounts,
            partnerName: partners.name,
            at: sql<string>`${payouts.createdAt}::text`,
          })
          .from(payouts)
          .leftJoin(bankAccounts, payoutAccountOf(payouts.partnerId, payouts.currency))
          .leftJoin(partners, eq(partners.id, payouts.partnerId))
          .where(
            after
              ? and(
                  due,
                  sql`(${payouts.createdAt}, ${payouts.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
                )
              : due,
          )
          .orderBy(asc(payouts.createdAt), asc(payouts.id))
          .limit(pageSize);
      // What blocks each partner of the page, in one query; each payout for its own currency.
      const facts = await payoutBlocksOf(
        db,
        page.map((r) => r.payout.partnerId),
      );
      const sendable = page.filter((r) => {
        const partner = facts.get(r.payout.partnerId);
        return partner !== undefined && !blocksOf(partner, [r.payout.currency]).length;
      });
      await eachAtMost(sendable, PAYOUT_RUN_CONCURRENCY, async ({ payout, account, partnerName }) => {
        const outcome = await this.sendRow(payout, account, partnerName);
        if (outcome === 'paid') paid += 1;
        if (outcome === 'failed') failed += 1;
      });
      if (page.length < pageSize) break;
      const last = page[page.length - 1];
      after = { createdAt: last.at, id: last.payout.id };
    }
    return { paid, failed };
  }

  /** Claims one payout, sends it and records the answer. */
  async send(payoutId: string): Promise<'paid' | 'failed' | 'skipped' | 'unknown'> {
    const { db } = this.deps;
    const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!payout) return 'skipped';
    const [row] = await db
      .select({ account: bankAccounts, partnerName: partners.name })
      .from(partners)
      .leftJoin(bankAccounts, payoutAccountOf(partners.id, sql`${payout.currency}`))
      .where(eq(partners.id, payout.partnerId));
    return this.sendRow(payout, row?.account ?? null, row?.partnerName ?? null);
  }

  /**
   * Claims the payout as it was read (with the payout account read beside it), sends it and records
   * the answer. The claim matches only if the row and the account are still as read, and the account
   * is still the one marked for payouts in the payout's currency.
   */
  private async sendRow(
    payout: PayoutRow,
    account: BankAccountRow | null,
    partnerName: string | null,
  ): Promise<'paid' | 'failed' | 'skipped' | 'unknown'> {
    const { db, provider, now, logger } = this.deps;
    const payoutId = payout.id;
    if (payout.status === 'paid' || !account || account.currency !== payout.currency) return 'skipped';
    const resend = payout.status === 'processing';
    const attempt = resend ? payout.attempts : payout.attempts + 1;
    // Only the caller whose update matches the row as it was read sends it.
    const [claimed] = await db
      .update(payouts)
      .set({
        status: 'processing',
        processingSince: now(),
        attempts: attempt,
        bankAccountId: account.id,
        bankAccountMasked: maskAccountNumber(account.iban),
        updatedAt: now(),
      })
      .where(
        and(
          eq(payouts.id, payout.id),
          eq(payouts.status, payout.status),
          eq(payouts.attempts, payout.attempts),
          eq(payouts.amountMinor, payout.amountMinor),
          sql`exists (select 1 from ${bankAccounts} where ${bankAccounts.id} = ${account.id} and ${bankAccounts.isPayout} and ${bankAccounts.currency} = ${payouts.currency})`,
        ),
      )
      .returning();
    if (!claimed) return 'skipped';
    let result;
    try {
      result = await provider.send({
        amountMinor: claimed.amountMinor,
        currency: claimed.currency,
        accountName: account.accountName,
        iban: account.iban,
        swift: account.swift,
        idempotencyKey: `${claimed.id}-${attempt}`,
        description: `Pavilion payout to ${partnerName ?? 'partner'}`,
      });
    } catch (err) {
      // The answer is unknown: the payout stays processing and is sent again under the same key after the lease.
      logger?.warn({ err, payoutId }, 'payout provider did not answer');
      return 'unknown';
    }
    const at = now();
    return db.transaction(async (tx) => {
      const stillOurs = and(
        eq(payouts.id, claimed.id),
        eq(payouts.status, 'processing'),
        eq(payouts.attempts, attempt),
      );
      if (result.status === 'failed') {
        const [row] = await tx
          .update(payouts)
          .set({ status: 'failed', failureMessage: result.message, processingSince: null, updatedAt: at })
          .where(stillOurs)
          .returning({ id: payouts.id });
        if (row) logger?.info({ payoutId }, 'payout failed');
        return row ? 'failed' : 'skipped';
      }
      const [row] = await tx
        .update(payouts)
        .set({
          status: 'paid',
          paidAt: at,
          providerReference: result.reference,
          failureMessage: null,
          processingSince: null,
          updatedAt: at,
        })
        .where(stillOurs)
        .returning();
      if (!row) return 'skipped';
      // The money leaves the provider's account for the partner's bank: what is owed goes down by as much.
      await postLedgerTransaction(tx, {
        kind: 'payout',
        currency: row.currency,
        payoutId: row.id,
        at,
        lines: [
          { account: 'partner_payable', amountMinor: row.amountMinor, partnerId: row.partnerId },
          { account: 'gateway', amountMinor: -row.amountMinor },
        ],
      });
      await tellPayoutPaid(tx, row.id, at);
      return 'paid';
    });
  }
}

/** Payouts of a partner that are not yet paid (for tests and support). */
export function openPayoutsOf(db: Database, partnerId: number) {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.partnerId, partnerId), inArray(payouts.status, ['scheduled', 'processing', 'failed'])));
}
