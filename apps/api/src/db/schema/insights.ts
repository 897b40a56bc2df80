// What partners' insights read: sales and views per day, kept by triggers
// (db/functions/) as orders are paid (or stop being paid) and by the page-view counter, so an
// insight over a year of 10,000 events reads a few hundred rows instead of a million orders.
import { bigint, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { currency } from './_helpers';

const day = () => date('day', { mode: 'string' }).notNull();
const counter = (name: string) => integer(name).notNull().default(0);
const money = () => bigint('revenue_minor', { mode: 'number' }).notNull().default(0);

/** Paid orders of one event per UTC day (of payment) and currency. */
export const eventSalesDays = pgTable(
  'event_sales_days',
  {
    eventId: integer('event_id').notNull(),
    day: day(),
    currency: currency('currency').notNull(),
    partnerId: integer('partner_id').notNull(),
    orders: counter('orders'),
    tickets: counter('tickets'),
    revenueMinor: money(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.day, t.currency] }),
    index('event_sales_days_partner_idx').on(t.partnerId, t.day),
  ],
);

/** Paid orders of one event for all time, per currency: the events that sell most, at once. */
export const eventSalesTotals = pgTable(
  'event_sales_totals',
  {
    eventId: integer('event_id').notNull(),
    currency: currency('currency').notNull(),
    partnerId: integer('partner_id').notNull(),
    orders: counter('orders'),
    tickets: counter('tickets'),
    revenueMinor: money(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.currency] }),
    index('event_sales_totals_partner_idx').on(t.partnerId, t.tickets.desc(), t.eventId),
  ],
);

/** Paid orders of all of one partner's events per UTC day and currency. */
export const partnerSalesDays = pgTable(
  'partner_sales_days',
  {
    partnerId: integer('partner_id').notNull(),
    day: day(),
    currency: currency('currency').notNull(),
    orders: counter('orders'),
    tickets: counter('tickets'),
    revenueMinor: money(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.day, t.currency] })],
);

/** Tickets of one ticket type sold per UTC day, and their prices. */
export const ticketTypeSalesDays = pgTable(
  'ticket_type_sales_days',
  {
    ticketTypeId: integer('ticket_type_id').notNull(),
    day: day(),
    eventId: integer('event_id').notNull(),
    tickets: counter('tickets'),
    revenueMinor: money(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketTypeId, t.day] }),
    index('ticket_type_sales_days_event_idx').on(t.eventId, t.day),
  ],
);

/**
 * Who did something with an event on a UTC day, so each visitor counts once (page-views.ts): an opaque
 * key, an HMAC of the day with the signed-in person or the address and user agent, never the address
 * itself. Only today's and yesterday's rows are kept (the pruning worker forgets older days).
 */
export const visitorsOfDay = (name: string) =>
  pgTable(
    name,
    {
      day: day(),
      eventId: integer('event_id').notNull(),
      /** 128 bits of the HMAC, hex. */
      visitor: varchar('visitor', { length: 32 }).notNull(),
    },
    // The day first: the pruning deletes whole days along the key.
    (t) => [primaryKey({ columns: [t.day, t.eventId, t.visitor] })],
  );

/** Who viewed an event's public page on a day. */
export const eventViewVisitors = visitorsOfDay('event_view_visitors');

/** Views of an event's public page per UTC day: one per visitor (event_view_visitors), bots left out. */
export const eventViewDays = pgTable(
  'event_view_days',
  {
    eventId: integer('event_id').notNull(),
    day: day(),
    partnerId: integer('partner_id').notNull(),
    views: counter('views'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] })],
);

/** Views of all of one partner's public event pages per UTC day, counted as event_view_days are. */
export const partnerViewDays = pgTable(
  'partner_view_days',
  {
    partnerId: integer('partner_id').notNull(),
    day: day(),
    views: counter('views'),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.day] })],
);
