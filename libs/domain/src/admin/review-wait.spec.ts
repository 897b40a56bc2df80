import { businessDaysBetween, businessDaysLabel, reviewWait } from './review-wait';

const at = (iso: string) => new Date(iso);

describe('review wait', () => {
  it('counts weekdays only (2025-03-07 is a Friday)', () => {
    expect(businessDaysBetween(at('2025-03-07T12:00:00Z'), at('2025-03-10T12:00:00Z'))).toBe(1);
    expect(businessDaysBetween(at('2025-03-08T09:00:00Z'), at('2025-03-09T18:00:00Z'))).toBe(0);
    expect(businessDaysBetween(at('2025-03-03T00:00:00Z'), at('2025-03-10T00:00:00Z'))).toBe(5);
    expect(businessDaysBetween(at('2025-03-03T06:00:00Z'), at('2025-03-03T18:00:00Z'))).toBe(0.5);
    expect(businessDaysBetween(at('2025-03-10T00:00:00Z'), at('2025-03-03T00:00:00Z'))).toBe(0);
  });

  it('is on track under 2 business days, due from 2 to 3, overdue past 3', () => {
    const monday = at('2025-03-03T09:00:00Z');
    expect(reviewWait(monday, at('2025-03-04T08:00:00Z'))).toEqual({ businessDays: 0, state: 'onTrack' });
    expect(reviewWait(monday, at('2025-03-05T09:00:00Z'))).toEqual({ businessDays: 2, state: 'due' });
    expect(reviewWait(monday, at('2025-03-06T09:00:00Z'))).toEqual({ businessDays: 3, state: 'due' });
    expect(reviewWait(monday, at('2025-03-06T10:00:00Z'))).toEqual({ businessDays: 3, state: 'overdue' });
    // Submitted on a Friday evening, looked at on Monday morning: less than a business day.
    expect(reviewWait(at('2025-03-07T18:00:00Z'), at('2025-03-10T09:00:00Z')).state).toBe('onTrack');
  });

  it('says it in words', () => {
    expect(businessDaysLabel(0)).toBe('less than a business day');
    expect(businessDaysLabel(1)).toBe('1 business day');
    expect(businessDaysLabel(4)).toBe('4 business days');
  });
});
