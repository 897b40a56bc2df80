import { EMPTY_RANGE, dateRangeReducer, isInRange, type DateRange } from './dateRangeReducer';

const select = (state: DateRange, date: string) => dateRangeReducer(state, { type: 'select', date });

describe('dateRangeReducer', () => {
  it('first click sets the start', () => {
    expect(select(EMPTY_RANGE, '2025-03-10')).toEqual({ start: '2025-03-10', end: null });
  });

  it('a later click sets the end', () => {
    expect(select({ start: '2025-03-10', end: null }, '2025-03-14')).toEqual({
      start: '2025-03-10',
      end: '2025-03-14',
    });
  });

  it('a click on the start day itself makes a one-day range', () => {
    expect(select({ start: '2025-03-10', end: null }, '2025-03-10')).toEqual({
      start: '2025-03-10',
      end: '2025-03-10',
    });
  });

  it('a click on an earlier date restarts with that date as the start', () => {
    expect(select({ start: '2025-03-10', end: null }, '2025-03-02')).toEqual({ start: '2025-03-02', end: null });
  });

  it('a click when both ends are set restarts, whether later or earlier', () => {
    const full = { start: '2025-03-10', end: '2025-03-14' };
    expect(select(full, '2025-03-20')).toEqual({ start: '2025-03-20', end: null });
    expect(select(full, '2025-03-01')).toEqual({ start: '2025-03-01', end: null });
    expect(select(full, '2025-03-12')).toEqual({ start: '2025-03-12', end: null });
  });

  it('compares across months and years correctly', () => {
    expect(select({ start: '2025-12-30', end: null }, '2026-01-02')).toEqual({
      start: '2025-12-30',
      end: '2026-01-02',
    });
    expect(select({ start: '2026-01-02', end: null }, '2025-12-30')).toEqual({ start: '2025-12-30', end: null });
  });

  it('clears and resets', () => {
    expect(dateRangeReducer({ start: '2025-03-10', end: '2025-03-14' }, { type: 'clear' })).toEqual(EMPTY_RANGE);
    const range = { start: '2025-01-01', end: '2025-01-05' };
    expect(dateRangeReducer(EMPTY_RANGE, { type: 'reset', range })).toBe(range);
  });

  it('does not mutate the previous state', () => {
    const state = Object.freeze({ start: '2025-03-10', end: null });
    expect(() => select(state, '2025-03-12')).not.toThrow();
    expect(state).toEqual({ start: '2025-03-10', end: null });
  });
});

describe('isInRange', () => {
  const range = { start: '2025-03-10', end: '2025-03-14' };
  it('includes both ends and the days between', () => {
    expect(['2025-03-10', '2025-03-12', '2025-03-14'].map((d) => isInRange(d, range))).toEqual([true, true, true]);
    expect(['2025-03-09', '2025-03-15'].map((d) => isInRange(d, range))).toEqual([false, false]);
  });
  it('is empty until the end is chosen', () => {
    expect(isInRange('2025-03-10', { start: '2025-03-10', end: null })).toBe(false);
  });
});
