// The admin side: the audit log (rows are only ever added; triggers refuse UPDATE, DELETE and
// TRUNCATE) and the narrow projections the admin lists page through (kept by triggers,
// db/functions/), so a page of 100,000 events or 1,000,000 orders is read from an index.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { currency, minor, tstz } from './_helpers';
import { events } from './events';
import { vettingStatusEnum } from './partners';
import { orders } from './orders';

/**
 * Every admin action: who (the person, with name and email as they were, so the row stays readable
 * whatever happens to the account later), when, what, and the values before and after. No foreign
 * keys: a row must outlive what it describes and nothing may cascade into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: tstz('at').notNull(),
    /** Null when the action came from the command line (npm run admin:create). */
    actorPersonId: integer('actor_person_id'),
    actorName: varchar('actor_name', { length: 201 }),
    actorEmail: varchar('actor_email', { length: 254 }),
    action: varchar('action', { length: 40 }).notNull(),
    entityType: varchar('entity_type', { length: 20 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    entityName: varchar('entity_name', { length: 300 }).notNull(),
    /** In English: the record, and what a row without `summary_key` reads as. */
    summary: text('summary').notNull(),
    /** The summary as a message and its values, read in the reader's language (platform/stored-message.ts). */
    summaryKey: varchar('summary_key', { length: 200 }),
    summaryValues: jsonb('summary_values'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/**
 * One row per event for the admin's events list: the columns it filters and sorts by, and the
 * lower-cased name and tagline its search box looks in (trigram index). Kept by triggers on events
 * and ticket_types; tickets_sold is the sum of the event's ticket types' sold seats.
 */
export const eventAdminRows = pgTable(
  'event_admin_rows',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').notNull(),
    status: vettingStatusEnum('status').notNull(),
    startAt: tstz('start_at').notNull(),
    // The capacity (maxAttendees) as two keys that are never null, so each direction of the capacity
    // sort is one ascending index read forwards or backwards, with events without a capacity last
    // both ways: unknown is the largest key of the first and the smallest of the second.
    capacityAsc: integer('capacity_asc').notNull(),
    capacityDesc: integer('capacity_desc').notNull(),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('event_admin_rows_start_idx').on(t.startAt, t.eventId),
    index('event_admin_rows_capacity_asc_idx').on(t.capacityAsc, t.eventId),
    index('event_admin_rows_capacity_desc_idx').on(t.capacityDesc, t.eventId),
    index('event_admin_rows_sold_idx').on(t.ticketsSold, t.eventId),
    index('event_admin_rows_status_start_idx').on(t.status, t.startAt, t.eventId),
    index('event_admin_rows_status_capacity_asc_idx').on(t.status, t.capacityAsc, t.eventId),
    index('event_admin_rows_status_capacity_desc_idx').on(t.status, t.capacityDesc, t.eventId),
    index('event_admin_rows_status_sold_idx').on(t.status, t.ticketsSold, t.eventId),
    index('event_admin_rows_partner_idx').on(t.partnerId, t.startAt, t.eventId),
    // The partner's own events list sorted by tickets sold.
    index('event_admin_rows_partner_sold_idx').on(t.partnerId, t.ticketsSold, t.eventId),
    index('event_admin_rows_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Searches of one or two characters, which have no trigram (list_grams(), db/functions/).
    index('event_admin_rows_grams_idx').using('gin', sql`list_grams(${t.searchText})`),
  ],
);

/** How many events have each status: the events list's total without counting 100,000 rows. */
export const eventAdminCounts = pgTable('event_admin_counts', {
  status: vettingStatusEnum('status').primaryKey(),
  events: integer('events').notNull().default(0),
});

/**
 * One row per paid order for the admin's registrations table, written when the order becomes paid
 * (its tickets are fixed by then) and removed if it stops being paid; the event's name follows a
 * rename. Every column of the table sorts from an index.
 */
export const orderRegistrations = pgTable(
  'order_registrations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    buyerEmail: varchar('buyer_email', { length: 254 }).notNull(),
    eventId: integer('event_id').notNull(),
    eventName: varchar('event_name', { length: 200 }).notNull(),
    tickets: integer('tickets').notNull(),
    totalMinor: minor('total_minor').notNull(),
    currency: currency('currency').notNull(),
  },
  (t) => [
    index('order_registrations_created_idx').on(t.createdAt, t.orderId),
    index('order_registrations_email_idx').on(t.buyerEmail, t.orderId),
    index('order_registrations_event_name_idx').on(t.eventName, t.orderId),
    index('order_registrations_tickets_idx').on(t.tickets, t.orderId),
    index('order_registrations_total_idx').on(t.currency, t.totalMinor, t.orderId),
    index('order_registrations_event_idx').on(t.eventId, t.createdAt, t.orderId),
    index('order_registrations_email_search_idx').using('gin', sql`lower(${t.buyerEmail}) gin_trgm_ops`),
    index('order_registrations_email_grams_idx').using('gin', sql`list_grams(lower(${t.buyerEmail}))`),
  ],
);

/**
 * How many registrations there are, in 16 shards so that payments committing at the same moment
 * seldom wait for one another's counter row; the total is their sum.
 */
export const orderRegistrationCounts = pgTable('order_registration_counts', {
  shard: smallint('shard').primaryKey(),
  registrations: bigint('registrations', { mode: 'number' }).notNull().default(0),
});
