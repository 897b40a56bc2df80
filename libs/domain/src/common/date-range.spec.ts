import { z } from 'zod';
import { errorsOf } from '../spec-helpers';
import {
  adjustEndAfterStartChange,
  defaultEventDateTimes,
  endNotBeforeStartRule,
  validateDateTimeRange,
} from './date-range';

describe('endNotBeforeStartRule', () => {
  const schema = z
    .object({ start: z.string(), end: z.string(), other: z.string() })
    .refine(...endNotBeforeStartRule('start', 'end', 'End before start'));

  it('allows equal and later ends', () => {
    expect(errorsOf(schema, { start: '2025-01-01T09:00', end: '2025-01-01T09:00', other: '' })).toEqual({});
    expect(errorsOf(schema, { start: '2025-01-01T09:00', end: '2025-01-02T09:00', other: '' })).toEqual({});
  });

  it('reports an earlier end on the end field, even when another field is invalid', () => {
    expect(errorsOf(schema, { start: '2025-01-02T09:00', end: '2025-01-01T09:00', other: 5 })).toEqual({
      other: expect.any(String),
      end: 'End before start',
    });
  });

  it('leaves unparseable values to their own rules', () => {
    expect(errorsOf(schema, { start: 'x', end: '2025-01-01T09:00', other: '' })).toEqual({});
  });
});

describe('validateDateTimeRange', () => {
  it('uses the spec messages', () => {
    expect(validateDateTimeRange('2025-01-01T09:00', '2025-01-01T17:00')).toBeNull();
    expect(validateDateTimeRange('2025-01-02T09:00', '2025-01-01T17:00')).toBe(
      'End date/time cannot be before start date/time',
    );
    expect(validateDateTimeRange('garbage', '2025-01-01T17:00')).toBe('Invalid date/time format');
    expect(validateDateTimeRange('2025-01-01T09:00', '')).toBe('Invalid date/time format');
  });
});

describe('adjustEndAfterStartChange', () => {
  it('keeps an end that is still after the start', () => {
    expect(adjustEndAfterStartChange('2025-01-01T09:00', '2025-01-03T17:00')).toBe('2025-01-03T17:00');
  });

  it("moves the end to the start's date, keeping its time", () => {
    expect(adjustEndAfterStartChange('2025-01-05T09:00', '2025-01-03T17:00')).toBe('2025-01-05T17:00');
  });

  it('uses the start itself when the kept time would still be earlier', () => {
    expect(adjustEndAfterStartChange('2025-01-05T18:00', '2025-01-03T17:00')).toBe('2025-01-05T18:00');
  });

  it('fills an empty end from the start', () => {
    expect(adjustEndAfterStartChange('2025-01-05T18:00', '')).toBe('2025-01-05T18:00');
  });
});

describe('defaultEventDateTimes', () => {
  it('is today 09:00 to 17:00', () => {
    expect(defaultEventDateTimes(new Date(2025, 5, 1, 14, 0))).toEqual({
      startDateTime: '2025-06-01T09:00',
      endDateTime: '2025-06-01T17:00',
    });
  });
});
