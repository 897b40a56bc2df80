// The picker's click rules, kept pure so they can be tested without rendering:
// first click sets the start; a later (or same-day) click sets the end; a click on an earlier
// date, or any click once both ends are set, starts again with that date as the new start.
import type { IsoDate } from './dateUtils';

export type DateRange = { start: IsoDate | null; end: IsoDate | null };

export type DateRangeAction =
  | { type: 'select'; date: IsoDate }
  | { type: 'clear' }
  | { type: 'reset'; range: DateRange };

export const EMPTY_RANGE: DateRange = { start: null, end: null };

export function dateRangeReducer(state: DateRange, action: DateRangeAction): DateRange {
  switch (action.type) {
    case 'select': {
      const { date } = action;
      if (state.start === null || state.end !== null || date < state.start) {
        return { start: date, end: null };
      }
      return { start: state.start, end: date };
    }
    case 'clear':
      return EMPTY_RANGE;
    case 'reset':
      return action.range;
  }
}

export function isInRange(date: IsoDate, range: DateRange): boolean {
  return range.start !== null && range.end !== null && date >= range.start && date <= range.end;
}
