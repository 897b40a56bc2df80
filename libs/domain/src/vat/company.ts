// Buying for a company at checkout: the company's name, billing address (one text, as the company
// writes it), country (the marketplace's country list, by ISO code), VAT number and an optional
// purchase order or reference, all printed on the order's invoice. A VAT number is required for a
// company in the EU and optional elsewhere; for an EU country and the UK it must have that country's
// format and check digits (jsvat), with its country's prefix (EL for Greece, GB or XI for the UK),
// which is added when the buyer leaves it out. docs/decisions/0105-buying-for-a-company-details-at-checkout-vat.md, "Buying for a company".
import { checkVAT, countries as jsvatCountries, type Country } from 'jsvat';
import { z } from 'zod';
import '../common/zod-messages';
import { TEXT_LIMITS } from '../constants';
import { zOptionalText, zRequiredText } from '../common/text';
import { formatLocale } from '../i18n/formats';
import { COMPANY_FACT_LABELS, COMPANY_MESSAGES as M } from '../messages/vat';

export const COMPANY_ADDRESS_MAX = 500;
export const COMPANY_REFERENCE_MAX = 100;
export const VAT_NUMBER_MAX = 20;

/** The EU's member states by ISO code, with the prefix their VAT numbers carry. */
export const EU_VAT_PREFIXES: Readonly<Record<string, string>> = {
  AT: 'AT',
  BE: 'BE',
  BG: 'BG',
  HR: 'HR',
  CY: 'CY',
  CZ: 'CZ',
  DK: 'DK',
  EE: 'EE',
  FI: 'FI',
  FR: 'FR',
  DE: 'DE',
  GR: 'EL',
  HU: 'HU',
  IE: 'IE',
  IT: 'IT',
  LV: 'LV',
  LT: 'LT',
  LU: 'LU',
  MT: 'MT',
  NL: 'NL',
  PL: 'PL',
  PT: 'PT',
  RO: 'RO',
  SK: 'SK',
  SI: 'SI',
  ES: 'ES',
  SE: 'SE',
};

/** True for an EU member state (its companies need a VAT number at checkout). */
export const isEuCountry = (countryCode: string): boolean => countryCode in EU_VAT_PREFIXES;

/** Countries whose VAT number formats are checked: the EU and the UK. */
export const isVatFormatChecked = (countryCode: string): boolean => isEuCountry(countryCode) || countryCode === 'GB';

/** 'de 123 456-789' -> 'DE123456789': capitals, without spaces, dots, dashes or slashes. */
export function compactVatNumber(text: string): string {
  return text.toUpperCase().replace(/[\s.\-/]+/g, '');
}

const jsvatByIso = new Map<string, Country>(jsvatCountries.map((c) => [c.codes[0]!, c]));

/**
 * The number with its country's prefix, when its format and check digits are right for the country;
 * null when they are not. Countries outside the EU and the UK: any letters and digits.
 */
export function normaliseVatNumber(countryCode: string, text: string): string | null {
  const compact = compactVatNumber(text);
  if (!/^[A-Z0-9]+$/.test(compact)) return null;
  if (!isVatFormatChecked(countryCode)) return compact;
  if (countryCode === 'GB') {
    // Northern Ireland's numbers are the UK's with XI in front, for trade in goods with the EU.
    const prefix = /^(GB|XI)/.exec(compact)?.[1] ?? 'GB';
    const digits = compact.replace(/^(GB|XI)/, '');
    return checkVAT(`GB${digits}`, [jsvatByIso.get('GB')!]).isValid ? `${prefix}${digits}` : null;
  }
  const prefix = EU_VAT_PREFIXES[countryCode]!;
  const number = compact.startsWith(prefix) ? compact : `${prefix}${compact}`;
  const rules = jsvatByIso.get(countryCode);
  return rules && checkVAT(number, [rules]).isValid ? number : null;
}

/**
 * A VAT number as stored (compacted, with its country's prefix), or the refusal in words: the format
 * and check digits of `countryCode` for the EU and the UK; letters and digits for other countries and
 * for no country (null). The buyer's number at checkout and the partner's own number are checked alike.
 */
