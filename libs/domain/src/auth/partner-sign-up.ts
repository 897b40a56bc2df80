// The four-step partner application (POST /api/partner-sign-up): one schema per step, the whole
// form, the server body, and the wizard's step rules.
import { z } from 'zod';
import '../common/zod-messages';
import { COMPANY_SIZES, EVENTS_PER_YEAR_VALUES, PARTNER_NAME_MIN, TEXT_LIMITS } from '../constants';
import { zEmail } from '../common/email';
import { ZId, ZIdList, zOptionalSelectId, zSelectId } from '../common/ids';
import { zOptionalChoice } from '../common/refine';
import { zOptionalText, zRequiredText } from '../common/text';
import { PARTNER_SIGN_UP_STEP_TITLES as TITLES } from '../messages/sign-up';
import { MESSAGES } from '../messages';
import { confirmPasswordRule, ZConfirmPassword, ZStrongPassword } from './password';

const partnerName = zRequiredText(() => MESSAGES.minTwoChars, {
  min: PARTNER_NAME_MIN,
  minMessage: () => MESSAGES.minTwoChars,
  max: TEXT_LIMITS.personName,
});

/** Optional email that, when given, must look like one ('Invalid email address', as on this wizard). */
const optionalPartnerEmail = z
  .union([z.literal(''), z.null(), zEmail(() => MESSAGES.partnerEmailInvalid)])
  .optional()
  .transform((value) => (value ? value : null));

const contactFields = {
  firstName: partnerName,
  surname: partnerName,
  email: zEmail(() => MESSAGES.partnerEmailInvalid),
  country: zSelectId(() => MESSAGES.partnerCountryRequired),
};

const passwordFields = { password: ZStrongPassword, confirmPassword: ZConfirmPassword };

/**
 * The spec marks company fields required but enforces none; we enforce only the company name
 * (a nameless application cannot be vetted) and check the shape of the rest.
 */
const companyFields = {
  companyName: zRequiredText(() => MESSAGES.companyNameRequired, { max: TEXT_LIMITS.companyName }),
  registeredCompanyName: zOptionalText(TEXT_LIMITS.companyName),
  registrationNumber: zOptionalText(TEXT_LIMITS.registrationNumber),
  companyAddress: zOptionalText(TEXT_LIMITS.address),
  companyCity: zOptionalText(TEXT_LIMITS.city),
  companyZipCode: zOptionalText(TEXT_LIMITS.zipCode),
  companyCountry: zOptionalSelectId(),
  companyEmail: optionalPartnerEmail,
  /** Dial code plus number, as one text. */
  companyPhoneNumber: zOptionalText(TEXT_LIMITS.phoneNumber),
  companyWebsite: zOptionalText(TEXT_LIMITS.website),
  /**
   * The spec's default is "1": the first organisation type of its list. Our ids are shared by every
   * option list, so no organisation type is left out as null and the server takes the list's first.
   */
  organizationType: zOptionalSelectId(() => MESSAGES.optionInvalid),
  companySize: zOptionalChoice(COMPANY_SIZES, () => MESSAGES.optionInvalid),
  eventsPerYear: zOptionalChoice(EVENTS_PER_YEAR_VALUES, () => MESSAGES.optionInvalid),
  sectors: ZIdList.default([]),
};

export const ZPartnerSignUpContactStep = z.object(contactFields);
export const ZPartnerSignUpPasswordStep = z.object(passwordFields).refine(...confirmPasswordRule('password'));
export const ZPartnerSignUpCompanyStep = z.object(companyFields);

/** The whole wizard form (step 4, Review and Submit, validates this). */
export const ZPartnerSignUpForm = z
  .object({ ...contactFields, ...passwordFields, ...companyFields })
  .refine(...confirmPasswordRule('password'));
export type TPartnerSignUpForm = z.output<typeof ZPartnerSignUpForm>;
export type TPartnerSignUpFormInput = z.input<typeof ZPartnerSignUpForm>;

/**
 * What POST /api/partner-sign-up accepts: the wizard's whole form, so the server checks the same
 * rules (the confirmation included).
 */
export const ZPartnerSignUpBody = ZPartnerSignUpForm;
export type TPartnerSignUpBody = TPartnerSignUpForm;

/** 201: the application is received; a confirmation link went to `email`. */
export const ZPartnerSignUpAnswer = z.object({ status: z.literal('Success'), email: z.string(), partnerId: ZId });
export type TPartnerSignUpAnswer = z.infer<typeof ZPartnerSignUpAnswer>;

/** The wizard's steps, each with the schema its Next (or Submit) checks; a title reads when shown. */
export const PARTNER_SIGN_UP_STEPS = [
  {
    step: 1,
    get title() {
      return TITLES.contact;
    },
    schema: ZPartnerSignUpContactStep,
  },
  {
    step: 2,
    get title() {
      return TITLES.password;
    },
    schema: ZPartnerSignUpPasswordStep,
  },
  {
    step: 3,
    get title() {
      return TITLES.company;
    },
    schema: ZPartnerSignUpCompanyStep,
  },
  {
    step: 4,
    get title() {
      return TITLES.review;
    },
    schema: ZPartnerSignUpForm,
  },
] as const;
export type TPartnerSignUpStep = (typeof PARTNER_SIGN_UP_STEPS)[number]['step'];

/** Field names per step, typed for react-hook-form's trigger(fields). */
export const PARTNER_SIGN_UP_STEP_FIELDS = {
  1: Object.keys(contactFields) as Array<keyof typeof contactFields>,
  2: Object.keys(passwordFields) as Array<keyof typeof passwordFields>,
  3: Object.keys(companyFields) as Array<keyof typeof companyFields>,
  4: [] as never[],
} as const;

/** Whether a step's values pass its schema: Next stays disabled until this is true. */
export function isPartnerSignUpStepValid(step: TPartnerSignUpStep, values: unknown): boolean {
  const entry = PARTNER_SIGN_UP_STEPS.find((candidate) => candidate.step === step);
  return entry ? entry.schema.safeParse(values).success : false;
}

export function nextPartnerSignUpStep(step: TPartnerSignUpStep): TPartnerSignUpStep {
  return Math.min(step + 1, 4) as TPartnerSignUpStep;
}

export function previousPartnerSignUpStep(step: TPartnerSignUpStep): TPartnerSignUpStep {
  return Math.max(step - 1, 1) as TPartnerSignUpStep;
}
