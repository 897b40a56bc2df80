import { errorsOf, parseOk } from '../spec-helpers';
import {
  addCancellationPeriod,
  daysBeforeEvent,
  nextCancellationPeriod,
  offersFreeCancellation,
  refundAmount,
  refundPercentageFor,
  removeCancellationPeriod,
  ZCancellationPolicy,
  ZCancellationPolicyBody,
} from './cancellation-policy';

const policy = {
  name: 'Flexible',
  description: '',
  cancellationPolicyPeriods: [
    { percentageRefund: '100', startDaysBeforeEvent: '60', endDaysBeforeEvent: '30' },
    { percentageRefund: '50', startDaysBeforeEvent: '30', endDaysBeforeEvent: '15' },
  ],
};

describe('cancellation policy body', () => {
  it('parses typed values into numbers, active by default', () => {
    expect(parseOk(ZCancellationPolicyBody, policy)).toEqual({
      name: 'Flexible',
      description: null,
      active: true,
      cancellationPolicyPeriods: [
        { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
        { percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 15 },
      ],
    });
  });

  it("needs a name and filled periods ('Please fill all required fields')", () => {
    expect(
      errorsOf(ZCancellationPolicyBody, {
        ...policy,
        name: '',
        cancellationPolicyPeriods: [{ percentageRefund: '', startDaysBeforeEvent: '', endDaysBeforeEvent: '' }],
      }),
    ).toEqual({
      name: 'Please fill all required fields',
      'cancellationPolicyPeriods.0.percentageRefund': 'Please fill all required fields',
      'cancellationPolicyPeriods.0.startDaysBeforeEvent': 'Please fill all required fields',
      'cancellationPolicyPeriods.0.endDaysBeforeEvent': 'Please fill all required fields',
    });
  });

  it('requires start days >= end days, with the spec message', () => {
    expect(
      errorsOf(ZCancellationPolicyBody, {
        ...policy,
        cancellationPolicyPeriods: [{ percentageRefund: 100, startDaysBeforeEvent: 10, endDaysBeforeEvent: 30 }],
      }),
    ).toEqual({
      'cancellationPolicyPeriods.0.startDaysBeforeEvent':
        'Start days must be less than or equal to end days for each period',
    });
    expect(
      ZCancellationPolicyBody.safeParse({
        ...policy,
        cancellationPolicyPeriods: [{ percentageRefund: 100, startDaysBeforeEvent: 30, endDaysBeforeEvent: 30 }],
      }).success,
    ).toBe(true);
  });

  it("needs at least one period ('You must have at least one period')", () => {
    expect(errorsOf(ZCancellationPolicyBody, { ...policy, cancellationPolicyPeriods: [] })).toEqual({
      cancellationPolicyPeriods: 'You must have at least one period',
    });
  });

  it('keeps refunds within 0-100 and days at 0 or more', () => {
    const period = (percentageRefund: unknown, startDaysBeforeEvent: unknown, endDaysBeforeEvent: unknown) => ({
      ...policy,
      cancellationPolicyPeriods: [{ percentageRefund, startDaysBeforeEvent, endDaysBeforeEvent }],
    });
    expect(errorsOf(ZCancellationPolicyBody, period(101, 10, -1))).toEqual({
      'cancellationPolicyPeriods.0.percentageRefund': 'Refund must be between 0 and 100',
      'cancellationPolicyPeriods.0.endDaysBeforeEvent': 'Days must be 0 or more',
    });
    expect(errorsOf(ZCancellationPolicyBody, period(-1, 1.5, 0))).toEqual({
      'cancellationPolicyPeriods.0.percentageRefund': 'Refund must be between 0 and 100',
      'cancellationPolicyPeriods.0.startDaysBeforeEvent': 'Days must be 0 or more',
    });
    expect(ZCancellationPolicyBody.safeParse(period(0, 0, 0)).success).toBe(true);
  });

  it('reads a policy', () => {
    expect(
      ZCancellationPolicy.safeParse({
        id: 7,
        name: 'Flexible',
        description: null,
        active: true,
        cancellationPolicyPeriods: [{ percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 }],
      }).success,
    ).toBe(true);
  });
});

describe('adding periods', () => {
  it('starts a new policy at 100% from 60 to 30 days', () => {
    expect(nextCancellationPeriod()).toEqual({
      percentageRefund: 100,
      startDaysBeforeEvent: 60,
      endDaysBeforeEvent: 30,
    });
    expect(addCancellationPeriod([])).toEqual([
      { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
    ]);
  });

  it('halves the refund and steps 15 days down from where the last period ended', () => {
    const first = nextCancellationPeriod();
    const second = nextCancellationPeriod(first);
    const third = nextCancellationPeriod(second);
    const fourth = nextCancellationPeriod(third);
    expect([second, third, fourth]).toEqual([
      { percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 15 },
      { percentageRefund: 25, startDaysBeforeEvent: 15, endDaysBeforeEvent: 0 },
      { percentageRefund: 12, startDaysBeforeEvent: 0, endDaysBeforeEvent: 0 },
    ]);
  });

  it('accepts the form text values', () => {
    expect(
      nextCancellationPeriod({ percentageRefund: '80', startDaysBeforeEvent: '90', endDaysBeforeEvent: '30' }),
    ).toEqual({
      percentageRefund: 40,
      startDaysBeforeEvent: 30,
      endDaysBeforeEvent: 15,
    });
  });

  it('every added period passes validation', () => {
    let periods = addCancellationPeriod([]);
    for (let i = 0; i < 5; i += 1) periods = addCancellationPeriod(periods);
    expect(ZCancellationPolicyBody.safeParse({ name: 'p', cancellationPolicyPeriods: periods }).success).toBe(true);
  });

  it('never removes the last period', () => {
    const one = [nextCancellationPeriod()];
    expect(removeCancellationPeriod(one, 0)).toBe(one);
    const two = addCancellationPeriod(one);
    expect(removeCancellationPeriod(two, 0)).toEqual([two[1]]);
    expect(removeCancellationPeriod(two, 5)).toBe(two);
  });
});

describe('refunds', () => {
  const periods = [
    { percentageRefund: 100, startDaysBeforeEvent: 90, endDaysBeforeEvent: 30 },
    { percentageRefund: 50, startDaysBeforeEvent: 30, endDaysBeforeEvent: 15 },
  ];

  it('finds the period containing the day count, most generous on a shared edge', () => {
    expect(refundPercentageFor(periods, 60)).toBe(100);
    expect(refundPercentageFor(periods, 30)).toBe(100);
    expect(refundPercentageFor(periods, 20)).toBe(50);
    expect(refundPercentageFor(periods, 15)).toBe(50);
    expect(refundPercentageFor(periods, 14)).toBe(0);
    expect(refundPercentageFor(periods, 91)).toBe(0);
    expect(refundPercentageFor([], 10)).toBe(0);
  });

  it('counts whole days before the event', () => {
    expect(daysBeforeEvent('2025-03-31T09:00:00Z', new Date('2025-03-01T09:00:00Z'))).toBe(30);
    expect(daysBeforeEvent('2025-03-31T09:00:00Z', new Date('2025-03-01T09:00:01Z'))).toBe(29);
    expect(daysBeforeEvent('2025-03-01T09:00:00Z', new Date('2025-03-02T09:00:00Z'))).toBe(-1);
  });

  it("'Free cancellation' means a full refund until the day before the event", () => {
    expect(offersFreeCancellation([{ percentageRefund: 100, endDaysBeforeEvent: 1 }])).toBe(true);
    expect(offersFreeCancellation([{ percentageRefund: 100, endDaysBeforeEvent: 0 }])).toBe(true);
    expect(offersFreeCancellation([{ percentageRefund: 100, endDaysBeforeEvent: 2 }])).toBe(false);
    expect(offersFreeCancellation([{ percentageRefund: 99, endDaysBeforeEvent: 0 }])).toBe(false);
    expect(offersFreeCancellation(periods)).toBe(false);
  });

  it('computes the refund in whole minor units, rounding down', () => {
    expect(refundAmount(1999, 50)).toBe(999);
    expect(refundAmount(2000, 100)).toBe(2000);
    expect(refundAmount(2000, 0)).toBe(0);
  });
});
