// The partner's bank accounts: the bank details form (POST /api/partner/bank-accounts), the accounts
// as read (the number masked but its last 4 characters), and the IBAN and SWIFT/BIC rules.
import { z } from 'zod';
import '../common/zod-messages';
import { getCountrySpecifications, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { BANK_CURRENCIES, DEFAULT_CURRENCY, TEXT_LIMITS } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, zSelectId } from '../common/ids';
import { firstFailingRule, zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { ZOptionItem } from '../options/option-items';

/**
 * The spec's own rule (two capital letters then 18-32 digits) is not used: it refuses real IBANs of
 * many countries (GB, NL and FR ones carry letters after the check digits, Norway's have 15
 * characters). IBANs are checked as ISO 13616 defines them instead, by ibantools: a country that
 * uses IBANs, that country's length and account format, and the mod-97 check digits. The spec's
 * message ('Invalid IBAN format') starts every refusal; what follows says which part is wrong.
 */
export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Why an IBAN (already normalised) is refused, or null when it is a valid IBAN. */
export function ibanProblem(iban: string): string | null {
  if (!iban) return MESSAGES.ibanRequired;
  if (!/^[A-Z0-9]+$/.test(iban)) return MESSAGES.ibanCharacters;
  const result = validateIBAN(iban);
  if (result.valid) return null;
  const country = iban.slice(0, 2);
  const spec = getCountrySpecifications()[country];
  const errors = result.errorCodes;
  if (!spec?.chars || errors.includes(ValidationErrorsIBAN.NoIBANCountry)) return MESSAGES.ibanCountryUnknown;
  if (errors.includes(ValidationErrorsIBAN.WrongBBANLength))
    return MESSAGES.ibanLength({ country, length: spec.chars });
  if (errors.includes(ValidationErrorsIBAN.WrongBBANFormat)) return MESSAGES.ibanAccountFormat({ country });
  return MESSAGES.ibanCheckDigits;
}

export function isValidIban(value: string): boolean {
  return ibanProblem(normalizeIban(value)) === null;
}

/** The IBAN grouped in fours, as banks print it ('GB29 NWBK 6016 1331 9268 19'). */
export function formatIban(value: string): string {
  return normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** 6 letters (bank + country), 2 letters or digits (location), optionally 3 more (branch). */
export const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const ZIban = z
  .string({ error: () => MESSAGES.ibanRequired })
  .overwrite(normalizeIban)
  .check((payload) => {
    const problem = ibanProblem(payload.value);
    if (problem) payload.issues.push({ code: 'custom', message: problem, input: payload.value });
  });

export const ZSwiftCode = z
  .string({ error: () => MESSAGES.swiftRequired })
  .overwrite((value) => value.replace(/\s/g, '').toUpperCase())
  .check(
    firstFailingRule<string>([
      [(swift) => swift.length > 0, () => MESSAGES.swiftRequired],
      [(swift) => SWIFT_PATTERN.test(swift), () => MESSAGES.swiftInvalid],
    ]),
  );

export const ZBankCurrency = z.enum(BANK_CURRENCIES, { error: () => MESSAGES.currencyInvalid });

/** The bank details form; `bankName` is ours (the admin's view lists accounts by bank name). */
export const ZBankAccountForm = z.object({
  bankAccountName: zRequiredText(() => MESSAGES.bankAccountNameRequired, { max: TEXT_LIMITS.bankAccountName }),
  bankName: zOptionalText(TEXT_LIMITS.bankAccountName),
  companyIban: ZIban,
  companySwiftCode: ZSwiftCode,
  bankAccountCountry: zSelectId(() => MESSAGES.countryRequired),
  bankAccountCurrency: ZBankCurrency.default(DEFAULT_CURRENCY),
});
export type TBankAccountForm = z.output<typeof ZBankAccountForm>;
export type TBankAccountFormInput = z.input<typeof ZBankAccountForm>;

/** How many characters of an account number are ever shown. */
export const ACCOUNT_NUMBER_VISIBLE = 4;

/** Every character but the last 4 hidden: '**** 1234'. The whole number never leaves the server. */
export function maskAccountNumber(value: string): string {
  const compact = value.replace(/\s/g, '');
  return `**** ${compact.slice(-ACCOUNT_NUMBER_VISIBLE)}`;
}

/** A masked account number: stars, a space and at most 4 characters. */
export const ZMaskedAccountNumber = z
  .string()
  .regex(/^\*{4} [A-Z0-9]{0,4}$/, { error: () => MESSAGES.accountNumberNotMasked });

/** One of the partner's bank accounts as the partner reads it. */
export const ZBankAccount = z.object({
  id: ZId,
  bankAccountName: z.string(),
  bankName: z.string().nullable(),
  accountNumber: ZMaskedAccountNumber,
  swiftCode: z.string(),
  country: ZOptionItem,
  currency: ZBankCurrency,
  /** Payouts in its currency go to this account: one account per currency is marked while that currency has any. */
  payout: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** GET /api/partner/bank-accounts (a partner has a handful: a plain list). */
export const ZBankAccounts = z.array(ZBankAccount);
export type TBankAccounts = z.infer<typeof ZBankAccounts>;
