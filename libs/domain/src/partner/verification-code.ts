// The six-box address verification code.
import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants';
import { MESSAGES } from '../messages';

export const ZVerificationCode = z
  .string({ error: MESSAGES.verificationCodeIncomplete })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), MESSAGES.verificationCodeIncomplete);

export const ZVerificationCodeBody = z.object({ code: ZVerificationCode });
export type TVerificationCodeBody = z.infer<typeof ZVerificationCodeBody>;

/** What one box keeps from a keystroke: the last digit typed, or nothing. */
export function sanitizeCodeDigit(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.slice(-1);
}

export type TCodePasteResult = { ok: true; digits: string[] } | { ok: false; message: string };

/** A paste must be digits only (surrounding spaces ignored); the first six fill the boxes. */
export function pasteVerificationCode(text: string): TCodePasteResult {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: MESSAGES.verificationPasteNotDigits };
  return { ok: true, digits: trimmed.slice(0, VERIFICATION_CODE_LENGTH).split('') };
}

/** The boxes joined, and whether all six are filled. */
export function joinVerificationCode(boxes: readonly string[]): { code: string; complete: boolean } {
  const code = boxes.join('');
  return { code, complete: ZVerificationCode.safeParse(code).success };
}
