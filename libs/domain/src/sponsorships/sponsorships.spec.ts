import { errorsOf, parseOk } from '../spec-helpers';
import { SPONSORSHIP_MESSAGES as M } from '../messages';
import { SPONSORSHIP_PRICE_MAX } from '../constants';
import {
  addUtcDays,
  daysInRange,
  sponsorshipRangeSchema,
  sponsorshipStatus,
  utcDayOf,
  ZEndSponsorshipBody,
  ZSponsorshipBody,
  ZSponsorshipPriceForm,
} from './sponsorships';

describe('sponsorship days', () => {
  it('are UTC calendar days, counted with both ends', () => {
    expect(utcDayOf(new Date('2030-06-01T23:30:00-02:00'))).toBe('2030-06-02');
    expect(addUtcDays('2030-02-27', 2)).toBe('2030-03-01');
    expect(daysInRange('2030-06-01', '2030-06-01')).toBe(1);
    expect(daysInRange('2030-06-25', '2030-07-24')).toBe(30);
    expect(daysInRange('2030-06-02', '2030-06-01')).toBe(0);
  });

  it('are two real days in order, at most 30', () => {
    expect(parseOk(ZSponsorshipBody, { firstDay: '2030-06-01', lastDay: '2030-06-30' })).toEqual({
      firstDay: '2030-06-01',
      lastDay: '2030-06-30',
    });
    expect(errorsOf(ZSponsorshipBody, { firstDay: '2030-06-01', lastDay: '2030-07-01' })).toEqual({
      lastDay: M.tooLong,
    });
    expect(errorsOf(ZSponsorshipBody, { firstDay: '2030-06-02', lastDay: '2030-06-01' })).toEqual({
      lastDay: M.lastBeforeFirst,
    });
    expect(errorsOf(ZSponsorshipBody, { firstDay: '2030-02-30' })).toEqual({
      firstDay: M.firstDayInvalid,
      lastDay: M.lastDayInvalid,
    });
  });

  it('start today or later and end by the event’s last day', () => {
    const schema = sponsorshipRangeSchema({ today: '2030-06-01', eventLastDay: '2030-06-10' });
    expect(errorsOf(schema, { firstDay: '2030-06-01', lastDay: '2030-06-10' })).toEqual({});
    expect(errorsOf(schema, { firstDay: '2030-05-31', lastDay: '2030-06-11' })).toEqual({
      firstDay: M.firstDayPast({ today: 'Jun 1, 2030' }),
      lastDay: M.afterEventEnd({ lastDay: 'Jun 10, 2030' }),
    });
  });
});

describe('a sponsorship’s status', () => {
  const s = { firstDay: '2030-06-05', lastDay: '2030-06-07', endedAt: null };
  it('follows its days, and an early end wins', () => {
    expect(sponsorshipStatus(s, '2030-06-04')).toBe('scheduled');
    expect(sponsorshipStatus(s, '2030-06-05')).toBe('active');
    expect(sponsorshipStatus(s, '2030-06-07')).toBe('active');
    expect(sponsorshipStatus(s, '2030-06-08')).toBe('ended');
    expect(sponsorshipStatus({ ...s, endedAt: '2030-06-06T10:00:00.000Z' }, '2030-06-06')).toBe('endedEarly');
  });
});

describe('the administrator’s forms', () => {
  it('read the price as typed, more than 0 with 2 decimals at most', () => {
    expect(parseOk(ZSponsorshipPriceForm, { pricePerDay: ' 25.50 ' })).toEqual({ pricePerDay: 25.5 });
    for (const typed of ['0', '', 'ten', '1.005', '10001'])
      expect(errorsOf(ZSponsorshipPriceForm, { pricePerDay: typed })).toEqual({
        pricePerDay: M.pricePerDay({ max: SPONSORSHIP_PRICE_MAX }),
      });
  });

  it('need a reason to end a sponsorship', () => {
    expect(errorsOf(ZEndSponsorshipBody, { reason: '   ' })).toEqual({ reason: M.reasonRequired });
    expect(parseOk(ZEndSponsorshipBody, { reason: ' Misleading name ' })).toEqual({ reason: 'Misleading name' });
  });
});
