import { errorsOf, parseOk } from '../spec-helpers';
import {
  ageByYearDifference,
  combineDateAndTime,
  durationParts,
  isoToLocalDateTimeInput,
  localDateTimeToIso,
  optionalLocalDateTimeToIso,
  toLocalIsoDate,
  ZIsoDate,
  ZIsoDateTime,
  ZLocalDateTimeInput,
  zOptionalIsoDate,
  zOptionalIsoDateTime,
  zOptionalLocalDateTimeInput,
} from './dates';

describe('date schemas', () => {
  it('ISO dates must be real calendar dates', () => {
    expect(ZIsoDate.safeParse('2024-02-29').success).toBe(true);
    expect(errorsOf(ZIsoDate, '2023-02-29')).toEqual({ _: 'Please enter a valid date' });
    expect(ZIsoDate.safeParse('29/02/2024').success).toBe(false);
  });

  it('instants need seconds and a zone', () => {
    expect(ZIsoDateTime.safeParse('2025-06-01T09:00:00.000Z').success).toBe(true);
    expect(ZIsoDateTime.safeParse('2025-06-01T09:00:00+02:00').success).toBe(true);
    expect(errorsOf(ZIsoDateTime, '2025-06-01T09:00')).toEqual({ _: 'Invalid date/time format' });
  });

  it('local inputs have no zone', () => {
    expect(ZLocalDateTimeInput.safeParse('2025-06-01T09:00').success).toBe(true);
    expect(errorsOf(ZLocalDateTimeInput, '2025-06-01 09:00')).toEqual({ _: 'Invalid date/time format' });
    expect(ZLocalDateTimeInput.safeParse('2025-06-01T09:00:00Z').success).toBe(false);
  });

  it('optional variants clear to null', () => {
    expect(parseOk(zOptionalIsoDate(), '')).toBeNull();
    expect(parseOk(zOptionalIsoDate(), '2000-01-01')).toBe('2000-01-01');
    expect(errorsOf(zOptionalIsoDate(), '2000-13-01')).toEqual({ _: 'Please enter a valid date' });
    expect(parseOk(zOptionalLocalDateTimeInput(), '')).toBeNull();
    expect(errorsOf(zOptionalLocalDateTimeInput(), 'soon')).toEqual({ _: 'Invalid date/time format' });
    expect(parseOk(zOptionalIsoDateTime(), undefined)).toBeNull();
  });
});

describe('ageByYearDifference', () => {
  it('counts years only, ignoring month and day', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(ageByYearDifference('2007-12-31', now)).toBe(18);
    expect(ageByYearDifference('2008-01-01', now)).toBe(17);
  });
});

describe('local date-time conversion', () => {
  it('round-trips through UTC in any runtime zone', () => {
    const local = '2025-06-01T09:30';
    const iso = localDateTimeToIso(local);
    expect(iso).toMatch(/Z$/);
    expect(isoToLocalDateTimeInput(iso)).toBe(local);
    expect(optionalLocalDateTimeToIso(null)).toBeNull();
    expect(optionalLocalDateTimeToIso(local)).toBe(iso);
  });

  it('refuses garbage loudly', () => {
    expect(() => localDateTimeToIso('nope')).toThrow(RangeError);
    expect(() => isoToLocalDateTimeInput('nope')).toThrow(RangeError);
  });

  it('formats local dates and joins date and time', () => {
    expect(toLocalIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(combineDateAndTime('2025-01-05', '09:00')).toBe('2025-01-05T09:00');
  });
});

describe('durationParts', () => {
  it('splits a span into days, hours and minutes', () => {
    expect(durationParts('2025-06-01T09:00:00Z', '2025-06-03T17:45:00Z')).toEqual({ days: 2, hours: 8, minutes: 45 });
  });

  it('gives zeros for negative or unparseable spans', () => {
    expect(durationParts('2025-06-03T00:00:00Z', '2025-06-01T00:00:00Z')).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(durationParts('x', 'y')).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
