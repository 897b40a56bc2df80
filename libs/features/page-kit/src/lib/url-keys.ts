// The URL keys of one list or view, read and written as text under the page's prefix (with `prefix:
// 'orders'`, `page` is `orders.page`), so two lists on one page keep apart. useListParams and
// useUrlFilters share it: a key read is its text (several texts for a list, undefined when absent), a
// key written undefined leaves the URL.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Each key's text as the URL carries it. */
export type UrlTexts = Record<string, string | string[] | undefined>;

export interface UrlKeys {
  /** The keys' texts in the URL now. */
  texts: UrlTexts;
  /**
   * Sets the keys given (undefined or empty: removes one), keeping every other key of the URL; a
   * history entry unless `replace`. A key written moves to the URL's end, unless `inPlace` (a key with one text
   * then keeps its place: a report's filters read in the order they stand). The window keeps its scroll
   * position: a list's change is not a new page.
   */
  write: (texts: UrlTexts, options?: { replace?: boolean; inPlace?: boolean }) => void;
}

export function useUrlKeys(keys: readonly string[], prefix?: string): UrlKeys {
  const [searchParams, setSearchParams] = useSearchParams();
  const name = useCallback((key: string) => (prefix ? `${prefix}.${key}` : key), [prefix]);

  const texts = useMemo(() => {
    const values: UrlTexts = {};
    for (const key of keys) {
      const all = searchParams.getAll(name(key));
      values[key] = all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
    }
    return values;
  }, [searchParams, name, keys]);

  const write = useCallback(
    (patch: UrlTexts, { replace = false, inPlace = false }: { replace?: boolean; inPlace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, text] of Object.entries(patch)) {
            const texts = (text === undefined ? [] : Array.isArray(text) ? text : [text]).filter((one) => one !== '');
            if (inPlace && texts.length === 1) next.set(name(key), texts[0]!);
            else {
              next.delete(name(key));
              for (const one of texts) next.append(name(key), one);
            }
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams, name],
  );

  return { texts, write };
}
