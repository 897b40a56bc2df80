// The platform's books: commission rates, the double-entry ledger and each partner's balance. Every
// movement of money is a group of ledger lines summing to zero per currency, written in the same
// transaction as the state it records (modules/ledger).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, minor, tstz, updatedAt } from './_helpers';
import { events } from './events';
import { orders, refunds } from './orders';
import { partners } from './partners';
import { payouts, planCharges } from './payouts';
import { damageClaims } from './damage-claims';
import { sponsorships } from './sponsorships';

/**
 * The commission per paid ticket: a percentage (in basis points, 500 = 5 %) plus a fixed amount in the
 * ticket's currency. The row without a partner is the default the admin sets; a partner's row overrides it.
 */
export const platformFeeRates = pgTable(
  'platform_fee_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    /** Major units, converted to each ticket's currency's minor units (0.50 is 50 cents, ¥1 in yen). */
    fixedPerTicket: numeric('fixed_per_ticket', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('platform_fee_rates_partner_uq').on(sql`coalesce(${t.partnerId}, 0)`),
    check('platform_fee_rates_range', sql`${t.percentBasisPoints} between 0 and 10000 and ${t.fixedPerTicket} >= 0`),
  ],
);

/**
 * A change of a platform fee rate announced ahead: the default (no partner) or a partner's own rate, from
 * `applies_from`. A rate of neither amount puts the partner back on the default. A raise applies no sooner
 * than PLATFORM_FEE_NOTICE_DAYS after it is announced; the fee-changes round writes a due change into
 * platform_fee_rates (`applied_at`), and a sale in the meantime already takes it (ledger feeRateFor).
 */
export const platformFeeChanges = pgTable(
  'platform_fee_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    percentBasisPoints: integer('percent_basis_points'),
    fixedPerTicket: numeric('fixed_per_ticket', { precision: 12, scale: 2, mode: 'number' }),
    appliesFrom: tstz('applies_from').notNull(),
    appliedAt: tstz('applied_at'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('platform_fee_changes_due')
      .on(t.appliesFrom)
      .where(sql`${t.appliedAt} is null`),
    check(
      'platform_fee_changes_rate',
      sql`(${t.percentBasisPoints} is null) = (${t.fixedPerTicket} is null) and (${t.percentBasisPoints} is null or (${t.percentBasisPoints} between 0 and 10000 and ${t.fixedPerTicket} >= 0))`,
    ),
  ],
);

export const ledgerAccountEnum = pgEnum('ledger_account', [
  'gateway',
  'platform_fees',
  'partner_payable',
  'plan_fees',
  'sponsorship_fees',
  'bank',
  'receivables',
  'transfers_due',
  'refunds_owed',
]);
export const ledgerKindEnum = pgEnum('ledger_kind', [
  'sale',
  'refund',
  'plan_fee',
  'payout',
  'damage_charge',
  'sponsorship',
  'sponsorship_credit',
  'transfer_due',
  'transfer_settled',
  'refund_transfer',
]);

/**
 * One line of a balanced transaction, in signed minor units: debits positive, credits negative.
 * gateway: money held at the payment provider (a sale debits it, a refund credits it);
 * platform_fees: the platform's commission (credited on a sale, debited back on a refund);
 * partner_payable: what the platform owes a partner (credited on a sale and a damage charge, debited
 * on a refund, a plan fee and a payout); plan_fees: the platform's listing plan income (credited on a
 * plan fee); sponsorship_fees: the platform's income from sponsored placement (credited on a
 * sponsorship, debited back by the credit of the days an early end gives back); bank: money received
 * by bank transfer into Pavilion's account (debited by such a sale, credited by its refunds);
 * receivables and transfers_due: an invoice awaiting its bank transfer (a transfer_due debits what the
 * buyer owes to receivables against transfers_due; a transfer_settled reverses it when the transfer
 * arrives or the order is cancelled unpaid, so both sum to what is still awaited); refunds_owed: a
 * refund of an order paid by bank transfer, owed to its buyer until Pavilion's transfer to them is
 * sent (the refund credits it, a refund_transfer debits it against bank). A damage charge debits the gateway with what the buyer paid and credits it all to the
 * partner (no commission on damage).
 * The lines of one transaction_id sum to zero; rows are only ever added.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id').notNull(),
    kind: ledgerKindEnum('kind').notNull(),
    account: ledgerAccountEnum('account').notNull(),
    partnerId: integer('partner_id').references(() => partners.id),
    orderId: uuid('order_id').references(() => orders.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    /** The payout this line pays out (kind 'payout'), or the plan charge it bills (kind 'plan_fee'). */
    payoutId: uuid('payout_id').references(() => payouts.id),
    planChargeId: integer('plan_charge_id').references(() => planCharges.id),
    /** The damage claim this line charges (kind 'damage_charge'). */
    damageClaimId: uuid('damage_claim_id').references(() => damageClaims.id),
    /** The sponsorship this line charges (kind 'sponsorship') or credits back (kind 'sponsorship_credit'). */
    sponsorshipId: integer('sponsorship_id').references(() => sponsorships.id),
    currency: currency('currency').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_partner_idx').on(t.partnerId, t.currency),
    // One sale per order and one posting per refund, whoever tries twice.
    uniqueIndex('ledger_entries_sale_uq')
      .on(t.orderId, t.account)
      .where(sql`${t.kind} = 'sale'`),
    uniqueIndex('ledger_entries_refund_uq')
      .on(t.refundId, t.account)
      .where(sql`${t.kind} = 'refund'`),
    // One posting per payout and per plan charge.
    uniqueIndex('ledger_entries_payout_uq')
      .on(t.payoutId, t.account)
      .where(sql`${t.payoutId} is not null`),
    uniqueIndex('ledger_entries_plan_charge_uq')
      .on(t.planChargeId, t.account)
      .where(sql`${t.planChargeId} is not null`),
    // One posting per damage charge.
    uniqueIndex('ledger_entries_damage_claim_uq')
      .on(t.damageClaimId, t.account)
      .where(sql`${t.damageClaimId} is not null`),
    // One charge and at most one credit per sponsorship.
    uniqueIndex('ledger_entries_sponsorship_uq')
      .on(t.sponsorshipId, t.kind, t.account)
      .where(sql`${t.sponsorshipId} is not null`),
  ],
);

