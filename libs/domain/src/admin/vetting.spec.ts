import { errorsOf, parseOk } from '../spec-helpers';
import {
  canSubmitVettingUpdate,
  partnerDecisionRefusal,
  partnerDecisionsFrom,
  VETTING_STATUS_TONES,
  ZEventVettingParams,
  ZPartnerVettingParams,
  ZPartnerVettingUpdateBody,
  ZVettingUpdateBody,
} from './vetting';

describe('vetting update', () => {
  it('needs a decision and a non-blank comment; notes are optional', () => {
    expect(parseOk(ZVettingUpdateBody, { status: 'APPROVED', comment: ' Looks good ', notes: '' })).toEqual({
      status: 'APPROVED',
      comment: 'Looks good',
      notes: null,
    });
    expect(errorsOf(ZVettingUpdateBody, { status: 'MAYBE', comment: '   ' })).toEqual({
      status: 'Please select a valid option',
      comment: 'Comment is required',
    });
  });

  it('an event version is approved or rejected, never suspended or set back to pending', () => {
    expect(errorsOf(ZVettingUpdateBody, { status: 'SUSPENDED', comment: 'x' })).toEqual({
      status: 'Please select a valid option',
    });
    expect(errorsOf(ZVettingUpdateBody, { status: 'PENDING', comment: 'x' })).toEqual({
      status: 'Please select a valid option',
    });
    expect(parseOk(ZPartnerVettingUpdateBody, { status: 'SUSPENDED', comment: 'x' }).status).toBe('SUSPENDED');
    expect(errorsOf(ZPartnerVettingUpdateBody, { status: 'PENDING', comment: 'x' })).toEqual({
      status: 'Please select a valid option',
    });
  });

  it('the button waits for a comment', () => {
    expect(canSubmitVettingUpdate('  ')).toBe(false);
    expect(canSubmitVettingUpdate('ok')).toBe(true);
  });

  it('colours statuses grey, green, yellow, red', () => {
    expect(VETTING_STATUS_TONES).toEqual({
      DRAFT: 'neutral',
      APPROVED: 'success',
      PENDING: 'warning',
      REJECTED: 'danger',
      SUSPENDED: 'danger',
    });
  });

  it('suspends only approved partners and refuses a decision that changes nothing', () => {
    expect(partnerDecisionRefusal('PENDING', 'APPROVED')).toBeNull();
    expect(partnerDecisionRefusal('APPROVED', 'SUSPENDED')).toBeNull();
    expect(partnerDecisionRefusal('APPROVED', 'REJECTED')).toBeNull();
    expect(partnerDecisionRefusal('SUSPENDED', 'APPROVED')).toBeNull();
    expect(partnerDecisionRefusal('PENDING', 'SUSPENDED')).toBe('Only an approved partner can be suspended');
    expect(partnerDecisionRefusal('REJECTED', 'REJECTED')).toBe('This partner is already rejected');
    expect(partnerDecisionsFrom('PENDING')).toEqual(['APPROVED', 'REJECTED']);
    expect(partnerDecisionsFrom('APPROVED')).toEqual(['REJECTED', 'SUSPENDED']);
    expect(partnerDecisionsFrom('SUSPENDED')).toEqual(['APPROVED', 'REJECTED']);
  });

  it('parses the route params', () => {
    expect(parseOk(ZPartnerVettingParams, { partnerId: '3' })).toEqual({ partnerId: 3 });
    expect(parseOk(ZEventVettingParams, { eventId: '10', currentEventVersionId: '2' })).toEqual({
      eventId: 10,
      currentEventVersionId: 2,
    });
    expect(ZEventVettingParams.safeParse({ eventId: '10', currentEventVersionId: 'x' }).success).toBe(false);
  });
});
