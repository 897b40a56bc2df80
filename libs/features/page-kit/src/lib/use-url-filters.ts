// The filters of a view that is not a paged list (a report over a range of days, one event or all),
// kept in the URL as useListParams keeps a list's query: a reload, a shared link and Back/Forward show
// the same figures. The schema is the endpoint's own (libs/domain): each field is read from the URL
// when the schema takes it, otherwise from the view's defaults (today's range), which stay out of
// the URL. The values are text, as the fields show them and the endpoint takes them.
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { useUrlKeys } from './url-keys';

/** The text of each filter, as the URL carries it. */
export type UrlFilterValues<S extends z.ZodObject> = { [K in keyof z.input<S>]?: string };

export interface UrlFiltersOptions<S extends z.ZodObject> {
  /** What the view shows without a filter in the URL: `{ from: '2030-05-01', to: '2030-05-30' }`. */
  defaults: UrlFilterValues<S>;
  /** Two views on one page keep their filters apart: with `prefix: 'revenue'` the URL carries `revenue.from=...`. */
  prefix?: string;
}

export interface UrlFilters<S extends z.ZodObject> {
  /** Every filter's text: the URL's where the schema takes it, otherwise the default. */
  values: UrlFilterValues<S>;
  /** Changes filters (undefined or blank: back to the default). */
  setFilters: (patch: UrlFilterValues<S>) => void;
  /** Back to the defaults. */
  reset: () => void;
  /** Whether a filter differs from its default. */
  filtered: boolean;
}

export function useUrlFilters<S extends z.ZodObject>(
  schema: S,
  { defaults, prefix }: UrlFiltersOptions<S>,
): UrlFilters<S> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = useMemo(() => Object.keys(shape), [shape]);
  const { texts, write } = useUrlKeys(keys, prefix);
  // The defaults by value: a view passes a new object each render.
  const defaultsKey = JSON.stringify(defaults);
  const fallback = useMemo(() => JSON.parse(defaultsKey) as Record<string, string | undefined>, [defaultsKey]);

  const values = useMemo(() => {
    const read: Record<string, string | undefined> = {};
    for (const key of keys) {
      const raw = texts[key];
      const text = Array.isArray(raw) ? raw[0] : raw;
      // A value the schema refuses (a mistyped link) falls back to the default.
      read[key] = text !== undefined && text !== '' && shape[key]!.safeParse(text).success ? text : fallback[key];
    }
    return read;
  }, [texts, keys, shape, fallback]);

  const setFilters = useCallback(
    (patch: UrlFilterValues<S>) => {
      const next: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(patch as Record<string, string | undefined>)) {
        const text = value?.trim();
        next[key] = !text || text === fallback[key] ? undefined : text;
      }
      write(next, { inPlace: true });
    },
    [write, fallback],
  );

  const reset = useCallback(
    () => setFilters(Object.fromEntries(keys.map((key) => [key, undefined])) as UrlFilterValues<S>),
    [setFilters, keys],
  );

  const filtered = keys.some((key) => values[key] !== fallback[key]);
  return { values: values as UrlFilterValues<S>, setFilters, reset, filtered };
}