/** What the platform owes each partner per currency (minor units), kept with every ledger posting. */
export const partnerBalances = pgTable(
  'partner_balances',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    currency: currency('currency').notNull(),
    balanceMinor: minor('balance_minor').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.currency] })],
);

/**
 * Which partner_payable lines (sales, refunds, plan fees) a payout pays: each line at most once. A line
 * not yet in a payout is pending until its payable day, then available.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerEntries.id),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
  },
  (t) => [index('payout_lines_payout_idx').on(t.payoutId)],
);

/**
 * The partner_payable lines (sales, refunds, damage charges, plan fees) not yet in a payout: each
 * posting adds its lines here, and the payout run takes them out as it puts them in payout_lines. So
 * what is still owed is read from these rows alone, not by comparing every line of the ledger with
 * every line paid out (the ledger check proves the two agree). `event_id` is the event of the line's
 * order (none for a plan fee), whose end decides when the line becomes payable.
 */
export const unsettledPayables = pgTable(
  'unsettled_payables',
  {
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerEntries.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    currency: currency('currency').notNull(),
    eventId: integer('event_id').references(() => events.id),
    amountMinor: minor('amount_minor').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('unsettled_payables_partner_idx').on(t.partnerId, t.eventId),
    // Plan fees (no event) are payable when charged: the run finds them by that moment.
    index('unsettled_payables_plan_fees_idx')
      .on(t.createdAt)
      .where(sql`${t.eventId} is null`),
  ],
);

/**
 * Per partner, currency and event: the sum and the number of its unsettled_payables rows, kept in the
 * same statements that add and take those rows (after the partner's balance row, in that order, so a
 * posting and the payout run never wait on each other in opposite orders). Finances and the payout
 * run read what each event owes from here: one row per event, however many orders it sold.
 */
export const owedByEvent = pgTable(
  'owed_by_event',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    currency: currency('currency').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** The sum of the rows' ledger amounts (negative: owed to the partner), minor units. */
    amountMinor: minor('amount_minor').notNull(),
    lines: integer('lines').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.currency, t.eventId] })],
);

/**
 * Each payout's statement, summed as the payout run gathers its lines: per event (or plan charge),
 * ledger kind and account, the other side of the partner_payable lines it pays. A statement is read
 * from these few rows, not from the payout's thousands of lines. `first_line_id` keeps the order the
 * lines were posted in.
 */
export const payoutStatementTotals = pgTable(
  'payout_statement_totals',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    eventId: integer('event_id').references(() => events.id),
    kind: ledgerKindEnum('kind').notNull(),
    account: ledgerAccountEnum('account').notNull(),
    planChargeId: integer('plan_charge_id').references(() => planCharges.id),
    amountMinor: minor('amount_minor').notNull(),
    firstLineId: bigint('first_line_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('payout_statement_totals_uq').on(
      t.payoutId,
      sql`coalesce(${t.eventId}, 0)`,
      t.kind,
      t.account,
      sql`coalesce(${t.planChargeId}, 0)`,
    ),
  ],
);
