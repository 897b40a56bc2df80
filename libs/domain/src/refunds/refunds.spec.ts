import { daysBeforeEventInZone, ZCancellationPreviewQuery, ZCancelOrderBody, ZRefundOrderBody } from './refunds';
import { REFUND_MESSAGES } from '../messages';

const A = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const B = '1c6d2e3f-4051-4b6c-9d7e-8f90a1b2c3d4';

describe('days before the event, where the event is held', () => {
  it('counts calendar days in the event zone, whatever the hour', () => {
    // 10 June 09:00 in London is 08:00 UTC. On 9 June at 23:30 London time (22:30 UTC) it is 1 day away.
    expect(
      daysBeforeEventInZone('2026-06-10T08:00:00.000Z', 'Europe/London', new Date('2026-06-09T22:30:00.000Z')),
    ).toBe(1);
    // At 00:30 London time on 10 June (23:30 UTC on the 9th) it is the day of the event.
    expect(
      daysBeforeEventInZone('2026-06-10T08:00:00.000Z', 'Europe/London', new Date('2026-06-09T23:30:00.000Z')),
    ).toBe(0);
    // In Los Angeles the same UTC instant is still 9 June afternoon: an evening event there that day is 0 days away.
    expect(
      daysBeforeEventInZone('2026-06-10T02:00:00.000Z', 'America/Los_Angeles', new Date('2026-06-09T20:00:00.000Z')),
    ).toBe(0);
    expect(daysBeforeEventInZone('2026-09-01T08:00:00.000Z', 'UTC', new Date('2026-06-03T12:00:00.000Z'))).toBe(90);
    expect(daysBeforeEventInZone('2026-06-01T08:00:00.000Z', 'UTC', new Date('2026-06-03T12:00:00.000Z'))).toBe(-2);
  });
});

describe('the cancellation and refund bodies', () => {
  it('take ticket ids as a comma list or repeated in the query', () => {
    expect(ZCancellationPreviewQuery.parse({ ticketIds: `${A},${B}` })).toEqual({ ticketIds: [A, B] });
    expect(ZCancellationPreviewQuery.parse({ ticketIds: [A, B] })).toEqual({ ticketIds: [A, B] });
    expect(ZCancellationPreviewQuery.parse({})).toEqual({ ticketIds: undefined });
    const bad = ZCancellationPreviewQuery.safeParse({ ticketIds: 'nope' });
    expect(bad.success).toBe(false);
  });

  it('refuse an empty ticket list and a refund without a reason or with a negative amount, in words', () => {
    expect(ZCancelOrderBody.safeParse({ ticketIds: [] }).error?.issues[0].message).toBe(REFUND_MESSAGES.ticketIdsEmpty);
    expect(ZRefundOrderBody.safeParse({ amount: 10 }).error?.issues[0].message).toBe(REFUND_MESSAGES.reasonRequired);
    expect(ZRefundOrderBody.safeParse({ amount: -1, reason: 'x' }).error?.issues[0].message).toBe(
      REFUND_MESSAGES.amountInvalid,
    );
    expect(ZRefundOrderBody.safeParse({ amount: '5', reason: 'x' }).error?.issues[0].message).toBe(
      REFUND_MESSAGES.amountInvalid,
    );
    expect(ZRefundOrderBody.parse({ reason: ' Goodwill ' })).toEqual({ reason: 'Goodwill' });
  });
});
