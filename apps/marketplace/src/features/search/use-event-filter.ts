// The search's whole filter lives in the /events URL: read it from there, and write every change back
// (a new history entry per change, so Back and Forward step through searches; paging replaces).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  EVENT_FILTER_DEFAULTS,
  eventFilterFromParams,
  eventFilterToParams,
  updateEventFilter,
  type TEventFilter,
} from '@pavilion/domain';

export interface EventFilterState {
  filter: TEventFilter;
  /** Merges a change (back to page 1 unless the change is the page) and pushes it to the URL. */
  update: (patch: Partial<TEventFilter>, options?: { replace?: boolean }) => void;
  /** Drops every filter but keeps the sort. */
  clearFilters: () => void;
}

export function useEventFilter(): EventFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => eventFilterFromParams(searchParams), [searchParams]);

  const write = useCallback(
    (next: TEventFilter, options?: { replace?: boolean }) =>
      setSearchParams(eventFilterToParams(next), { replace: options?.replace }),
    [setSearchParams],
  );

  const update = useCallback(
    (patch: Partial<TEventFilter>, options?: { replace?: boolean }) => write(updateEventFilter(filter, patch), options),
    [filter, write],
  );

  const clearFilters = useCallback(
    () => write({ ...EVENT_FILTER_DEFAULTS, sortCriteria: filter.sortCriteria, sortDirection: filter.sortDirection }),
    [filter.sortCriteria, filter.sortDirection, write],
  );

  return { filter, update, clearFilters };
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
