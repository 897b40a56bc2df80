// Address verification by a 6-digit code sent by post: the code, the six boxes' rules, and the
// state of the verification.
import { z } from 'zod';
import '../common/zod-messages';
import { VERIFICATION_CODE_LENGTH } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { MESSAGES } from '../messages';
import { ZOptionItem } from '../options/option-items';

export const ZVerificationCode = z
  .string({ error: () => MESSAGES.verificationCodeIncomplete })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: () => MESSAGES.verificationCodeIncomplete });

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

/**
 * GET /api/partner/address-verification (and the answer of requesting a code): the company address
 * the letter goes to, whether it is verified, the code in the post (never the code itself) and when a
 * new one may be requested.
 */
export const ZAddressVerificationState = z.object({
  addressVerified: z.boolean(),
  verifiedAt: ZIsoDateTime.nullable(),
  company: z.object({
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: ZOptionItem.nullable(),
  }),
  /** Address, city, zip code and country are all filled in: a letter can be sent. */
  addressComplete: z.boolean(),
  /** The newest code, while it can still be used. */
  code: z
    .object({ sentAt: ZIsoDateTime, expiresAt: ZIsoDateTime, attemptsLeft: z.number().int().nonnegative() })
    .nullable(),
  /** When a new code may be requested; null when it may be now. */
  nextRequestAt: ZIsoDateTime.nullable(),
});
export type TAddressVerificationState = z.infer<typeof ZAddressVerificationState>;

/** POST /api/partner/address-verification: the address is verified. */
export const ZAddressVerified = z.object({ status: z.literal('Success'), verifiedAt: ZIsoDateTime });
export type TAddressVerified = z.infer<typeof ZAddressVerified>;
