// Sponsored placement (docs/decisions/README.md, "Sponsored placement"): the price per day the administrator
// sets, and each sponsorship a partner buys of one of its events for a range of UTC days. The charge
// and any credit for days given back are ledger lines (money.ts, kinds sponsorship and
// sponsorship_credit) written in the transaction of the row they belong to.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, currency, minor, tstz } from './_helpers';
import { events } from './events';
import { partners } from './partners';
import { persons } from './people';

/** The one price per day of sponsorship (one row), in one currency as the listing plans are. */
export const sponsorshipPrices = pgTable(
  'sponsorship_prices',
  {
    id: smallint('id').primaryKey().default(1),
    pricePerDayMinor: minor('price_per_day_minor').notNull(),
    currency: currency('currency').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    updatedBy: integer('updated_by').references(() => persons.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('sponsorship_prices_one_row', sql`${t.id} = 1`),
    check('sponsorship_prices_price', sql`${t.pricePerDayMinor} > 0`),
  ],
);

/**
 * A sponsorship of an event from `first_day` to `last_day` (UTC days, both included), paid
 * `amount_minor` (days x the price per day of the moment). Ended early by an administrator: when, by
 * whom, why, and the whole days after that day credited back.
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    pricePerDayMinor: minor('price_per_day_minor').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: currency('currency').notNull(),
    boughtBy: integer('bought_by').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    endedAt: tstz('ended_at'),
    endedBy: integer('ended_by').references(() => persons.id, { onDelete: 'set null' }),
    endReason: text('end_reason'),
    creditedDays: integer('credited_days'),
    creditedMinor: minor('credited_minor'),
  },
  (t) => [
    index('sponsorships_event_idx').on(t.eventId, t.firstDay),
    index('sponsorships_partner_idx').on(t.partnerId, t.createdAt),
    // The search asks which are running today: the ones not ended early, by their days.
    index('sponsorships_running_idx')
      .on(t.firstDay, t.lastDay)
      .where(sql`${t.endedAt} is null`),
    index('sponsorships_created_idx').on(t.createdAt),
    check(
      'sponsorships_days',
      sql`${t.lastDay} >= ${t.firstDay} and ${t.days} = ${t.lastDay} - ${t.firstDay} + 1 and ${t.amountMinor} = ${t.days} * ${t.pricePerDayMinor}`,
    ),
  ],
);
