// Invoices and credit notes (docs/decisions/0106-invoices-the-partner-sells-pavilion-collects-as.md, "Invoices: the partner sells, Pavilion collects as its
// agent"). The partner is the seller of record: each partner has one gapless sequence of numbers shared by
// its invoices and credit notes, taken from its row of invoice_sequences in the transaction that issues
// the document (the row lock makes concurrent issues of one seller take turns; a rolled back issue
// gives its number back with it). A document is written once, with everything it prints (seller,
// buyer, lines, VAT, totals, how to pay), and never changed: a trigger refuses updates and deletes.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TInvoiceBuyer, TInvoiceLine, TInvoicePayment, TInvoiceSeller } from '@pavilion/domain';
import { createdAt, currency, minor, tstz } from './_helpers';
import { vatExemptReasonEnum } from './events';
import { orders, refunds } from './orders';
import { partners } from './partners';
import { damageClaims } from './damage-claims';

export const invoiceKindEnum = pgEnum('invoice_kind', ['invoice', 'credit_note']);

/** The last number each seller issued (its next document takes the next one). */
export const invoiceSequences = pgTable('invoice_sequences', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id),
  lastNumber: integer('last_number').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The seller of record; `number` is in its sequence. */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    number: integer('number').notNull(),
    kind: invoiceKindEnum('kind').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** A credit note's refund; null for a credit note that cancels an unpaid bank transfer's invoice. */
    refundId: uuid('refund_id').references(() => refunds.id),
    /** The damage claim an invoice charges (its own invoice, not the order's). */
    damageClaimId: uuid('damage_claim_id').references(() => damageClaims.id),
    /** The invoice a credit note credits. */
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    issuedAt: tstz('issued_at').notNull(),
    currency: currency('currency').notNull(),
    seller: jsonb('seller').$type<TInvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<TInvoiceBuyer>().notNull(),
    lines: jsonb('lines').$type<TInvoiceLine[]>().notNull(),
    /** The VAT rate the prices include (percent), or why VAT does not apply: exactly one is set. */
    vatRate: numeric('vat_rate', { precision: 4, scale: 2, mode: 'number' }),
    vatExemptReason: vatExemptReasonEnum('vat_exempt_reason'),
    /** What the document is for, VAT included; a credit note's amounts are what it gives back, positive. */
    totalMinor: minor('total_minor').notNull(),
    vatMinor: minor('vat_minor').notNull(),
    /** How to pay an invoice not yet paid (bank transfer: the account, the reference, the due day). */
    payment: jsonb('payment').$type<TInvoicePayment>(),
    /** Searching a seller's documents: its number as printed, the buyer's name, company and email. */
    searchText: varchar('search_text', { length: 700 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.partnerId, t.number),
    // One invoice per order's sale, one per damage charge, one credit note per refund.
    uniqueIndex('invoices_order_sale_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.damageClaimId} is null`),
    uniqueIndex('invoices_damage_claim_uq')
      .on(t.damageClaimId)
      .where(sql`${t.damageClaimId} is not null`),
    uniqueIndex('invoices_refund_uq')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    // A credit note without a refund cancels its invoice: at most one.
    uniqueIndex('invoices_cancelling_uq')
      .on(t.creditedInvoiceId)
      .where(sql`${t.kind} = 'credit_note' and ${t.refundId} is null`),
    index('invoices_partner_issued_idx').on(t.partnerId, t.issuedAt, t.number),
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    index('invoices_order_idx').on(t.orderId),
    check('invoices_number_positive', sql`${t.number} > 0`),
    check('invoices_amounts', sql`${t.totalMinor} >= 0 and ${t.vatMinor} >= 0 and ${t.vatMinor} <= ${t.totalMinor}`),
    check('invoices_vat', sql`(${t.vatRate} is null) <> (${t.vatExemptReason} is null)`),
    check(
      'invoices_kind',
      sql`(${t.kind} = 'credit_note') = (${t.creditedInvoiceId} is not null) and (${t.kind} = 'invoice' or ${t.damageClaimId} is null)`,
    ),
  ],
);
