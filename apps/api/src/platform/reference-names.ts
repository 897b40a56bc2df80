// Reference data's names in the request's language, for the modules' queries: an option value's or a
// sector's stored translation (the SQL function reference_name, so a list reads it in its own query),
// and a country's name in the language from its code.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { currentLocale, localizedCountryName } from '@pavilion/domain';

/** The name of a row of option_items, sectors or sector_subtypes in the request's language. */
export function referenceName(table: { name: AnyPgColumn; translations: AnyPgColumn }): SQL<string> {
  return sql<string>`reference_name(${table.name}, ${table.translations}, ${currentLocale()}::text)`;
}

/** A country's name in the request's language (null stays null: a row without a country). */
export function countryNamed(code: string | null | undefined, englishName: string | null): string | null {
  return englishName === null ? null : code ? localizedCountryName(code, englishName) : englishName;
}
