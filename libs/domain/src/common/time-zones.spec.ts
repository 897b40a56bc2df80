import {
  isoToZonedLocal,
  isValidTimeZone,
  timeZoneOffsetMinutes,
  zonedDate,
  zonedLocalToIso,
  ZTimeZone,
} from './time-zones';
import { formatInTimeZone, formatTimeInTimeZone, timeZoneAbbreviation } from './zoned-format';

describe('time zones', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(ZTimeZone.safeParse('Asia/Tokyo').success).toBe(true);
    expect(ZTimeZone.safeParse('GMT+25').error?.issues[0].message).toBe('Please choose a valid time zone');
  });

  it('reads a London 09:00 in June as 08:00 UTC and back', () => {
    expect(zonedLocalToIso('2026-06-10T09:00', 'Europe/London')).toBe('2026-06-10T08:00:00.000Z');
    expect(zonedLocalToIso('2026-01-10T09:00', 'Europe/London')).toBe('2026-01-10T09:00:00.000Z');
    expect(isoToZonedLocal('2026-06-10T08:00:00.000Z', 'Europe/London')).toBe('2026-06-10T09:00');
    expect(zonedLocalToIso('2026-06-10T09:00', 'America/New_York')).toBe('2026-06-10T13:00:00.000Z');
    expect(zonedLocalToIso('2026-06-10T09:00', 'Asia/Kolkata')).toBe('2026-06-10T03:30:00.000Z');
    expect(timeZoneOffsetMinutes('Asia/Kolkata', Date.parse('2026-06-10T00:00:00Z'))).toBe(330);
  });

  it('moves a skipped hour forward and takes the first of a repeated one', () => {
    // London skips 01:00-02:00 on 29 March 2026 and repeats 01:00-02:00 on 25 October 2026.
    expect(zonedLocalToIso('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(isoToZonedLocal('2026-03-29T01:30:00.000Z', 'Europe/London')).toBe('2026-03-29T02:30');
    expect(zonedLocalToIso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('names the zone as people there do', () => {
    expect(timeZoneAbbreviation('Europe/London', '2026-06-10T08:00:00Z')).toBe('BST');
    expect(timeZoneAbbreviation('Europe/London', '2026-01-10T08:00:00Z')).toBe('GMT');
    expect(timeZoneAbbreviation('America/New_York', '2026-06-10T08:00:00Z')).toBe('EDT');
    expect(timeZoneAbbreviation('Europe/Paris', '2026-01-10T08:00:00Z')).toBe('CET');
    expect(timeZoneAbbreviation('Asia/Tokyo', '2026-01-10T08:00:00Z')).toBe('GMT+9');
  });

  it('formats in the zone with its abbreviation', () => {
    expect(formatInTimeZone('2026-06-10T08:00:00.000Z', 'Europe/London')).toBe('Jun 10, 2026, 09:00 BST');
    expect(formatTimeInTimeZone('2026-06-10T08:00:00.000Z', 'Europe/London')).toBe('09:00 BST');
    expect(formatInTimeZone('2026-06-10T23:30:00.000Z', 'Asia/Tokyo', { dateOnly: true })).toBe('Jun 11, 2026');
    expect(zonedDate('2026-06-10T23:30:00.000Z', 'America/Los_Angeles')).toBe('2026-06-10');
  });
});
