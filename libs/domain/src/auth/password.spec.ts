import { z } from 'zod';
import { errorsOf, messagesAt } from '../spec-helpers';
import {
  confirmPasswordRule,
  fitsBcrypt,
  utf8ByteLength,
  isStrongPassword,
  passwordChecklist,
  passwordsMatch,
  ZConfirmPassword,
  ZPassword,
  ZStrongPassword,
} from './password';

describe('passwordChecklist', () => {
  it('reports each rule', () => {
    expect(passwordChecklist('')).toEqual([
      { id: 'length', label: 'At least 8 characters', passed: false },
      { id: 'uppercase', label: 'One uppercase letter', passed: false },
      { id: 'digit', label: 'One number', passed: false },
      { id: 'special', label: 'One special character (!@#$%^&*(),.?":{}|<>)', passed: false },
    ]);
    const passed = (password: string) =>
      passwordChecklist(password)
        .filter((item) => item.passed)
        .map((item) => item.id);
    expect(passed('abcdefgh')).toEqual(['length']);
    expect(passed('A')).toEqual(['uppercase']);
    expect(passed('5')).toEqual(['digit']);
    expect(passed('Abcdefg1!')).toEqual(['length', 'uppercase', 'digit', 'special']);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('counts %p as special', (char) => {
    expect(passwordChecklist(char).find((item) => item.id === 'special')?.passed).toBe(true);
  });

  it.each(['-', '_', '+', '=', '~', ' ', '/'])('does not count %p as special', (char) => {
    expect(passwordChecklist(char).find((item) => item.id === 'special')?.passed).toBe(false);
  });

  it('isStrongPassword needs every rule', () => {
    expect(isStrongPassword('Abcdefg1!')).toBe(true);
    expect(isStrongPassword('abcdefg1!')).toBe(false);
    expect(isStrongPassword('Abcdefgh!')).toBe(false);
    expect(isStrongPassword('Abcdefg12')).toBe(false);
    expect(isStrongPassword('Abcd1!')).toBe(false);
  });
});

describe('ZPassword (attendee)', () => {
  it('needs 8 characters, nothing else', () => {
    expect(ZPassword.safeParse('abcdefgh').success).toBe(true);
    expect(errorsOf(ZPassword, 'abcdefg')).toEqual({ _: 'Password must be at least 8 characters long' });
    expect(errorsOf(ZPassword, '')).toEqual({ _: 'Password must be at least 8 characters long' });
  });

  it('caps at 72 bytes of UTF-8 (bcrypt reads no more), not 72 characters', () => {
    const tooLong = {
      _: 'Password must be at most 72 bytes long (letters with accents and symbols count as 2 to 4 bytes each)',
    };
    expect(ZPassword.safeParse('a'.repeat(72)).success).toBe(true);
    expect(errorsOf(ZPassword, 'a'.repeat(73))).toEqual(tooLong);
    // 40 'é' are 40 characters but 80 bytes: bcrypt would read only the first 36.
    expect(errorsOf(ZPassword, 'é'.repeat(40))).toEqual(tooLong);
    expect(ZPassword.safeParse('é'.repeat(36)).success).toBe(true);
    expect(errorsOf(ZStrongPassword, `A1!${'é'.repeat(40)}`)).toEqual(tooLong);
  });

  it('counts UTF-8 bytes as bcrypt does', () => {
    expect([utf8ByteLength('a'), utf8ByteLength('é'), utf8ByteLength('€'), utf8ByteLength('😀')]).toEqual([1, 2, 3, 4]);
    expect(fitsBcrypt('€'.repeat(24))).toBe(true);
    expect(fitsBcrypt('€'.repeat(25))).toBe(false);
  });
});

describe('ZStrongPassword (partner)', () => {
  it('gives one message per broken rule', () => {
    expect(messagesAt(ZStrongPassword, 'abc', '')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain an uppercase letter',
      'Password must contain a number',
      'Password must contain a special character',
    ]);
    expect(ZStrongPassword.safeParse('Str0ng!pass').success).toBe(true);
  });
});

describe('confirmation', () => {
  it('passwordsMatch needs a non-empty equal confirmation', () => {
    expect(passwordsMatch('abc', 'abc')).toBe(true);
    expect(passwordsMatch('abc', 'abd')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
    expect(passwordsMatch('abc', undefined)).toBe(false);
  });

  it("confirmPasswordRule reports 'Passwords do not match' on confirmPassword", () => {
    const schema = z
      .object({ secret: z.string(), confirmPassword: ZConfirmPassword, other: z.string() })
      .refine(...confirmPasswordRule('secret'));
    expect(errorsOf(schema, { secret: 'a', confirmPassword: 'b', other: 1 })).toEqual({
      other: expect.any(String),
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(schema, { secret: 'a', confirmPassword: 'a', other: '' })).toEqual({});
  });
});
