import {
  dateRangeReducer,
  dateRangeToFilter,
  EMPTY_DATE_RANGE,
  isInDateRange,
  type TDateRange,
} from './date-range-picker';

const click = (state: TDateRange, date: string) => dateRangeReducer(state, { type: 'click', date });

describe('dateRangeReducer', () => {
  it('first click sets the start', () => {
    expect(click(EMPTY_DATE_RANGE, '2025-03-10')).toEqual({ start: '2025-03-10', end: null });
  });

  it('a later second click sets the end', () => {
    expect(click({ start: '2025-03-10', end: null }, '2025-03-15')).toEqual({ start: '2025-03-10', end: '2025-03-15' });
  });

  it('a second click on the start day makes a one-day range', () => {
    expect(click({ start: '2025-03-10', end: null }, '2025-03-10')).toEqual({ start: '2025-03-10', end: '2025-03-10' });
  });

  it('a click before the start restarts with a new start', () => {
    expect(click({ start: '2025-03-10', end: null }, '2025-03-01')).toEqual({ start: '2025-03-01', end: null });
  });

  it('a click when both are set restarts with a new start', () => {
    expect(click({ start: '2025-03-10', end: '2025-03-15' }, '2025-03-20')).toEqual({ start: '2025-03-20', end: null });
    expect(click({ start: '2025-03-10', end: '2025-03-15' }, '2025-03-12')).toEqual({ start: '2025-03-12', end: null });
  });

  it('clear empties it', () => {
    expect(dateRangeReducer({ start: '2025-03-10', end: '2025-03-15' }, { type: 'clear' })).toEqual(EMPTY_DATE_RANGE);
  });

  it('load takes a range from the filter', () => {
    expect(dateRangeReducer(EMPTY_DATE_RANGE, { type: 'load', start: '2025-01-01', end: '2025-01-02' })).toEqual({
      start: '2025-01-01',
      end: '2025-01-02',
    });
    expect(dateRangeReducer(EMPTY_DATE_RANGE, { type: 'load', start: null, end: '2025-01-02' })).toEqual(
      EMPTY_DATE_RANGE,
    );
  });
});

describe('dateRangeToFilter', () => {
  it('maps the range to minDate/maxDate; a lone start is open-ended', () => {
    expect(dateRangeToFilter({ start: '2025-03-10', end: '2025-03-15' })).toEqual({
      minDate: '2025-03-10',
      maxDate: '2025-03-15',
    });
    expect(dateRangeToFilter({ start: '2025-03-10', end: null })).toEqual({
      minDate: '2025-03-10',
      maxDate: undefined,
    });
    expect(dateRangeToFilter(EMPTY_DATE_RANGE)).toEqual({ minDate: undefined, maxDate: undefined });
  });
});

describe('isInDateRange', () => {
  it('highlights the chosen days', () => {
    const range = { start: '2025-03-10', end: '2025-03-15' };
    expect(isInDateRange(range, '2025-03-10')).toBe(true);
    expect(isInDateRange(range, '2025-03-15')).toBe(true);
    expect(isInDateRange(range, '2025-03-16')).toBe(false);
    expect(isInDateRange({ start: '2025-03-10', end: null }, '2025-03-10')).toBe(true);
    expect(isInDateRange({ start: '2025-03-10', end: null }, '2025-03-11')).toBe(false);
    expect(isInDateRange(EMPTY_DATE_RANGE, '2025-03-10')).toBe(false);
  });
});
