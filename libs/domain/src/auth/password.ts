// Password rules: the attendee minimum (8 characters) and the partner checklist (8+, uppercase,
// digit, special character), with a checklist helper the sign-up forms render live.
import { z } from 'zod';
import '../common/zod-messages';
import { MIN_PASSWORD_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_SPECIAL_CHARS } from '../constants';
import { whenPresent } from '../common/refine';
import { MESSAGES, PASSWORD_RULE_LABELS, passwordSpecialRuleLabel } from '../messages';

/** The length of `text` in UTF-8 bytes, as bcrypt counts it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Whether bcrypt reads the whole password. Longer passwords are refused rather than silently cut, or
 * a password of 40 'é' (80 bytes) would let in anyone who knows its first 36.
 */
export function fitsBcrypt(password: string): boolean {
  return utf8ByteLength(password) <= PASSWORD_MAX_BYTES;
}

export type TPasswordRuleId = 'length' | 'uppercase' | 'digit' | 'special';

function hasSpecialChar(password: string): boolean {
  return [...password].some((char) => PASSWORD_SPECIAL_CHARS.includes(char));
}

export const PASSWORD_RULES: ReadonlyArray<{
  id: TPasswordRuleId;
  label: string;
  message: string;
  test: (password: string) => boolean;
}> = [
  {
    id: 'length',
    get label() {
      return PASSWORD_RULE_LABELS.length;
    },
    get message() {
      return MESSAGES.passwordTooShort;
    },
    test: (password) => password.length >= MIN_PASSWORD_LENGTH,
  },
  {
    id: 'uppercase',
    get label() {
      return PASSWORD_RULE_LABELS.uppercase;
    },
    get message() {
      return MESSAGES.passwordUppercase;
    },
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'digit',
    get label() {
      return PASSWORD_RULE_LABELS.digit;
    },
    get message() {
      return MESSAGES.passwordDigit;
    },
    test: (password) => /\d/.test(password),
  },
  {
    id: 'special',
    get label() {
      return passwordSpecialRuleLabel();
    },
    get message() {
      return MESSAGES.passwordSpecial;
    },
    test: hasSpecialChar,
  },
];

export type TPasswordChecklistItem = { id: TPasswordRuleId; label: string; passed: boolean };

/** Each rule with whether `password` passes it, in display order. */
export function passwordChecklist(password: string): TPasswordChecklistItem[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, passed: rule.test(password) }));
}

/** True when every checklist rule passes (the partner wizard's Next needs this). */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/** The attendee rule: at least 8 characters (the checklist's other rules are display only). */
export const ZPassword = z
  .string({ error: () => MESSAGES.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, { error: () => MESSAGES.passwordTooShort })
  .refine(fitsBcrypt, { error: () => MESSAGES.passwordTooLong });

/** The partner rule: every checklist item must pass, each with its own message. */
export const ZStrongPassword = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, { error: () => rule.message }),
  z.string({ error: () => MESSAGES.passwordTooShort }).refine(fitsBcrypt, { error: () => MESSAGES.passwordTooLong }),
);

/** Confirmation is right when it is non-empty and equal to the password. */
export function passwordsMatch(password: unknown, confirmation: unknown): boolean {
  return typeof confirmation === 'string' && confirmation.length > 0 && confirmation === password;
}

/**
 * The "confirmation matches" rule as `.refine(...)` arguments, reported on confirmPassword. It runs
 * even when other fields fail, so the form shows it alongside their messages; it is skipped when
 * the confirmation is absent (an optional confirmation in a server body).
 */
export function confirmPasswordRule<K extends string>(
  passwordKey: K,
): [(value: Partial<Record<K | 'confirmPassword', unknown>>) => boolean, z.core.$ZodCustomParams] {
  return [
    (value) => passwordsMatch(value[passwordKey], value.confirmPassword),
    {
      error: () => MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
      when: whenPresent(passwordKey, 'confirmPassword'),
    },
  ];
}

/** The confirmation field itself: any string; `confirmPasswordRule` judges it. */
export const ZConfirmPassword = z.string({ error: () => MESSAGES.passwordsDoNotMatch });
