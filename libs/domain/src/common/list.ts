// The one list pattern: every list that can grow is asked for with one query shape (page, pageSize,
// sort, direction, q and the list's own filters) and answers one envelope (items, total, page,
// pageSize). The server pages and sorts in SQL; the browser keeps the query in the URL.
import { z } from 'zod';
import './zod-messages';
import { SORT_DIRECTIONS, LIST_MAX_PAGE, LIST_MAX_PAGE_SIZE, LIST_QUERY_MAX } from '../constants';
import { LIST_MESSAGES } from '../messages';

export const LIST_DEFAULT_PAGE_SIZE = 20;
export const ZSortDirection = z.enum(SORT_DIRECTIONS, { error: () => LIST_MESSAGES.direction });

/** A whole number from a query string ('2') or a JSON body (2), within bounds, with one message. */
function zWholeNumber(min: number, max: number, message: () => string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

export interface ListQueryOptions<S extends readonly [string, ...string[]], F extends z.ZodRawShape> {
  /** The sorts this list offers; each maps to SQL on the server. */
  sorts: S;
  defaultSort: S[number];
  defaultDirection?: 'asc' | 'desc';
  defaultPageSize?: number;
  /** The list's own filters (status, event, date range...), as query-string schemas. */
  filters?: F;
}

/**
 * The query schema of one list. Query strings are text, so numbers are read from text; an empty
 * `q` means no search.
 */
export function zListQuery<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(options: ListQueryOptions<S, F>) {
  return z.object({
    page: zWholeNumber(1, LIST_MAX_PAGE, () => LIST_MESSAGES.page).default(1),
    pageSize: zWholeNumber(1, LIST_MAX_PAGE_SIZE, () => LIST_MESSAGES.pageSize).default(
      options.defaultPageSize ?? LIST_DEFAULT_PAGE_SIZE,
    ),
    sort: z
      .enum(options.sorts, { error: () => LIST_MESSAGES.sort({ allowed: options.sorts.join(', ') }) })
      .default(options.defaultSort as never),
    direction: ZSortDirection.default(options.defaultDirection ?? 'asc'),
    q: z
      .string({ error: () => LIST_MESSAGES.q })
      .trim()
      .max(LIST_QUERY_MAX, { error: () => LIST_MESSAGES.q })
      .optional()
      .transform((value) => (value ? value : undefined)),
    ...((options.filters ?? {}) as F),
  });
}

/** What every list query carries, whatever its sorts and filters. */
export interface TListQuery<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  direction: 'asc' | 'desc';
  q?: string;
}

/**
 * The paged answer around any item schema. `totalIsEstimate` is true when a search matched more rows
 * than the server counts exactly: `total` is then an estimate (shown as "about 12,000"); absent or
 * false, `total` is exact.
 */
export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    totalIsEstimate: z.boolean().optional(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(LIST_MAX_PAGE_SIZE),
  });
}

export interface TPaged<T> {
  items: T[];
  total: number;
  /** True when `total` is an estimate (a search with more matches than the server counts exactly). */
  totalIsEstimate?: boolean;
  page: number;
  pageSize: number;
}

/** How many pages `total` items fill (at least one, so "page 1 of 1" shows for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
