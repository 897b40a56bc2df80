import { damageClaimState } from './damage-claim';
import {
  damageClaimWindow,
  ZDamageClaimBody,
  ZDamageClaimDecisionBody,
  ZDamageClaimResponseBody,
} from './damage-claims';
import { DAMAGE_CLAIM_MESSAGES as M } from '../messages';

const PHOTO = '0b5c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const DESCRIPTION = 'A broken display screen at booth 14.';

describe('the filing window', () => {
  it('runs to the end of the 14th calendar day after the event’s last day, where the event is held', () => {
    // 12 June 18:00 in London (BST, UTC+1) -> until 26 June 23:59:59 London time.
    expect(damageClaimWindow('2030-06-12T17:00:00.000Z', 'Europe/London')).toEqual({
      lastDay: '2030-06-26',
      closesAt: new Date('2030-06-26T23:00:00.000Z'),
    });
    // 23:30 UTC on 12 June is already 13 June in Tokyo: the window there ends a day later.
    expect(damageClaimWindow('2030-06-12T23:30:00.000Z', 'Asia/Tokyo')).toEqual({
      lastDay: '2030-06-27',
      closesAt: new Date('2030-06-27T15:00:00.000Z'),
    });
    // And a day earlier in Los Angeles for an event ending at 02:00 UTC (19:00 the evening before).
    expect(damageClaimWindow('2030-06-13T02:00:00.000Z', 'America/Los_Angeles').lastDay).toBe('2030-06-26');
  });
});

describe('the claim’s state in words', () => {
  const base = {
    chargedAt: null,
    nextAttemptAt: null,
    respondBy: '2030-06-27T10:00:00.000Z',
    answer: null,
    paidWith: null,
  };
  it('says who the claim waits for, when it was charged, and when a failed charge is tried again', () => {
    expect(damageClaimState({ ...base, state: 'filed' })).toBe('Filed, waiting for the buyer (until Jun 27, 2030)');
    expect(damageClaimState({ ...base, state: 'disputed' })).toBe('Disputed, waiting for support');
    expect(
      damageClaimState({ ...base, state: 'disputed', answer: { agree: null, comment: null, at: base.respondBy } }),
    ).toBe('Disputed (the buyer did not answer in time), waiting for support');
    expect(damageClaimState({ ...base, state: 'charged', chargedAt: '2030-06-20T10:00:00.000Z' })).toBe(
      'Charged on Jun 20, 2030',
    );
    expect(damageClaimState({ ...base, state: 'charge_failed', nextAttemptAt: '2030-06-20T10:00:00.000Z' })).toMatch(
      /^Charge failed, retrying at Jun 20, 2030/,
    );
    expect(damageClaimState({ ...base, state: 'withdrawn' })).toBe('Withdrawn');
    expect(damageClaimState({ ...base, state: 'rejected' })).toBe('Rejected by support');
  });
});

describe('the bodies', () => {
  it('take the amount as typed text or a number, a description of 20 to 2000 characters and up to 6 photos', () => {
    expect(ZDamageClaimBody.parse({ amount: '80.50', description: ` ${DESCRIPTION} ` })).toEqual({
      amount: 80.5,
      description: DESCRIPTION,
      photoIds: [],
    });
    const bad = ZDamageClaimBody.safeParse({ amount: '', description: 'short', photoIds: [PHOTO, PHOTO] });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', M.amountRequired],
      ['description', M.descriptionShort],
      ['photoIds', M.photoIdsInvalid],
    ]);
    expect(ZDamageClaimBody.safeParse({ amount: -5, description: DESCRIPTION }).error?.issues[0].message).toBe(
      M.amountInvalid,
    );
    expect(ZDamageClaimBody.safeParse({ amount: 0, description: DESCRIPTION }).error?.issues[0].message).toBe(
      M.amountInvalid,
    );
    expect(
      ZDamageClaimBody.safeParse({ amount: 5, description: DESCRIPTION, photoIds: Array(7).fill(PHOTO) }).error
        ?.issues[0].message,
    ).toBe(M.tooManyPhotos);
  });

  it('take the buyer’s answer with an optional comment, and support’s decision with its reason', () => {
    expect(ZDamageClaimResponseBody.parse({ agree: false, comment: '  ' })).toEqual({ agree: false, comment: null });
    expect(ZDamageClaimResponseBody.safeParse({}).error?.issues[0].message).toBe(M.answerRequired);
    expect(
      ZDamageClaimDecisionBody.parse({ decision: 'uphold', amount: '', reason: 'Fresh damage in photos' }),
    ).toEqual({ decision: 'uphold', amount: null, reason: 'Fresh damage in photos' });
    expect(ZDamageClaimDecisionBody.parse({ decision: 'reject', amount: 20, reason: 'No evidence at all' })).toEqual({
      decision: 'reject',
      amount: null,
      reason: 'No evidence at all',
    });
    const bad = ZDamageClaimDecisionBody.safeParse({ decision: 'maybe', reason: 'short' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([M.decisionRequired, M.reasonShort]);
  });
});
