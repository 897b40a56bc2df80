// The search's whole filter lives in the /events URL: read it from there, and write every change back
// (a new history entry per change, so Back and Forward step through searches; paging replaces).
// A signed-in visitor's Events per page and Default currency settings are the page size and ticket
// currency when the URL does not name them; the URL names them only when they differ from those.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useGetSettingsQuery, useSession } from '@pavilion/api-client';
import {
  EVENT_FILTER_DEFAULTS,
  eventFilterFromParams,
  eventFilterToParams,
  FILTER_TICKET_CURRENCIES,
  updateEventFilter,
  type TEventFilter,
} from '@pavilion/domain';

/** The filter keys a person's settings give when the URL leaves them out. */
type TPersonalKey = 'pageSize' | 'ticketCurrency';
const PERSONAL_KEYS: readonly TPersonalKey[] = ['pageSize', 'ticketCurrency'];
type TPersonalDefaults = Pick<TEventFilter, TPersonalKey>;

/**
 * The page size and ticket currency the search starts from: the signed-in person's settings, the
 * filter's own defaults for a visitor (or while the settings cannot be read). `ready` is false until
 * it is known which, so the first search is not run with the wrong ones.
 */
function usePersonalDefaults(): { defaults: TPersonalDefaults; ready: boolean } {
  const { status } = useSession();
  const settings = useGetSettingsQuery(undefined, { skip: status !== 'authenticated' });
  return useMemo(() => {
    const fallback = { pageSize: EVENT_FILTER_DEFAULTS.pageSize, ticketCurrency: EVENT_FILTER_DEFAULTS.ticketCurrency };
    if (status === 'loading') return { defaults: fallback, ready: false };
    if (status !== 'authenticated' || settings.isError) return { defaults: fallback, ready: true };
    if (!settings.data) return { defaults: fallback, ready: false };
    const currency = FILTER_TICKET_CURRENCIES.find((code) => code === settings.data.defaultCurrency);
    return {
      defaults: { pageSize: settings.data.maxEventsPerPage, ticketCurrency: currency ?? fallback.ticketCurrency },
      ready: true,
    };
  }, [status, settings.isError, settings.data]);
}

/** Whether the URL names a valid value for `key` (one the filter kept). */
function named(searchParams: URLSearchParams, filter: TEventFilter, key: TPersonalKey): boolean {
  const text = searchParams.get(key)?.trim();
  return !!text && text === String(filter[key]);
}

export interface EventFilterState {
  filter: TEventFilter;
  /** False while the signed-in person's search settings are still being read: do not search yet. */
  ready: boolean;
  /** Merges a change (back to page 1 unless the change is the page) and pushes it to the URL. */
  update: (patch: Partial<TEventFilter>, options?: { replace?: boolean }) => void;
  /** Drops every filter but keeps the sort. */
  clearFilters: () => void;
}

export function useEventFilter(): EventFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const { defaults, ready } = usePersonalDefaults();
  const filter = useMemo(() => {
    const fromUrl = eventFilterFromParams(searchParams);
    const personal = PERSONAL_KEYS.filter((key) => !named(searchParams, fromUrl, key));
    return { ...fromUrl, ...Object.fromEntries(personal.map((key) => [key, defaults[key]])) } as TEventFilter;
  }, [searchParams, defaults]);

  const write = useCallback(
    (next: TEventFilter, options?: { replace?: boolean }) => {
      const params = eventFilterToParams(next);
      // Compared with the person's defaults, not the filter's: a visitor's USD stays out of the URL,
      // and so does a signed-in person's own currency, while USD chosen over their EUR is kept.
      for (const key of PERSONAL_KEYS) {
        if (next[key] === defaults[key]) delete params[key];
        else params[key] = String(next[key]);
      }
      setSearchParams(params, { replace: options?.replace });
    },
    [setSearchParams, defaults],
  );

  const update = useCallback(
    (patch: Partial<TEventFilter>, options?: { replace?: boolean }) => write(updateEventFilter(filter, patch), options),
    [filter, write],
  );

  const clearFilters = useCallback(
    () =>
      write({
        ...EVENT_FILTER_DEFAULTS,
        ...defaults,
        sortCriteria: filter.sortCriteria,
        sortDirection: filter.sortDirection,
      }),
    [filter.sortCriteria, filter.sortDirection, defaults, write],
  );

  return { filter, ready, update, clearFilters };
}

/** How many filters are set (sort, paging and the default currency and size unit do not count). */
export function activeFilterCount(filter: TEventFilter): number {
  const keys = Object.keys(eventFilterToParams(filter)).filter(
    (key) =>
      !['sortCriteria', 'sortDirection', 'page', 'pageSize', 'ticketCurrency', 'eventSizeMetric', 'query'].includes(
        key,
      ),
  );
  // The two dates are one filter.
  return keys.filter((key) => key !== 'maxDate' || !keys.includes('minDate')).length;
}
