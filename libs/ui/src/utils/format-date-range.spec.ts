import { formatDateRange, formatDay } from './format-date-range';

describe('formatDateRange', () => {
  it('writes both years when the range crosses a year', () => {
    expect(formatDateRange('2026-10-23T09:00:00Z', '2027-01-06T18:00:00Z', 'Europe/London')).toBe(
      '23 Oct 2026 - 6 Jan 2027',
    );
  });

  it('writes the year once when both ends fall in it', () => {
    expect(formatDateRange('2026-10-23T09:00:00Z', '2026-12-06T18:00:00Z', 'Europe/London')).toBe(
      '23 Oct - 6 Dec 2026',
    );
  });

  it('writes one day once', () => {
    expect(formatDateRange('2026-10-23T09:00:00Z', '2026-10-23T18:00:00Z', 'UTC')).toBe('23 Oct 2026');
  });

  it('takes each day where the event is, not in UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin; 03:00 UTC on 6 Jan is still 5 Jan in New York.
    expect(formatDateRange('2026-12-31T23:30:00Z', '2027-01-06T03:00:00Z', 'Europe/Berlin')).toBe('1 Jan - 6 Jan 2027');
    expect(formatDay('2027-01-06T03:00:00Z', 'America/New_York')).toBe('5 Jan 2027');
  });

  it('says which end is open', () => {
    expect(formatDateRange('2026-09-01T00:00:00Z', null)).toBe('From 1 Sep 2026');
    expect(formatDateRange(undefined, '2026-09-30T00:00:00Z')).toBe('Until 30 Sep 2026');
    expect(formatDateRange(null, null)).toBe('');
  });
});