export function checkVatNumber(
  countryCode: string | null,
  text: string,
): { vatNumber: string; message?: undefined } | { vatNumber?: undefined; message: string } {
  const normalised = normaliseVatNumber(countryCode ?? '', text);
  if (normalised !== null && normalised.length <= VAT_NUMBER_MAX) return { vatNumber: normalised };
  return {
    message:
      countryCode && isVatFormatChecked(countryCode)
        ? M.vatNumberFormat({ country: countryName(countryCode) })
        : M.vatNumberInvalid({ max: VAT_NUMBER_MAX }),
  };
}

/** The VAT number field before its country is known: letters and digits as typed, blank for none. */
export const zVatNumberText = () =>
  zOptionalText(VAT_NUMBER_MAX + 6, undefined, () => M.vatNumberInvalid({ max: VAT_NUMBER_MAX }));

/** 'Germany', 'Deutschland': the country's name in the current language (its code if unknown). */
export function countryName(countryCode: string): string {
  try {
    return new Intl.DisplayNames([formatLocale()], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** The company details, as the checkout form and the order's body carry them. */
export const ZCompanyDetails = z
  .object({
    name: zRequiredText(() => M.nameRequired, {
      max: TEXT_LIMITS.companyName,
      maxMessage: () => M.nameLong({ max: TEXT_LIMITS.companyName }),
    }),
    address: zRequiredText(() => M.addressRequired, {
      max: COMPANY_ADDRESS_MAX,
      maxMessage: () => M.addressLong({ max: COMPANY_ADDRESS_MAX }),
    }),
    countryCode: z
      .string({ error: () => M.countryRequired })
      .trim()
      .toUpperCase()
      .refine((code) => code !== '', { error: () => M.countryRequired })
      .refine((code) => code === '' || /^[A-Z]{2}$/.test(code), { error: () => M.countryUnknown }),
    vatNumber: zVatNumberText(),
    reference: zOptionalText(COMPANY_REFERENCE_MAX, undefined, () => M.referenceLong({ max: COMPANY_REFERENCE_MAX })),
  })
  .transform((company, ctx) => {
    const { countryCode, vatNumber } = company;
    if (vatNumber === null) {
      if (isEuCountry(countryCode))
        ctx.issues.push({ code: 'custom', message: M.vatNumberRequired, path: ['vatNumber'], input: vatNumber });
      return company;
    }
    const checked = checkVatNumber(countryCode, vatNumber);
    if (checked.message !== undefined) {
      ctx.issues.push({ code: 'custom', message: checked.message, path: ['vatNumber'], input: vatNumber });
      return z.NEVER;
    }
    return { ...company, vatNumber: checked.vatNumber };
  });
export type TCompanyDetails = z.output<typeof ZCompanyDetails>;
export type TCompanyDetailsInput = z.input<typeof ZCompanyDetails>;

/** Whether a VAT number was checked against VIES when the order was placed. */
export const VAT_NUMBER_CHECKS = ['valid', 'unavailable', 'not_checked'] as const;
export type TVatNumberCheck = (typeof VAT_NUMBER_CHECKS)[number];

/** The company an order was bought for, as order answers carry it (null: bought for no company). */
export const ZOrderCompany = z.object({
  name: z.string(),
  address: z.string(),
  countryCode: z.string(),
  vatNumber: z.string().nullable(),
  reference: z.string().nullable(),
  /** valid: VIES confirmed the number; unavailable: VIES could not answer; not_checked: the check is off. Null without a number. */
  vatNumberCheck: z.enum(VAT_NUMBER_CHECKS).nullable(),
});
export type TOrderCompany = z.infer<typeof ZOrderCompany>;

/** The company's facts in words, in order: for the order pages and the receipt email. */
export function orderCompanyFacts(company: TOrderCompany): Array<{ label: string; value: string }> {
  const facts = [
    { label: COMPANY_FACT_LABELS.company, value: company.name },
    {
      label: COMPANY_FACT_LABELS.address,
      value: company.address
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join(', '),
    },
    { label: COMPANY_FACT_LABELS.country, value: countryName(company.countryCode) },
  ];
  if (company.vatNumber)
    facts.push({
      label: COMPANY_FACT_LABELS.vatNumber,
      value: COMPANY_FACT_LABELS.vatNumberValue({ number: company.vatNumber, check: company.vatNumberCheck ?? 'none' }),
    });
  if (company.reference) facts.push({ label: COMPANY_FACT_LABELS.reference, value: company.reference });
  return facts;
}
