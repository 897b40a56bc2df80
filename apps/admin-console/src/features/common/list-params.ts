// A list's query (page, pageSize, sort, direction, q and its filters) kept in the URL, read with the
// list's zListQuery schema from libs/domain: a reload, a shared link and Back show the same page.
// A new search, filter or sort goes back to page 1; sorting follows the spec's rule (toggleSort).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { toggleSort } from '@pavilion/domain';

type ListSchema = z.ZodObject<{ sort: z.ZodType<string>; direction: z.ZodType<'asc' | 'desc'>; page: z.ZodType }>;

/** Reads one field from its text: the URL's value if the schema takes it, otherwise its default. */
function readField(field: z.ZodType, raw: string | null): unknown {
  for (const attempt of raw === null ? [undefined] : [raw, undefined]) {
    const result = field.safeParse(attempt);
    if (result.success) return result.data;
  }
  return undefined;
}

export function useAdminListParams<S extends ListSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const defaults = useMemo(() => schema.parse({}) as Record<string, unknown>, [schema]);
  const query = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, readField(shape[k]!, params.get(k))])) as z.output<S>,
    [params, schema],
  );
  /** What differs from the defaults, as the endpoint and the URL take it. */
  const args = useMemo(() => {
    const out: Record<string, string> = {};
    for (const k of keys) {
      const value = (query as Record<string, unknown>)[k];
      if (value !== undefined && value !== null && value !== '' && value !== defaults[k]) out[k] = String(value);
    }
    return out as z.input<S>;
  }, [query, defaults]);

  const write = useCallback(
    (patch: Record<string, unknown>, keepPage = false) => {
      setParams(
        () => {
          const values: Record<string, unknown> = { ...(args as Record<string, unknown>), ...patch };
          if (!keepPage) delete values.page;
          const next = new URLSearchParams();
          for (const k of keys) {
            const v = values[k];
            if (v !== undefined && v !== null && v !== '' && v !== defaults[k]) next.set(k, String(v));
          }
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [args, defaults, setParams],
  );

  const current = query as Record<string, unknown>;
  return {
    query,
    args,
    sort: { sort: current.sort as z.output<S>['sort'], direction: current.direction as 'asc' | 'desc' },
    setPage: (page: number) => write({ page }, true),
    setSort: (clicked: z.output<S>['sort']) => {
      const next = toggleSort(
        { criteria: current.sort as string, direction: current.direction as 'asc' | 'desc' },
        clicked as string,
      );
      write({ sort: next.criteria, direction: next.direction });
    },
    setDirection: (direction: 'asc' | 'desc') => write({ direction }),
    setSearch: (q: string | undefined) => write({ q: q?.trim() || undefined }),
    setFilters: (patch: Record<string, unknown>) => write(patch),
  };
}
