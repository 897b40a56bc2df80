// Helpers for raw SQL (db.execute) that both drivers run: PGlite and postgres.js answer rows differently.
import { sql, type SQL } from 'drizzle-orm';

/** The rows of a db.execute() result: postgres.js answers an array of rows, PGlite an object with `rows`. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Integers as PostgreSQL array text ('{1,2,3}'), for a parameter cast to int[]. */
export const intArrayText = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Validated integer ids as one int[] parameter. */
export const intArray = (ids: readonly number[]): SQL => sql`${intArrayText(ids)}::int[]`;
