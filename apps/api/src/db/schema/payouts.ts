// Listing plans and payouts: the plans a partner lists its events under (monthly fee, events live at
// once), each partner's plan and its charges per period, payouts to the partner's bank account and an
// administrator's hold on them. The money of each is in the ledger (money.ts), written in the same
// transaction as the row it belongs to.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, currency, minor, tstz, updatedAt } from './_helpers';
import { bankAccounts, partners } from './partners';
import { persons } from './people';

/** The plans on offer, written by the baseline migration (docs/decisions/README.md "Payouts and plans"). */
export const listingPlans = pgTable(
  'listing_plans',
  {
    key: varchar('key', { length: 20 }).primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    monthlyPriceMinor: minor('monthly_price_minor').notNull(),
    currency: currency('currency').notNull(),
    /** Events live at once (created, not ended, not cancelled); null: no limit. */
    maxLiveEvents: integer('max_live_events'),
    position: integer('position').notNull(),
  },
  (t) => [check('listing_plans_price', sql`${t.monthlyPriceMinor} >= 0`)],
);

/**
 * A partner's plan: the one of the current period and, when changed, the one that applies from the
 * next period. A partner without a row has never chosen a plan.
 */
export const partnerPlans = pgTable('partner_plans', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  planKey: varchar('plan_key', { length: 20 })
    .notNull()
    .references(() => listingPlans.key),
  nextPlanKey: varchar('next_plan_key', { length: 20 }).references(() => listingPlans.key),
  /** The first day of the period the next plan applies from. */
  nextFrom: date('next_from', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One plan fee per partner and period (the month, by its first day): charged once, whoever tries twice. */
export const planCharges = pgTable(
  'plan_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    period: date('period', { mode: 'string' }).notNull(),
    planKey: varchar('plan_key', { length: 20 })
      .notNull()
      .references(() => listingPlans.key),
    amountMinor: minor('amount_minor').notNull(),
    currency: currency('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plan_charges_partner_period_uq').on(t.partnerId, t.period)],
);

export const payoutStatusEnum = pgEnum('payout_status', ['scheduled', 'processing', 'paid', 'failed']);

/**
 * A transfer of what is payable to a partner in one currency. Scheduled when money becomes payable;
 * processing while the provider is asked; paid (with its ledger lines) or failed (with the provider's
 * words, tried again once the payout account changes). The lines it pays are in payout_lines.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    currency: currency('currency').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    status: payoutStatusEnum('status').notNull().default('scheduled'),
    /** The latest payable day of the lines it pays. */
    payableOn: date('payable_on', { mode: 'string' }).notNull(),
    /** The account of the last attempt (a failed payout is tried again when the payout account differs). */
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    /** Masked number of that account, kept for the statement whatever happens to the account. */
    bankAccountMasked: varchar('bank_account_masked', { length: 40 }),
    attempts: integer('attempts').notNull().default(0),
    processingSince: tstz('processing_since'),
    failureMessage: text('failure_message'),
    providerReference: varchar('provider_reference', { length: 120 }),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_partner_idx').on(t.partnerId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    // At most one payout per partner and currency that is not paid: new money joins it or waits.
    uniqueIndex('payouts_open_uq')
      .on(t.partnerId, t.currency)
      .where(sql`${t.status} <> 'paid'`),
    check('payouts_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** An administrator's hold on a partner's payouts (a suspended partner's are held without a row). */
export const payoutHolds = pgTable('payout_holds', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  heldBy: integer('held_by').references(() => persons.id, { onDelete: 'set null' }),
  heldAt: tstz('held_at').notNull(),
});
