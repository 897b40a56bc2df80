// A list's query (page, pageSize, sort, direction, q and the list's own filters) kept in the URL, so
// a reload, a shared link and Back/Forward show the same page of the same list. The schema is the
// list's zListQuery from libs/domain: it reads the URL (a value it refuses falls back to its default)
// and its defaults are left out of the URL. A new search, filter, sort or page size goes back to
// page 1; sorting follows the spec's rule (the domain's toggleSort). Each change is a history entry.
import './page-kit.css';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { toggleSort } from '@pavilion/domain';
import { useUrlKeys, type UrlTexts } from './url-keys';

/** The query schema of one list (zListQuery(...) in libs/domain). */
export type ListQuerySchema = z.ZodObject<{
  page: z.ZodType;
  pageSize: z.ZodType;
  sort: z.ZodType<string>;
  direction: z.ZodType<'asc' | 'desc'>;
  q: z.ZodType;
}>;

type Query<S extends ListQuerySchema> = z.output<S>;
type QueryInput<S extends ListQuerySchema> = z.input<S>;
/** The list's own filters, as the URL and the API take them ('true', 'paid', ...). */
export type ListFilters<S extends ListQuerySchema> = Partial<
  Omit<QueryInput<S>, 'page' | 'pageSize' | 'sort' | 'direction' | 'q'>
>;

export interface ListParamsOptions {
  /**
   * Two lists on one page keep their queries apart: with `prefix: 'orders'` the URL carries
   * `orders.page=2&orders.sort=total`.
   */
  prefix?: string;
}

export interface ListParams<S extends ListQuerySchema> {
  /** The query with every default filled in (the schema's output): what the page shows. */
  query: Query<S>;
  /** What to pass to the list's endpoint: only what differs from the defaults, as text. */
  args: QueryInput<S>;
  /** For DataTable's `sort` prop. */
  sort: { sort: Query<S>['sort']; direction: 'asc' | 'desc' };
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** The spec's rule: the current sort flips its direction, another starts ascending. Back to page 1. */
  setSort: (sort: Query<S>['sort']) => void;
  /** A new search text (blank: none). Back to page 1. */
  setSearch: (q: string | undefined) => void;
  /** Changes filters (undefined removes one). Back to page 1. */
  setFilters: (patch: ListFilters<S>) => void;
  setPageSize: (pageSize: number) => void;
  /** Back to the list's defaults. */
  reset: () => void;
  /** Whether a search or a filter narrows the list (differs from its default); the page, size and sort do not count. */
  filtered: boolean;
}

type Raw = UrlTexts;

/** What turns and orders a list's pages, as against what narrows it (the search and the filters). */
const PAGING_KEYS = new Set(['page', 'pageSize', 'sort', 'direction']);

/** A value as the URL carries it: text, or several texts for a list; nothing for empty. */
function toText(value: unknown): string | string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length ? value.map(String) : undefined;
  return String(value);
}

function sameText(a: string | string[] | undefined, b: string | string[] | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Reads one field: the URL's value if the schema takes it, otherwise the field's default. */
function readField(field: z.ZodType, raw: string | string[] | undefined): unknown {
  const attempts =
    raw === undefined ? [undefined] : typeof raw === 'string' ? [raw, [raw], undefined] : [raw, undefined];
  for (const attempt of attempts) {
    const result = field.safeParse(attempt);
    if (result.success) return result.data;
  }
  return undefined;
}

export function useListParams<S extends ListQuerySchema>(schema: S, options: ListParamsOptions = {}): ListParams<S> {
  const { prefix } = options;
  const shape = useMemo(() => schema.shape as Record<string, z.ZodType>, [schema]);
  const keys = useMemo(() => Object.keys(shape), [shape]);
  const { texts: raw, write: writeUrl } = useUrlKeys(keys, prefix);

  // The defaults as the URL would carry them: a value equal to its default is left out.
  const defaults = useMemo(() => {
    const parsed = schema.parse({}) as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [key, toText(parsed[key])])) as Raw;
  }, [schema, keys]);

  const query = useMemo(() => {
    const parsed: Record<string, unknown> = {};
    for (const key of keys) parsed[key] = readField(shape[key]!, raw[key]);
    return parsed as Query<S>;
  }, [raw, keys, shape]);

  // What differs from the defaults, as text: the URL's part and the endpoint's arguments.
  const args = useMemo(() => {
    const out: Raw = {};
    for (const key of keys) {
      const text = toText((query as Record<string, unknown>)[key]);
      if (!sameText(text, defaults[key]) && text !== undefined) out[key] = text;
    }
    return out as QueryInput<S>;
  }, [query, defaults, keys]);

  const write = useCallback(
    (patch: Record<string, unknown>, { replace = false, keepPage = false } = {}) => {
      const values: Record<string, unknown> = { ...(args as Record<string, unknown>), ...patch };
      if (!keepPage) delete values.page;
      const texts: Raw = {};
      for (const key of keys) {
        const text = toText(values[key]);
        texts[key] = sameText(text, defaults[key]) ? undefined : text;
      }
      writeUrl(texts, { replace });
    },
    [args, defaults, keys, writeUrl],
  );

  const filtered = keys.some((key) => !PAGING_KEYS.has(key) && (args as Record<string, unknown>)[key] !== undefined);

  const current = query as Record<string, unknown>;
  const sortCriteria = current.sort as Query<S>['sort'];
  const direction = current.direction as 'asc' | 'desc';

  return {
    query,
    args,
    sort: { sort: sortCriteria, direction },
    setPage: (page, { replace = false } = {}) => write({ page }, { replace, keepPage: true }),
    setSort: (clicked) => {
      const next = toggleSort({ criteria: sortCriteria, direction }, clicked);
      write({ sort: next.criteria, direction: next.direction });
    },
    setSearch: (q) => write({ q: q?.trim() || undefined }),
    setFilters: (patch) => write(patch as Record<string, unknown>),
    setPageSize: (pageSize) => write({ pageSize }),
    reset: () => write(Object.fromEntries(keys.map((key) => [key, undefined]))),
    filtered,
  };
}
