import { addDays, addMonths, isIsoDate, monthMatrix, todayIso } from './dateUtils';

describe('dateUtils', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('adds months keeping the day where it exists', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
  });

  it('validates ISO dates', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('28/02/2025')).toBe(false);
  });

  it('takes today from the local calendar', () => {
    expect(todayIso(new Date(2025, 2, 9, 23, 59))).toBe('2025-03-09');
  });

  it('lays out a month in weeks starting on the chosen day', () => {
    // March 2025 starts on a Saturday and has 31 days.
    const sundayFirst = monthMatrix('2025-03-01', 0);
    expect(sundayFirst[0]).toEqual([null, null, null, null, null, null, '2025-03-01']);
    expect(sundayFirst).toHaveLength(6);
    const mondayFirst = monthMatrix('2025-03-01', 1);
    expect(mondayFirst[0]).toEqual([null, null, null, null, null, '2025-03-01', '2025-03-02']);
    expect(mondayFirst.at(-1)).toEqual(['2025-03-31', null, null, null, null, null, null]);
  });
});
