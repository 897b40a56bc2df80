// Prices beyond the ticket type's own: the partners' promo codes per event and the marketplace's
// offer (the home banner). A code's `used` counts the orders holding or having paid with it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, minor, tstz, updatedAt } from './_helpers';
import { events } from './events';
import { persons } from './people';
import type { TNameTranslations } from '@pavilion/domain';

export const promoCodeKindEnum = pgEnum('promo_code_kind', ['percentage', 'fixed']);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Upper case: codes ignore case, so one event cannot have SAVE10 and save10. */
    code: varchar('code', { length: 40 }).notNull(),
    kind: promoCodeKindEnum('kind').notNull(),
    /** Percentage off (1-100) when kind = 'percentage'. */
    percentOff: smallint('percent_off'),
    /** Minor units off each eligible ticket when kind = 'fixed' (capped at the ticket's price). */
    amountOffMinor: minor('amount_off_minor'),
    /** The event's currency when the code was made: a fixed amount only takes off tickets priced in it. */
    currency: currency('currency').notNull(),
    /** The ticket types it takes off; empty: all of the event's. */
    ticketTypeIds: integer('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    /** Orders that may use it; null: no limit. */
    usageLimit: integer('usage_limit'),
    /** Orders using it (held or paid); an expired hold gives its use back. Never above the limit. */
    used: integer('used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_event_code_uq').on(t.eventId, t.code),
    index('promo_codes_event_idx').on(t.eventId, t.createdAt),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'promo_codes_value',
      sql`(${t.kind} = 'percentage' and ${t.percentOff} between 1 and 100 and ${t.amountOffMinor} is null) or (${t.kind} = 'fixed' and ${t.amountOffMinor} > 0 and ${t.percentOff} is null)`,
    ),
    check('promo_codes_used', sql`${t.used} >= 0 and (${t.usageLimit} is null or ${t.used} <= ${t.usageLimit})`),
    check('promo_codes_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The marketplace's offer shown on the home page: one row (id 1) an administrator sets. A headline
 * backed by the partners' promo codes, not a discount of its own
 * (docs/decisions/0235-the-homes-offer-is-a-headline-backed-by-the.md): `headline` is the English,
 * `headline_translations` its Spanish, French and German ({ es, fr, de }; a reader of a language without
 * one reads the English).
 */
export const marketplaceOffer = pgTable(
  'marketplace_offer',
  {
    id: smallint('id').primaryKey().default(1),
    percentage: smallint('percentage').notNull(),
    headline: text('headline').notNull(),
    headlineTranslations: jsonb('headline_translations')
      .$type<TNameTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    validUntil: tstz('valid_until'),
    active: boolean('active').notNull().default(true),
    updatedByPersonId: integer('updated_by_person_id').references(() => persons.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('marketplace_offer_one_row', sql`${t.id} = 1`),
    check('marketplace_offer_percentage', sql`${t.percentage} between 1 and 90`),
  ],
);
