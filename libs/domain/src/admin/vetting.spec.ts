import { errorsOf, parseOk } from '../spec-helpers';
import {
  canSubmitVettingUpdate,
  VETTING_STATUS_TONES,
  ZEventVettingParams,
  ZPartnerVettingParams,
  ZVettingUpdateBody,
} from './vetting';

describe('vetting update', () => {
  it('needs a status and a non-blank comment; notes are optional', () => {
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

  it('the button waits for a comment', () => {
    expect(canSubmitVettingUpdate('  ')).toBe(false);
    expect(canSubmitVettingUpdate('ok')).toBe(true);
  });

  it('colours statuses green, yellow, red', () => {
    expect(VETTING_STATUS_TONES).toEqual({ APPROVED: 'success', PENDING: 'warning', REJECTED: 'danger' });
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
