// The search sidebar's date range picker as a reducer over 'YYYY-MM-DD' dates.
import type { TEventFilter } from './event-filter';

export type TDateRange = { start: string | null; end: string | null };
export type TDateRangeAction =
  | { type: 'click'; date: string }
  | { type: 'clear' }
  | { type: 'load'; start: string | null; end: string | null };

export const EMPTY_DATE_RANGE: TDateRange = { start: null, end: null };

/**
 * First click sets the start; a later click (same day included) sets the end; a click before the
 * start, or any click once both are set, starts again from the clicked date. ISO dates compare
 * correctly as text.
 */
export function dateRangeReducer(state: TDateRange, action: TDateRangeAction): TDateRange {
  switch (action.type) {
    case 'clear':
      return EMPTY_DATE_RANGE;
    case 'load':
      return { start: action.start, end: action.start === null ? null : action.end };
    case 'click': {
      if (state.start === null || state.end !== null || action.date < state.start) {
        return { start: action.date, end: null };
      }
      return { start: state.start, end: action.date };
    }
  }
}

/** Apply: the range as filter dates. Only a start means "from that day on". */
export function dateRangeToFilter(range: TDateRange): Pick<TEventFilter, 'minDate' | 'maxDate'> {
  return { minDate: range.start ?? undefined, maxDate: range.start === null ? undefined : (range.end ?? undefined) };
}

/** Whether `date` falls inside the chosen range (for highlighting days). */
export function isInDateRange(range: TDateRange, date: string): boolean {
  if (range.start === null) return false;
  if (range.end === null) return date === range.start;
  return date >= range.start && date <= range.end;
}
