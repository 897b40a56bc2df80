// Deep pages of long lists without reading every row before them. OFFSET 500,000 makes PostgreSQL
// step over half a million index entries (about 100 ms here) for a page of 20. Instead, each list
// variant (its sort and filters) keeps marks: the sort key of every `every`-th row, taken in one pass
// and kept for a minute. A deep page starts from the nearest mark at or before it (a keyset seek,
// `(keys, id) >= mark`) and steps over fewer than `every` rows. A descending page is read as the
// ascending rows it mirrors (its position counted from the end with the exact total), so one
// ascending index serves both directions.
//
// The marks are taken from the data as it was when they were taken: while rows are added or removed
// before a mark, pages after it start that many rows early or late, until the marks are taken again
// (at most `staleMs` later). Paging by offset shifts the same way whenever rows change between two
// page loads; totals stay exact (the caller counts them). Pages shallower than `every` never use marks.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/raw-sql';

/** A column of the sort key with its PostgreSQL type, so a mark's value (kept as text) is cast back. */
export interface KeyColumn {
  column: SQLWrapper;
  type: 'timestamptz' | 'integer' | 'bigint' | 'text' | 'uuid';
}

export interface KeysetList {
  /** The FROM clause (a table). */
  from: SQLWrapper;
  /** The list's filter; undefined for every row. */
  where?: SQL;
  /** The sort key, ascending; never null. */
  keys: KeyColumn[];
  /** The unique tie-breaker, ascending. */
  id: KeyColumn;
  /** Names the variant (sort and filters) the marks belong to. */
  variant: string;
}

export interface PageWindow {
  offset: number;
  limit: number;
  direction: 'asc' | 'desc';
  /** How many rows the list has now (exact); awaited only for a deep descending page. */
  total: number | Promise<number>;
  /**
   * False for a searched list: its page is read by plain OFFSET in its own direction (its total may
   * be an estimate, and marks over every match would cost a pass over all of them per search text).
   */
  marks?: boolean;
}

interface Mark {
  /** The row's position in ascending order, from 0. */
  ordinal: number;
  /** Its key values then its id, as text. */
  values: string[];
}

interface MarkSet {
  marks: Mark[];
  takenAt: number;
  refreshing: Promise<void> | null;
}

export interface DeepPagesOptions {
  /** A mark every this many rows; pages shallower than this read by plain OFFSET. */
  every?: number;
  /** How long marks are used before they are taken again (in the background; the old ones meanwhile). */
  staleMs?: number;
  /** How many list variants keep marks (the least recently used are dropped). */
  variants?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

const cast = (value: string, type: KeyColumn['type']) => sql`${value}::${sql.raw(type)}`;

export class DeepPages {
  private readonly every: number;
  private readonly staleMs: number;
  private readonly variants: number;
  private readonly now: () => number;
  private readonly sets = new Map<string, MarkSet>();

  constructor(
    private readonly db: DbOrTx,
    options: DeepPagesOptions = {},
  ) {
    this.every = options.every ?? 5_000;
    this.staleMs = options.staleMs ?? 60_000;
    this.variants = options.variants ?? 100;
    this.now = options.now ?? Date.now;
  }

  /** The ids of one page, in the page's order. */
  async ids<Id = unknown>(list: KeysetList, page: PageWindow): Promise<Id[]> {
    const columns = [...list.keys.map((k) => k.column), list.id.column];
    const order = sql.join(
      columns.map((c) => sql`${c}`),
      sql`, `,
    );
    // A shallow descending page (or any descending page of a list without marks) reads the index
    // backwards from the end: no total needed.
    if (page.direction === 'desc' && (page.offset < this.every || page.marks === false)) {
      const backwards = sql.join(
        columns.map((c) => sql`${c} desc`),
        sql`, `,
      );
      return rowsOf<{ id: Id }>(
        await this.db.execute(
          sql`select ${list.id.column} as id from ${list.from} ${list.where ? sql`where ${list.where}` : sql``}
              order by ${backwards} limit ${page.limit} offset ${page.offset}`,
        ),
      ).map((r) => r.id);
    }
    let start = page.offset;
    let count = page.limit;
    if (page.direction === 'desc') {
      const total = await page.total;
      start = Math.max(0, total - page.offset - page.limit);
      count = Math.min(page.limit, total - page.offset);
    }
    if (count <= 0) return [];
    let where = list.where;
    let skip = start;
    if (start >= this.every && page.marks !== false) {
      const mark = (await this.marksOf(list)).findLast((m) => m.ordinal <= start);
      if (mark) {
        const types = [...list.keys.map((k) => k.type), list.id.type];
        const values = sql.join(
          mark.values.map((v, i) => cast(v, types[i])),
          sql`, `,
        );
        const from = sql`(${order}) >= (${values})`;
        where = where ? sql`${where} and ${from}` : from;
        skip = start - mark.ordinal;
      }
    }
    const rows = rowsOf<{ id: Id }>(
      await this.db.execute(
        sql`select ${list.id.column} as id from ${list.from} ${where ? sql`where ${where}` : sql``}
            order by ${order} limit ${count} offset ${skip}`,
      ),
    );
    const ids = rows.map((r) => r.id);
    return page.direction === 'desc' ? ids.reverse() : ids;
  }

  /** The variant's marks: kept ones while fresh; stale ones while new ones are taken; taken now if none. */
  private async marksOf(list: KeysetList): Promise<Mark[]> {
    const set = this.sets.get(list.variant);
    if (set) {
      // Most recently used last, so the first one is the one to drop.
      this.sets.delete(list.variant);
      this.sets.set(list.variant, set);
      if (this.now() - set.takenAt > this.staleMs && !set.refreshing) {
        set.refreshing = this.take(list)
          .then((marks) => {
            set.marks = marks;
            set.takenAt = this.now();
          })
          .catch(() => undefined)
          .finally(() => {
            set.refreshing = null;
          });
      }
      return set.marks;
    }
    const marks = await this.take(list);
    this.sets.set(list.variant, { marks, takenAt: this.now(), refreshing: null });
    while (this.sets.size > this.variants) this.sets.delete(this.sets.keys().next().value!);
    return marks;
  }

  /** Every `every`-th row's key, in one pass over the list's index. */
  private async take(list: KeysetList): Promise<Mark[]> {
    const columns = [...list.keys.map((k) => k.column), list.id.column];
    const order = sql.join(
      columns.map((c) => sql`${c}`),
      sql`, `,
    );
    const texts = sql.join(
      columns.map((c, i) => sql`${c}::text as ${sql.identifier(`k${i}`)}`),
      sql`, `,
    );
    const picked = sql.join(
      columns.map((_c, i) => sql.identifier(`k${i}`)),
      sql`, `,
    );
    const rows = rowsOf<Record<string, string | number>>(
      await this.db.execute(sql`
        select rn, ${picked} from (
          select ${texts}, row_number() over (order by ${order}) - 1 as rn
          from ${list.from} ${list.where ? sql`where ${list.where}` : sql``}
        ) s
        where rn % ${this.every} = 0 and rn > 0
        order by rn`),
    );
    return rows.map((row) => ({
      ordinal: Number(row.rn),
      values: columns.map((_c, i) => String(row[`k${i}`])),
    }));
  }
}
