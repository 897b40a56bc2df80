import { errorsOf } from '../spec-helpers';
import {
  joinVerificationCode,
  pasteVerificationCode,
  sanitizeCodeDigit,
  ZVerificationCodeBody,
} from './verification-code';

describe('verification code', () => {
  it("needs all 6 digits ('Please enter all 6 digits')", () => {
    expect(ZVerificationCodeBody.safeParse({ code: '123456' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12345a', '']) {
      expect(errorsOf(ZVerificationCodeBody, { code })).toEqual({ code: 'Please enter all 6 digits' });
    }
  });

  it('keeps one digit per box', () => {
    expect(sanitizeCodeDigit('7')).toBe('7');
    expect(sanitizeCodeDigit('a')).toBe('');
    expect(sanitizeCodeDigit('37')).toBe('7');
    expect(sanitizeCodeDigit('')).toBe('');
  });

  it('pastes digits only, using the first six', () => {
    expect(pasteVerificationCode(' 12345678 ')).toEqual({ ok: true, digits: ['1', '2', '3', '4', '5', '6'] });
    expect(pasteVerificationCode('123')).toEqual({ ok: true, digits: ['1', '2', '3'] });
    expect(pasteVerificationCode('12-34')).toEqual({ ok: false, message: 'Please paste numbers only' });
    expect(pasteVerificationCode('')).toEqual({ ok: false, message: 'Please paste numbers only' });
  });

  it('joins the boxes', () => {
    expect(joinVerificationCode(['1', '2', '3', '4', '5', '6'])).toEqual({ code: '123456', complete: true });
    expect(joinVerificationCode(['1', '2', '', '4', '5', '6'])).toEqual({ code: '12456', complete: false });
  });
});
