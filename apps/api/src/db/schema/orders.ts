// Orders, their tickets and payments. Card data kept: brand, last 4, expiry, cardholder and address
// and the gateway's reference. Never the full number, never the CVV.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TCancellationPeriodView } from '@pavilion/domain';
import { createdAt, currency, minor, tstz, updatedAt } from './_helpers';
import { events, subEvents, ticketTypes } from './events';
import { persons } from './people';
import { partners } from './partners';
import { countries } from './options';
import { promoCodes } from './prices';

export const ticketStatusEnum = pgEnum('ticket_status', ['valid', 'cancelled']);

/**
 * pending: seats held while the buyer checks out; awaiting_payment: the buyer chose to pay by bank
 * transfer, the invoice is issued and the seats held until its due day; paid; expired (a hold or a
 * transfer's due day passed unpaid); cancelled.
 */
export const orderStatusEnum = pgEnum('order_status', ['pending', 'paid', 'expired', 'cancelled', 'awaiting_payment']);

export const paymentMethodEnum = pgEnum('payment_method', ['card', 'bank_transfer']);

export const vatNumberCheckEnum = pgEnum('vat_number_check', ['valid', 'unavailable', 'not_checked']);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** The event's partner, set by a trigger on insert (orders_partner): the partner's registrations read by it. */
    partnerId: integer('partner_id').references(() => partners.id),
    /** How many tickets the order has, kept by a trigger on tickets (tickets_count_orders). */
    ticketCount: integer('ticket_count').notNull().default(0),
    status: orderStatusEnum('status').notNull().default('pending'),
    currency: currency('currency').notNull(),
    /** What the buyer pays: the tickets and extras less `discountMinor`. */
    totalMinor: minor('total_minor').notNull(),
    /** The promo code the order used, and what it took off (the sum of its tickets' discounts). */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    discountMinor: minor('discount_minor').notNull().default(0),
    /**
     * Seats are held until then; afterwards an unpaid order expires and frees them. For a bank
     * transfer, the invoice's due day.
     */
    holdExpiresAt: tstz('hold_expires_at').notNull(),
    /** How the buyer pays: by card at checkout, or by bank transfer against the invoice. */
    paymentMethod: paymentMethodEnum('payment_method').notNull().default('card'),
    /** A bank transfer's payment reference, printed on its invoice and matched in bank statements. */
    paymentReference: varchar('payment_reference', { length: 30 }),
    paidAt: tstz('paid_at'),
    buyerFirstName: varchar('buyer_first_name', { length: 100 }).notNull(),
    buyerSurname: varchar('buyer_surname', { length: 100 }).notNull(),
    buyerEmail: varchar('buyer_email', { length: 254 }).notNull(),
    /**
     * When the buyer agreed at checkout to keep the payment method for a possible damage payment (the
     * event had a damage policy); null: never charged later, a damage claim asks the buyer to pay.
     */
    damageConsentAt: tstz('damage_consent_at'),
    /**
     * The event's damage policy maximum when the order was paid (the terms cap a claim at what the buyer
     * was shown); null: the event had no policy then, and no claim can be filed on the order.
     */
    damageMaxMinor: minor('damage_max_minor'),
    /**
     * The company the buyer bought for, printed on the invoice: name, billing address, country (ISO
     * code), VAT number (with its country prefix) and purchase order or reference; all null when none.
     */
    companyName: varchar('company_name', { length: 200 }),
    companyAddress: varchar('company_address', { length: 500 }),
    companyCountryCode: varchar('company_country_code', { length: 2 }),
    companyVatNumber: varchar('company_vat_number', { length: 20 }),
    companyReference: varchar('company_reference', { length: 100 }),
    /** Whether VIES confirmed the VAT number at checkout (VAT_NUMBER_CHECKS); null without a number. */
    companyVatCheck: vatNumberCheckEnum('company_vat_check'),
    /** Where the buyer came from (ORDER_SOURCES: `widget`, the organiser's website); null: the marketplace. */
    source: varchar('source', { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_person_idx').on(t.personId, t.createdAt),
    check(
      'orders_company',
      sql`(${t.companyName} is null) = (${t.companyAddress} is null) and (${t.companyName} is null) = (${t.companyCountryCode} is null) and (${t.companyVatNumber} is null) = (${t.companyVatCheck} is null) and (${t.companyName} is not null or (${t.companyVatNumber} is null and ${t.companyReference} is null))`,
    ),
    index('orders_event_idx').on(t.eventId),
    index('orders_pending_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('orders_created_idx').on(t.createdAt),
    // The partner's insights of sales through the widget: its paid orders by when they were paid.
    index('orders_partner_source_idx')
      .on(t.partnerId, t.source, t.paidAt)
      .where(sql`${t.source} is not null and ${t.status} = 'paid'`),
    uniqueIndex('orders_payment_reference_uq')
      .on(t.paymentReference)
      .where(sql`${t.paymentReference} is not null`),
    // Bank transfers still to pay, by due day (the unpaid transfers worker).
    index('orders_transfer_due_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.paymentMethod} = 'bank_transfer'`),
    // The partner's registrations: paid orders by when they were paid, by total, by size, per event.
    index('orders_partner_paid_idx')
      .on(t.partnerId, t.paidAt, t.id)
      .where(sql`${t.status} = 'paid'`),
    index('orders_partner_total_idx')
      .on(t.partnerId, t.totalMinor, t.id)
      .where(sql`${t.status} = 'paid'`),
    index('orders_partner_tickets_idx')
      .on(t.partnerId, t.ticketCount, t.id)
      .where(sql`${t.status} = 'paid'`),
    index('orders_event_paid_idx')
      .on(t.eventId, t.paidAt, t.id)
      .where(sql`${t.status} = 'paid'`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** Price and currency at the time of the order. */
    priceMinor: minor('price_minor').notNull(),
    /** What the order's promo code took off the price: the ticket paid price - discount + its extras. */
    discountMinor: minor('discount_minor').notNull().default(0),
    currency: currency('currency').notNull(),
    /**
     * The refund periods of its ticket type's cancellation policy when the ticket was ordered, in the
     * policy's order ([]: no policy, nothing refunded by one). Cancelling refunds by these, whatever the
     * ticket type's policy has become since. Left out of an insert, the trigger tickets_refund_terms
     * copies the ticket type's current periods (db/functions/tickets_refund_terms.sql); the SQL default null is only that cue.
     */
    refundTerms: jsonb('refund_terms')
      .$type<TCancellationPeriodView[]>()
      .notNull()
      .default(sql`null`),
    /**
     * The attendee: all five set, or all null for a ticket bought to be named later (its buyer sends the
     * ticket's assign link to a colleague, or names it from the order; modules/ticket-holders).
     */
    firstName: varchar('first_name', { length: 100 }),
    surname: varchar('surname', { length: 100 }),
    email: varchar('email', { length: 254 }),
    company: varchar('company', { length: 200 }),
    jobTitle: varchar('job_title', { length: 200 }),
    /**
     * Counts the ticket's attendees: 1 as ordered, one more each time it is named later or changes hands.
     * Its QR code carries it, so the door refuses the code of an attendee before.
     */
    holderVersion: integer('holder_version').notNull().default(1),
    /** The account of the attendee it was named for or given to (its email, confirmed): it shows among their tickets. */
    holderPersonId: integer('holder_person_id').references(() => persons.id, { onDelete: 'set null' }),
    position: smallint('position').notNull().default(0),
    /** A cancelled ticket is no longer valid and its seat went back on sale (exactly once: valid -> cancelled). */
    status: ticketStatusEnum('status').notNull().default('valid'),
    cancelledAt: tstz('cancelled_at'),
    /** The refund its cancellation asked for, if any money came back. */
    refundId: uuid('refund_id').references(() => refunds.id),
    /**
     * Event-day check-in: when the attendee's ticket was first scanned (the earliest scan time known,
     * an offline scanner's included), by which team member, and when the server recorded it.
     */
    checkedInAt: tstz('checked_in_at'),
    checkedInByPersonId: integer('checked_in_by_person_id').references(() => persons.id, { onDelete: 'set null' }),
    checkInRecordedAt: tstz('check_in_recorded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_order_idx').on(t.orderId),
    index('tickets_type_idx').on(t.ticketTypeId),
    check('tickets_discount_range', sql`${t.discountMinor} between 0 and ${t.priceMinor}`),
    // The attendee list and the check-in counts of one event.
    index('tickets_event_idx').on(t.eventId, t.ticketTypeId),
    check(
      'tickets_holder_whole',
      sql`(${t.firstName} is null) = (${t.surname} is null) and (${t.firstName} is null) = (${t.email} is null) and (${t.firstName} is null) = (${t.company} is null) and (${t.firstName} is null) = (${t.jobTitle} is null)`,
    ),
    // The tickets given to a person, and the tickets still to be named (the naming reminders).
    index('tickets_holder_person_idx')
      .on(t.holderPersonId)
      .where(sql`${t.holderPersonId} is not null`),
    index('tickets_unnamed_idx')
      .on(t.eventId)
      .where(sql`${t.firstName} is null`),
    check(
      'tickets_check_in_whole',
      sql`(${t.checkedInAt} is null) = (${t.checkInRecordedAt} is null) and (${t.checkedInAt} is not null or ${t.checkedInByPersonId} is null)`,
    ),
  ],
);

export const ticketSubEvents = pgTable(
  'ticket_sub_events',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id),
    priceMinor: minor('price_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.subEventId] })],
);

export const paymentStatusEnum = pgEnum('payment_status', [
  'processing',
  'succeeded',
  'declined',
  'insufficient_funds',
  'failed',
]);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** A retried or double-clicked Pay Now carries the same key and charges once. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    status: paymentStatusEnum('status').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: currency('currency').notNull(),
    /** The card gateway's name, or 'bank_transfer' for a transfer recorded against the invoice (no card). */
    gateway: varchar('gateway', { length: 40 }).notNull(),
    gatewayReference: varchar('gateway_reference', { length: 120 }),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    expiryMonth: smallint('expiry_month'),
    expiryYear: smallint('expiry_year'),
    cardholderName: varchar('cardholder_name', { length: 200 }),
    cardholderAddress: text('cardholder_address'),
    cardholderZipCode: varchar('cardholder_zip_code', { length: 10 }),
    cardholderCountryId: integer('cardholder_country_id').references(() => countries.id),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_idempotency_uq').on(t.orderId, t.idempotencyKey),
    // At most one successful charge per order.
    uniqueIndex('payments_one_success_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded'`),
    check('payments_last4', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
    // A card payment has its card's facts; a bank transfer has none.
    check(
      'payments_card',
      sql`${t.gateway} = 'bank_transfer' or (${t.cardBrand} is not null and ${t.cardLast4} is not null and ${t.expiryMonth} is not null and ${t.expiryYear} is not null and ${t.cardholderName} is not null and ${t.cardholderAddress} is not null and ${t.cardholderZipCode} is not null and ${t.cardholderCountryId} is not null)`,
    ),
  ],
);

/**
 * requested -> refunded | failed (through the gateway); an order paid by bank transfer goes
 * requested -> awaiting_account (the buyer names the account) -> to_pay_back (in the finance team's
 * next transfer file) -> refunded (an administrator records it sent).
 */
export const refundStatusEnum = pgEnum('refund_status', [
  'requested',
  'refunded',
  'failed',
  'awaiting_account',
  'to_pay_back',
]);
export const refundRequesterEnum = pgEnum('refund_requester', ['attendee', 'partner', 'admin']);

/**
 * Money going back to a buyer through the gateway. requested -> refunded (refunded_at), or failed and
 * retried by the refund worker under the same idempotency key (the row's id) until it goes through.
 * Ledger lines are written in the transaction that marks it refunded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The charge refunded (the order's successful payment). */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountMinor: minor('amount_minor').notNull(),
    currency: currency('currency').notNull(),
    status: refundStatusEnum('status').notNull().default('requested'),
    requestedBy: refundRequesterEnum('requested_by').notNull(),
    requestedByPersonId: integer('requested_by_person_id').references(() => persons.id),
    reason: text('reason'),
    gatewayReference: varchar('gateway_reference', { length: 120 }),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed (the gateway's words, never card data). */
    failureMessage: text('failure_message'),
    /** A failed refund is tried again from then; a requested one is picked up from then if its request died. */
    nextAttemptAt: tstz('next_attempt_at').notNull(),
    refundedAt: tstz('refunded_at'),
    /**
     * A bank transfer's refund: the account the buyer gave to pay it to. Stored whole, as a partner's
     * payout account is (the transfer file needs it), and answered masked but its last 4 characters.
     */
    payeeName: varchar('payee_name', { length: 70 }),
    payeeIban: varchar('payee_iban', { length: 40 }),
    payeeBic: varchar('payee_bic', { length: 11 }),
    accountGivenAt: tstz('account_given_at'),
    /** When it was last written into a transfer file (pain.001) for the bank. */
    exportedAt: tstz('exported_at'),
    /** The administrator who recorded the transfer as sent. */
    sentByPersonId: integer('sent_by_person_id').references(() => persons.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} <> 'refunded'`),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
