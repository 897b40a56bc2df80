// Ids sent by account forms must name existing reference data (the schemas check only their shape).
import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@pavilion/domain';
import type { DbOrTx } from '../../db/client';
import { countries, optionItems, sectors } from '../../db/schema';
import { AppError } from '../../platform/errors';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

export async function assertCountry(
  db: DbOrTx,
  countryId: number | null,
  message: string = MESSAGES.optionInvalid,
  field = 'country',
) {
  if (countryId === null) return;
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
  if (!row) throw invalid(field, message);
}

/** `held`: ids the person already has, still accepted after an administrator archived them. */
export async function assertSectors(db: DbOrTx, ids: readonly number[], field: string, held: readonly number[] = []) {
  const unique = [...new Set(ids)].filter((id) => !held.includes(id));
  if (!unique.length) return;
  const rows = await db
    .select({ id: sectors.id })
    .from(sectors)
    .where(and(inArray(sectors.id, unique), eq(sectors.archived, false)));
  if (rows.length !== unique.length) throw invalid(field, MESSAGES.optionInvalid);
}

export async function assertJobTitles(db: DbOrTx, ids: readonly number[], field: string, held: readonly number[] = []) {
  const unique = [...new Set(ids)].filter((id) => !held.includes(id));
  if (!unique.length) return;
  const rows = await db
    .select({ id: optionItems.id })
    .from(optionItems)
    .where(and(inArray(optionItems.id, unique), eq(optionItems.list, 'jobTitles'), eq(optionItems.archived, false)));
  if (rows.length !== unique.length) throw invalid(field, MESSAGES.optionInvalid);
}

/** The name of a job title chosen from the list by id; an unknown or archived id is refused on `field`. */
export async function jobTitleName(db: DbOrTx, id: number, field = 'jobTitle'): Promise<string> {
  const [row] = await db
    .select({ name: optionItems.name })
    .from(optionItems)
    .where(and(eq(optionItems.id, id), eq(optionItems.list, 'jobTitles'), eq(optionItems.archived, false)))
    .limit(1);
  if (!row) throw invalid(field, MESSAGES.optionInvalid);
  return row.name;
}
