// The payment form (POST /api/orders/{orderId}/complete-order), its input formatters, card helpers,
// and payment details as read back (masked; the CVV is never stored or returned).
import { z } from 'zod';
import '../common/zod-messages';
import {
  CARD_NUMBER_DIGITS,
  CARD_NUMBER_INPUT_MAX,
  CARDHOLDER_ADDRESS_MIN,
  CARDHOLDER_NAME_MIN,
  EXPIRY_INPUT_MAX,
  TEXT_LIMITS,
} from '../constants';
import { systemClock, type TClock } from '../common/dates';
import { ZUuid, zSelectId } from '../common/ids';
import { firstFailingRule, zRequiredText } from '../common/text';
import { MESSAGES, QUERY_MESSAGES } from '../messages';

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** 'MM/YY' is past when its month has ended: the card works through the last day of its month (UTC). */
export function isCardExpired(expiry: string, now: Date): boolean {
  const match = EXPIRY_PATTERN.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** The payment form; pass a clock in tests so 'Card is expired' is deterministic. */
export function createPaymentFormSchema(clock: TClock = systemClock) {
  return z.object({
    /** Spaces are removed; output is the 16 digits. Any 16 digits pass (no Luhn check, per spec). */
    cardNumber: z
      .string({ error: () => MESSAGES.cardNumberInvalid })
      .overwrite((value) => value.replace(/\s/g, ''))
      .regex(/^\d{16}$/, { error: () => MESSAGES.cardNumberInvalid }),
    expiryDate: z
      .string({ error: () => MESSAGES.expiryInvalid })
      .trim()
      .check(
        firstFailingRule<string>([
          [(expiry) => EXPIRY_PATTERN.test(expiry), () => MESSAGES.expiryInvalid],
          [(expiry) => !isCardExpired(expiry, clock()), () => MESSAGES.cardExpired],
        ]),
      ),
    cvv: z
      .string({ error: () => MESSAGES.cvvInvalid })
      .trim()
      .regex(/^\d{3,4}$/, { error: () => MESSAGES.cvvInvalid }),
    cardholderName: zRequiredText(() => MESSAGES.nameRequired, {
      max: TEXT_LIMITS.cardholderName,
      min: CARDHOLDER_NAME_MIN,
      minMessage: () => MESSAGES.fullNameTooShort,
    }),
    cardholderAddress: zRequiredText(() => MESSAGES.addressRequired, {
      max: TEXT_LIMITS.address,
      min: CARDHOLDER_ADDRESS_MIN,
      minMessage: () => MESSAGES.addressTooShort,
    }),
    cardholderZip: z
      .string({ error: () => MESSAGES.zipRequired })
      .trim()
      .check(
        firstFailingRule<string>([
          [(zip) => zip.length > 0, () => MESSAGES.zipRequired],
          [(zip) => /^[A-Za-z0-9\s-]{3,10}$/.test(zip), () => MESSAGES.zipInvalid],
        ]),
      ),
    country: zSelectId(() => MESSAGES.countryRequired),
    /**
     * The buyer's consent, when the event has a damage policy, to keep the payment method for a
     * possible damage payment (an unchecked box; false or left out: no later charge is ever attempted,
     * a claim asks the buyer to pay through a link). Ignored for an event without a policy.
     */
    keepCardForDamage: z.boolean({ error: () => QUERY_MESSAGES.keepCardForDamage }).default(false),
  });
}
export const ZPaymentForm = createPaymentFormSchema();
export type TPaymentForm = z.output<typeof ZPaymentForm>;
export type TPaymentFormInput = z.input<typeof ZPaymentForm>;

/** The complete-order body is the payment form's output (card digits without spaces, country id). */
export const ZCompleteOrderBody = ZPaymentForm;
export type TCompleteOrderBody = TPaymentForm;

// Input formatters -------------------------------------------------------------------------------

/** Card number as typed: digits only, grouped in fours, at most 16 digits (19 characters). */
export function formatCardNumberInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, CARD_NUMBER_DIGITS);
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_NUMBER_INPUT_MAX);
}

/** Expiry as typed: digits only, a '/' after the month once the year starts, at most 'MM/YY'. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  const formatted = digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return formatted.slice(0, EXPIRY_INPUT_MAX);
}

// Card helpers -----------------------------------------------------------------------------------

export const MASKED_CVV = '***';
const MASKED_CARD_PATTERN = /^\*{4} \*{4} \*{4} \d{4}$/;

/** '**** **** **** 1234' from a full number or just its last four digits. */
export function maskCardNumber(cardNumberOrLast4: string): string {
  const last4 = cardNumberOrLast4.replace(/\D/g, '').slice(-4).padStart(4, '*');
  return `**** **** **** ${last4}`;
}

export type TCardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The card network from the number's prefix (spaces ignored). */
export function cardBrand(cardNumber: string): TCardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d{2}|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The Luhn checksum. Exported for display hints only: the spec accepts any 16 digits. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s/g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// Stored and read-back details -------------------------------------------------------------------

export type TStoredPaymentDetails = {
  cardBrand: TCardBrand;
  cardLast4: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
  cardholderAddress: string;
  cardholderZipCode: string;
  cardholderCountryId: number;
};

/** What the server keeps from a payment form: brand, last 4 and expiry; never the number or CVV. */
export function toStoredPaymentDetails(form: TPaymentForm): TStoredPaymentDetails {
  const [month = '0', year = '0'] = form.expiryDate.split('/');
  return {
    cardBrand: cardBrand(form.cardNumber),
    cardLast4: form.cardNumber.slice(-4),
    expiryMonth: Number(month),
    expiryYear: 2000 + Number(year),
    cardholderName: form.cardholderName,
    cardholderAddress: form.cardholderAddress,
    cardholderZipCode: form.cardholderZip,
    cardholderCountryId: form.country,
  };
}

/** Month and four-digit year as the card shows them: (6, 2025) -> '06/25'. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** Payment details as read (order detail pages). The number must arrive masked. */
export const ZPaymentDetails = z.object({
  id: ZUuid,
  cardNumber: z.string().regex(MASKED_CARD_PATTERN, { error: () => MESSAGES.cardNumberNotMasked }),
  expiryDate: z.string(),
  cardholderName: z.string(),
  cardholderAddress: z.string(),
  cardholderZipCode: z.string(),
  /** The country's name, for display. */
  cardholderCountry: z.string(),
});
export type TPaymentDetails = z.infer<typeof ZPaymentDetails>;
