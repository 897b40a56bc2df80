import { joinPhone, splitPhone } from './phone-field';

describe('the company phone as one text', () => {
  const codes = ['+1', '+44', '+441', '+47'];

  it('splits off the longest known dial code', () => {
    expect(splitPhone('+44 20 7946 0321', codes)).toEqual({ dialCode: '+44', number: '20 7946 0321' });
    expect(splitPhone('+441 555 0100', codes)).toEqual({ dialCode: '+441', number: '555 0100' });
    expect(splitPhone('020 7946 0321', codes)).toEqual({ dialCode: '', number: '020 7946 0321' });
  });

  it('joins the dial code and the number, and nothing without a number', () => {
    expect(joinPhone('+44', ' 20 7946 0321 ')).toBe('+44 20 7946 0321');
    expect(joinPhone('', '020 7946 0321')).toBe('020 7946 0321');
    expect(joinPhone('+44', '   ')).toBe('');
  });
});
