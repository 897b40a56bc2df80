// Column helpers shared by every table: UTC timestamptz, creation/update stamps, money.
import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TCurrencyCode, TNameTranslations } from '@pavilion/domain';

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();

/** Money: integer minor units (cents, pence; yen have none) plus an ISO 4217 code beside it. */
export const minor = (name: string) => bigint(name, { mode: 'number' });
/** Only codes the domain knows are written (every body is checked with ZCurrencyCode). */
export const currency = (name: string) => varchar(name, { length: 3 }).$type<TCurrencyCode>();

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A reference value's names in Spanish, French and German ({ es, fr, de }); its `name` is the English. */
export const nameTranslations = () =>
  jsonb('translations')
    .$type<TNameTranslations>()
    .notNull()
    .default(sql`'{}'::jsonb`);
