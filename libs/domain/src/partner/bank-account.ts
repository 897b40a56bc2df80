// The partner's bank details form.
import { z } from 'zod';
import { BANK_CURRENCIES, DEFAULT_CURRENCY, TEXT_LIMITS } from '../constants';
import { zSelectId } from '../common/ids';
import { firstFailingRule, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';

/**
 * The spec's rule: two capital letters then 18-32 digits, spaces ignored. Input is upper-cased
 * first, so 'gb..' is accepted. Note: real IBANs for many countries (GB, NL, FR...) contain
 * letters after the country code and fail this rule; see the report.
 */
export const IBAN_PATTERN = /^[A-Z]{2}\d{18,32}$/;
/** 6 letters (bank + country), 2 letters or digits (location), optionally 3 more (branch). */
export const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export const ZIban = z
  .string({ error: MESSAGES.ibanRequired })
  .overwrite(normalizeIban)
  .check(
    firstFailingRule<string>([
      [(iban) => iban.length > 0, MESSAGES.ibanRequired],
      [(iban) => IBAN_PATTERN.test(iban), MESSAGES.ibanInvalid],
    ]),
  );

export const ZSwiftCode = z
  .string({ error: MESSAGES.swiftRequired })
  .overwrite((value) => value.trim().toUpperCase())
  .check(
    firstFailingRule<string>([
      [(swift) => swift.length > 0, MESSAGES.swiftRequired],
      [(swift) => SWIFT_PATTERN.test(swift), MESSAGES.swiftInvalid],
    ]),
  );

export const ZBankAccountForm = z.object({
  bankAccountName: zRequiredText(MESSAGES.bankAccountNameRequired, { max: TEXT_LIMITS.bankAccountName }),
  companyIban: ZIban,
  companySwiftCode: ZSwiftCode,
  bankAccountCountry: zSelectId(MESSAGES.countryRequired),
  bankAccountCurrency: z.enum(BANK_CURRENCIES, { error: MESSAGES.currencyInvalid }).default(DEFAULT_CURRENCY),
});
export type TBankAccountForm = z.output<typeof ZBankAccountForm>;
export type TBankAccountFormInput = z.input<typeof ZBankAccountForm>;
