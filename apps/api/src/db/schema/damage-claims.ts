// Damage payment requests: a partner's claim against one order of its events, after the event, the
// buyer's answer, support's decision on a disputed claim, and the charge to the card the order was
// paid with. The charge's ledger lines (money.ts, kind damage_charge) are written in the transaction
// that records it as charged. Photos are stored files the claim's partner, buyer and support open.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, minor, tstz, updatedAt } from './_helpers';
import { events } from './events';
import { files } from './files';
import { orders, payments } from './orders';
import { partners } from './partners';
import { persons } from './people';

/**
 * filed (waiting for the buyer) -> agreed | disputed | withdrawn; disputed (waiting for support) ->
 * upheld | rejected | withdrawn; agreed and upheld are being charged -> charged | charge_failed;
 * charge_failed is retried under the same key -> charged.
 */
export const damageClaimStatusEnum = pgEnum('damage_claim_status', [
  'filed',
  'agreed',
  'disputed',
  'upheld',
  'rejected',
  'charged',
  'charge_failed',
  'withdrawn',
]);

export const damageClaimDecisionEnum = pgEnum('damage_claim_decision', ['upheld', 'rejected']);

export const damageClaims = pgTable(
  'damage_claims',
  {
    /** Also the idempotency key of its charge: every attempt carries it, so it is never charged twice. */
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** The order's successful payment: its card is the one charged. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    status: damageClaimStatusEnum('status').notNull().default('filed'),
    /** What the partner claims, in the order's currency. */
    amountMinor: minor('amount_minor').notNull(),
    currency: currency('currency').notNull(),
    description: text('description').notNull(),
    filedByPersonId: integer('filed_by_person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The team member's name as it was, so the claim stays readable. */
    filedByName: varchar('filed_by_name', { length: 201 }).notNull(),
    /** The buyer answers until then; afterwards the damage worker sends the claim to support. */
    respondBy: tstz('respond_by').notNull(),
    /** The buyer's answer (null: not answered); `answeredAt` also when it went to support unanswered. */
    buyerAgreed: boolean('buyer_agreed'),
    buyerComment: text('buyer_comment'),
    answeredAt: tstz('answered_at'),
    decision: damageClaimDecisionEnum('decision'),
    decidedAmountMinor: minor('decided_amount_minor'),
    decisionReason: text('decision_reason'),
    decidedByPersonId: integer('decided_by_person_id').references(() => persons.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    /** What is charged: the claim agreed, or the amount upheld. */
    chargeAmountMinor: minor('charge_amount_minor'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last charge attempt failed (the gateway's words, never card data). */
    failureMessage: text('failure_message'),
    /**
     * agreed and upheld: picked up by the worker from then if the request charging it died (a lease);
     * charge_failed: the next attempt.
     */
    nextAttemptAt: tstz('next_attempt_at'),
    /**
     * How an agreed or upheld claim is paid: saved_card (the buyer agreed and had consented at checkout
     * to keep the card: charged off-session, retried by the worker) or payment_link (the buyer pays
     * through the link on their order; nothing is charged until they do). Null while nothing is owed.
     */
    paidWith: varchar('paid_with', { length: 20 }).$type<'saved_card' | 'payment_link'>(),
    gatewayReference: varchar('gateway_reference', { length: 120 }),
    chargedAt: tstz('charged_at'),
    withdrawnAt: tstz('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('damage_claims_order_idx').on(t.orderId, t.createdAt),
    index('damage_claims_partner_idx').on(t.partnerId, t.createdAt),
    index('damage_claims_status_idx').on(t.status, t.createdAt),
    // At most one claim per order that is not yet settled (charged, rejected or withdrawn).
    uniqueIndex('damage_claims_one_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} in ('filed', 'disputed', 'agreed', 'upheld', 'charge_failed')`),
    index('damage_claims_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('agreed', 'upheld', 'charge_failed')`),
    index('damage_claims_respond_by_idx')
      .on(t.respondBy)
      .where(sql`${t.status} = 'filed'`),
    check('damage_claims_amount_positive', sql`${t.amountMinor} > 0`),
    check('damage_claims_paid_with', sql`${t.paidWith} is null or ${t.paidWith} in ('saved_card', 'payment_link')`),
    check(
      'damage_claims_charge_amount',
      sql`${t.chargeAmountMinor} is null or (${t.chargeAmountMinor} > 0 and ${t.chargeAmountMinor} <= ${t.amountMinor})`,
    ),
    check(
      'damage_claims_charged_whole',
      sql`(${t.status} = 'charged') = (${t.chargedAt} is not null) and (${t.status} <> 'charged' or ${t.chargeAmountMinor} is not null)`,
    ),
  ],
);

/**
 * A photo of a claim: a stored file (under damage-claim-photos/, never served by the public file
 * route) uploaded by the partner first and attached when the claim is filed. Unattached photos are
 * removed by the damage worker after a day.
 */
export const damageClaimPhotos = pgTable(
  'damage_claim_photos',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    claimId: uuid('claim_id').references(() => damageClaims.id),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('damage_claim_photos_claim_idx').on(t.claimId, t.position),
    index('damage_claim_photos_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.claimId} is null`),
  ],
);
