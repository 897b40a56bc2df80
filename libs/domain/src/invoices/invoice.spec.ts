// The date of supply an invoice prints: the event's own days, named where they are not the day of issue.
import { supplyDays, supplyDiffersFromIssue } from './invoice';

describe('supplyDays', () => {
  it("takes the event's first and last day in its own time zone", () => {
    // 23:30 UTC on 12 June is already 13 June in Berlin; the end, 16:00 UTC on 14 June, is still 14 June.
    expect(supplyDays(new Date('2027-06-12T23:30:00Z'), new Date('2027-06-14T16:00:00Z'), 'Europe/Berlin')).toEqual({
      supplyFrom: '2027-06-13',
      supplyTo: '2027-06-14',
    });
    expect(supplyDays(new Date('2027-06-13T02:00:00Z'), new Date('2027-06-13T05:00:00Z'), 'America/New_York')).toEqual({
      supplyFrom: '2027-06-12',
      supplyTo: '2027-06-13',
    });
  });

  it('is one day for an event of one day', () => {
    expect(supplyDays(new Date('2027-01-05T00:00:00Z'), new Date('2027-01-05T08:00:00Z'), 'Asia/Tokyo')).toEqual({
      supplyFrom: '2027-01-05',
      supplyTo: '2027-01-05',
    });
  });
});

describe('supplyDiffersFromIssue', () => {
  const oneDay = { supplyFrom: '2027-01-05', supplyTo: '2027-01-05' };
  it('is false only when the whole supply is on the day of issue', () => {
    expect(supplyDiffersFromIssue('2027-01-05T10:00:00.000Z', oneDay)).toBe(false);
    expect(supplyDiffersFromIssue('2027-01-04T10:00:00.000Z', oneDay)).toBe(true);
    expect(supplyDiffersFromIssue('2027-01-05T10:00:00.000Z', { ...oneDay, supplyTo: '2027-01-06' })).toBe(true);
  });
});
