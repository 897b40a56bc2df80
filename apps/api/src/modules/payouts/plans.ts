// Listing plans: the plans on offer, a partner's plan (a change applies from the next period; the
// first choice at once), the monthly fee charged once per partner and period as a ledger line against
// the partner's balance, and the limit on events live at once that event creation checks.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  FINANCE_MESSAGES as M,
  fromMinor,
  LIVE_EVENT_STATUSES,
  nextPlanPeriod,
  planPeriodOf,
  type TListingPlan,
  type TPartnerPlan,
  type TPlanKey,
} from '@pavilion/domain';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { events, listingPlans, partnerPlans, planCharges } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { postLedgerTransaction } from '../ledger';

type PlanRow = typeof listingPlans.$inferSelect;

export const planAnswer = (row: PlanRow): TListingPlan => ({
  key: row.key as TPlanKey,
  name: row.name,
  monthlyPrice: fromMinor(row.monthlyPriceMinor, row.currency),
  currency: row.currency,
  maxLiveEvents: row.maxLiveEvents,
});

export async function listPlans(db: DbOrTx): Promise<TListingPlan[]> {
  return (await db.select().from(listingPlans).orderBy(asc(listingPlans.position))).map(planAnswer);
}

/**
 * Events that count against the plan, what a person calls live: submitted for review or approved, not
 * yet ended and not cancelled. A rejected event does not count (sending it back to review is checked).
 */
export async function liveEventCount(db: DbOrTx, partnerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(
      and(
        eq(events.partnerId, partnerId),
        inArray(events.status, [...LIVE_EVENT_STATUSES]),
        gt(events.endAt, now),
        isNull(events.cancelledAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Refuses a new event (or a rejected one sent back to review) beyond the current plan's limit (409
 * with the plan and the limit). A partner
 * without a plan has no limit. Runs in the creating transaction, under the partner's plan row lock,
 * so two creations at once cannot both pass the last free place.
 */
export async function assertPlanAllowsNewEvent(tx: Tx, partnerId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ name: listingPlans.name, max: listingPlans.maxLiveEvents })
    .from(partnerPlans)
    .innerJoin(listingPlans, eq(listingPlans.key, partnerPlans.planKey))
    .where(eq(partnerPlans.partnerId, partnerId))
    .for('update', { of: partnerPlans });
  if (!row || row.max === null) return;
  if ((await liveEventCount(tx, partnerId, now)) >= row.max)
    throw conflict(M.planLimit({ plan: row.name, limit: row.max }));
}

/**
 * Charges the partner's plan fee for the period `now` is in, once: a unique (partner, period) row and
 * its ledger lines (partner_payable debited, plan_fees credited) in one transaction. A plan change due
 * from this period takes effect first. Answers whether it charged.
 */
export async function chargePlanPeriod(tx: Tx, partnerId: number, now: Date): Promise<boolean> {
  const period = planPeriodOf(now);
  const [plan] = await tx.select().from(partnerPlans).where(eq(partnerPlans.partnerId, partnerId)).for('update');
  if (!plan) return false;
  let planKey = plan.planKey;
  if (plan.nextPlanKey && plan.nextFrom && plan.nextFrom <= period) {
    planKey = plan.nextPlanKey;
    await tx
      .update(partnerPlans)
      .set({ planKey, nextPlanKey: null, nextFrom: null, updatedAt: now })
      .where(eq(partnerPlans.partnerId, partnerId));
  }
  const [offer] = await tx.select().from(listingPlans).where(eq(listingPlans.key, planKey));
  const [charge] = await tx
    .insert(planCharges)
    .values({
      partnerId,
      period,
      planKey,
      amountMinor: offer.monthlyPriceMinor,
      currency: offer.currency,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!charge) return false;
  await postLedgerTransaction(tx, {
    kind: 'plan_fee',
    currency: charge.currency,
    planChargeId: charge.id,
    at: now,
    lines: [
      { account: 'partner_payable', amountMinor: charge.amountMinor, partnerId },
      { account: 'plan_fees', amountMinor: -charge.amountMinor },
    ],
  });
  return true;
}

/** Charges every partner with a plan not yet charged for the current period; answers how many were. */
export async function chargeDuePlanFees(db: Database, now: Date, limit = 200): Promise<number> {
  const period = planPeriodOf(now);
  const due = await db
    .select({ partnerId: partnerPlans.partnerId })
    .from(partnerPlans)
    .where(
      sql`not exists (select 1 from ${planCharges} c where c.partner_id = ${partnerPlans.partnerId} and c.period = ${period})`,
    )
    .orderBy(asc(partnerPlans.partnerId))
    .limit(limit);
  let charged = 0;
  for (const { partnerId } of due) {
    if (await db.transaction((tx) => chargePlanPeriod(tx, partnerId, now))) charged += 1;
  }
  return charged;
}

/** A partner's plan, read and changed with the session's partner id. */
export class PartnerPlan {
  constructor(
    private readonly db: Database,
    private readonly partnerId: number,
    private readonly now: () => Date,
  ) {}

  async read(db: DbOrTx = this.db): Promise<TPartnerPlan> {
    const [row] = await db.select().from(partnerPlans).where(eq(partnerPlans.partnerId, this.partnerId));
    const plans = await db.select().from(listingPlans);
    const byKey = (key: string | null) => plans.find((p) => p.key === key) ?? null;
    const current = row ? byKey(row.planKey) : null;
    const next = row?.nextPlanKey && row.nextFrom ? byKey(row.nextPlanKey) : null;
    return {
      current: current ? planAnswer(current) : null,
      next: next && row?.nextFrom ? { ...planAnswer(next), from: row.nextFrom } : null,
      liveEvents: await liveEventCount(db, this.partnerId, this.now()),
    };
  }

  /**
   * The first plan applies at once (this period is charged now); a change applies from the next
   * period. Choosing the current plan again while a change is pending keeps the current plan.
   */
  async change(planKey: TPlanKey): Promise<TPartnerPlan> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(partnerPlans)
        .where(eq(partnerPlans.partnerId, this.partnerId))
        .for('update');
      if (!row) {
        await tx
          .insert(partnerPlans)
          .values({ partnerId: this.partnerId, planKey, createdAt: now, updatedAt: now })
          .onConflictDoNothing();
        await chargePlanPeriod(tx, this.partnerId, now);
        return;
      }
      if (row.planKey === planKey) {
        if (!row.nextPlanKey) throw conflict(M.planUnchanged);
        await tx
          .update(partnerPlans)
          .set({ nextPlanKey: null, nextFrom: null, updatedAt: now })
          .where(eq(partnerPlans.partnerId, this.partnerId));
        return;
      }
      await tx
        .update(partnerPlans)
        .set({ nextPlanKey: planKey, nextFrom: nextPlanPeriod(planPeriodOf(now)), updatedAt: now })
        .where(eq(partnerPlans.partnerId, this.partnerId));
    });
    return this.read();
  }
}
