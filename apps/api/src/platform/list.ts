// The server half of the list pattern (libs/domain common/list.ts): the ORDER BY, LIMIT and OFFSET
// of one page in SQL, and the envelope around it. A data access builds its own select and filters and
// hands them here with the columns each sort means.
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TListQuery, TPaged } from '@pavilion/domain';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/raw-sql';

export type SortColumns<S extends string> = Record<S, SQLWrapper | readonly SQLWrapper[]>;

/**
 * A sort column that is never null. Its ORDER BY leaves out `nulls last`, which PostgreSQL would
 * otherwise have to match in an index: a descending sort `desc nulls last` cannot be read backwards
 * from an ordinary ascending index, so a large list would sort every row instead of reading the first
 * page from the index.
 */
export class NotNullColumn implements SQLWrapper {
  constructor(readonly column: SQLWrapper) {}
  getSQL(): SQL {
    return this.column.getSQL();
  }
}
export const notNull = (column: SQLWrapper) => new NotNullColumn(column);

/**
 * ORDER BY for a list query: the chosen sort's columns in the chosen direction with empty values
 * last either way, then the tie-breaker (a unique key) in the same direction, so pages never
 * overlap or skip a row.
 */
export function listOrderBy<S extends string>(
  query: Pick<TListQuery<S>, 'sort' | 'direction'>,
  sorts: SortColumns<S>,
  tieBreaker: SQLWrapper,
): SQL[] {
  const chosen = sorts[query.sort];
  const columns = (Array.isArray(chosen) ? chosen : [chosen]) as SQLWrapper[];
  const dir = query.direction === 'desc' ? desc : asc;
  return [
    ...columns.map((column) => (column instanceof NotNullColumn ? dir(column.column) : sql`${dir(column)} nulls last`)),
    dir(tieBreaker),
  ];
}

/** A list's total, exact or (for a search with many matches) estimated. */
export interface ListTotal {
  total: number;
  totalIsEstimate: boolean;
}

/** The envelope's total: `totalIsEstimate` is said only when true, so an exact total reads as it always did. */
export const totalFields = ({ total, totalIsEstimate }: ListTotal): { total: number; totalIsEstimate?: true } =>
  totalIsEstimate ? { total, totalIsEstimate } : { total };

export interface ListSource<Row> {
  /** One page of rows in the given order. */
  rows(page: { orderBy: SQL[]; limit: number; offset: number }): Promise<Row[]>;
  /** How many rows the whole list has (same filters, no paging): a number is exact. */
  count(): Promise<number | ListTotal>;
}

/** Reads one page and the total, and answers the list envelope. */
export async function listPage<S extends string, Row>(
  query: TListQuery<S>,
  sorts: SortColumns<S>,
  tieBreaker: SQLWrapper,
  source: ListSource<Row>,
): Promise<TPaged<Row>> {
  const orderBy = listOrderBy(query, sorts, tieBreaker);
  const [items, counted] = await Promise.all([
    source.rows({ orderBy, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    source.count(),
  ]);
  const { total, totalIsEstimate } = typeof counted === 'number' ? { total: counted, totalIsEstimate: false } : counted;
  return { items, ...totalFields({ total, totalIsEstimate }), page: query.page, pageSize: query.pageSize };
}

/** The planner's estimate of how many rows of `from` match `where` (EXPLAIN: planning only, no rows read). */
export async function estimateRows(db: DbOrTx, from: SQL, where: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`explain (format json) select 1 from ${from} where ${where}`),
  );
  const text = Object.values(row)[0];
  const plan = (typeof text === 'string' ? JSON.parse(text) : text) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

/**
 * Whether a search the planner expects to match `estimate` rows is common: it is then read without
 * the list_grams lookup (a scan in the list's order, or one that stops after `exactUpTo` matches,
 * finds them quickly, and computing each row's keys to recheck the lookup would cost more than the
 * match itself). A rarer one is looked up.
 */
export const isCommonSearch = (estimate: number, exactUpTo: number) => estimate >= 10 * exactUpTo;

/**
 * The total of a searched list: counted exactly up to `exactUpTo` matches (the count stops at the
 * next one), the planner's estimate above that (`estimate`, from the columns' statistics, rounded to
 * two significant figures), so a search that matches half a million rows does not visit them all to
 * say so. `from` is the list's table (with its alias), `where` its filters, search included. Without
 * an estimate it is asked for (on `where`).
 */
export async function searchedTotal(
  db: DbOrTx,
  from: SQL,
  where: SQL,
  exactUpTo: number,
  estimate?: number,
): Promise<ListTotal> {
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${from} where ${where} limit ${exactUpTo + 1}) s`,
    ),
  );
  if (n <= exactUpTo) return { total: n, totalIsEstimate: false };
  const rows = estimate ?? (await estimateRows(db, from, where));
  return { total: Math.max(exactUpTo + 1, Number(Math.round(rows).toPrecision(2))), totalIsEstimate: true };
}

/**
 * Whether a search is short enough for the list_grams indexes (migration list_search): one or two
 * characters, which have no trigram.
 */
export const isShortSearch = (lowered: string) => [...lowered].length <= 2;

/** A case-insensitive "contains" pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
