// How many events a search's facets leave, guessed before it runs: the share of the projection's rows
// carrying each facet token, as PostgreSQL's statistics of the facet_tokens column keep them (ANALYZE:
// the most common tokens with their frequencies; every other token is rarer than the rarest of those).
// read-model.ts collects every match at once when the guess is small (a few hundred events: one scan of
// the tokens' GIN index, an exact total) and walks a sort's index otherwise.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';

/** The statistics are read again after this long: ANALYZE runs far less often. */
const KEPT_MS = 5 * 60_000;

export interface TokenShares {
  /** Rows of the projection when the statistics were taken. */
  rows: number;
  /** Each common token's share of the rows. */
  share: Map<number, number>;
  /** The share of a token not among them: at most the rarest common token's. */
  otherwise: number;
}

const read = new WeakMap<object, { at: number; shares: Promise<TokenShares | null> }>();

async function readShares(db: DbOrTx): Promise<TokenShares | null> {
  const [row] = rowsOf<{ rows: number; tokens: number[] | null; freqs: number[] | null }>(
    await db.execute(sql`select
        (select reltuples from pg_class where oid = 'event_search'::regclass)::float8 as rows,
        (select most_common_elems::text::int[] from pg_stats where tablename = 'event_search' and attname = 'facet_tokens') as tokens,
        (select most_common_elem_freqs from pg_stats where tablename = 'event_search' and attname = 'facet_tokens') as freqs`),
  );
  // Never analysed (a new database): no guess, every search walks as it would without one.
  if (!row || !row.tokens || !row.freqs || !(row.rows > 0)) return null;
  const share = new Map<number, number>();
  row.tokens.forEach((token, i) => share.set(Number(token), Number(row.freqs![i])));
  // The frequencies are followed by the least and the greatest of them, then the share of nulls.
  return { rows: Number(row.rows), share, otherwise: Number(row.freqs[row.tokens.length]) };
}

/** The statistics of `db`'s projection, read at most every few minutes per database. */
export function tokenShares(db: DbOrTx, nowMs = Date.now()): Promise<TokenShares | null> {
  const known = read.get(db);
  if (known && nowMs - known.at < KEPT_MS) return known.shares;
  const shares = readShares(db).catch(() => null);
  read.set(db, { at: nowMs, shares });
  return shares;
}

/** Forgets what was read of `db` (a test that has just analysed its catalogue). */
export function forgetTokenShares(db: DbOrTx): void {
  read.delete(db);
}

/**
 * How many rows carry a token of every group, were the groups independent: the rows times each
 * group's share (the sum of its tokens' shares, at most all).
 */
export function expectedMatches(shares: TokenShares, groups: readonly (readonly number[])[]): number {
  return groups.reduce(
    (rows, group) =>
      rows *
      Math.min(
        1,
        group.reduce((sum, t) => sum + (shares.share.get(t) ?? shares.otherwise), 0),
      ),
    shares.rows,
  );
}
