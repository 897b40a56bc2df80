// Attendee sign-up (POST /api/user-sign-up): the concise and full forms and the server body.
import { z } from 'zod';
import '../common/zod-messages';
import { MIN_AGE, PHONE_MIN_DIGITS, TEXT_LIMITS } from '../constants';
import { ageByYearDifference, systemClock, type TClock, ZIsoDate } from '../common/dates';
import { ZEmail } from '../common/email';
import { ID_MAX, ZIdList, zSelectId } from '../common/ids';
import { firstFailingRule, zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { whenPresent } from '../common/refine';
import { LEGAL_MESSAGES } from '../messages/legal';
import { ZAcceptTerms, ZConfirmAdult } from '../legal/documents';
import { ZLoginSuccessResponse, type TLoginSuccessResponse } from './login';
import { confirmPasswordRule, ZConfirmPassword, ZPassword } from './password';

/** Digits, spaces and hyphens only, with at least 10 digits. */
export function isValidPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!/^[\d\s-]+$/.test(trimmed)) return false;
  return trimmed.length <= TEXT_LIMITS.phoneNumber && trimmed.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

export const ZPhoneNumber = z
  .string({ error: () => MESSAGES.phoneInvalid })
  .trim()
  .refine(isValidPhoneNumber, { error: () => MESSAGES.phoneInvalid });

/** Date of birth: required, a real date, and 18 or more by year difference against `clock()`. */
export function zDateOfBirth(clock: TClock = systemClock) {
  return z
    .string({ error: () => MESSAGES.dateOfBirthRequired })
    .trim()
    .check(
      firstFailingRule<string>([
        [(dob) => dob.length > 0, () => MESSAGES.dateOfBirthRequired],
        [(dob) => ZIsoDate.safeParse(dob).success, () => MESSAGES.dateInvalid],
        [(dob) => ageByYearDifference(dob, clock()) >= MIN_AGE, () => MESSAGES.underage],
      ]),
    );
}

const conciseFields = {
  email: ZEmail,
  firstName: zRequiredText(() => MESSAGES.firstNameRequired, { max: TEXT_LIMITS.personName }),
  surname: zRequiredText(() => MESSAGES.surnameRequired, { max: TEXT_LIMITS.personName }),
  password: ZPassword,
  country: zSelectId(() => MESSAGES.signUpCountryRequired),
  /** The customer terms in force, accepted with the box; the server records the version. */
  acceptTerms: ZAcceptTerms,
};

/**
 * A job title: an option of the job titles list by its id (a JSON number), or free text, as the
 * profile takes them. Blank, null or missing mean none. The server stores a chosen option's name as
 * the text and keeps the id in the person's job titles.
 */
export const ZJobTitleChoice = z
  .union(
    [
      z
        .number()
        .int({ error: () => MESSAGES.jobTitleInvalid })
        .positive({ error: () => MESSAGES.jobTitleInvalid })
        .max(ID_MAX, { error: () => MESSAGES.jobTitleInvalid }),
      z.string(),
      z.null(),
    ],
    { error: () => MESSAGES.jobTitleInvalid },
  )
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)))
  .pipe(
    z.union([
      z.number(),
      z.string().max(TEXT_LIMITS.jobTitle, { error: () => MESSAGES.tooLong({ max: TEXT_LIMITS.jobTitle }) }),
      z.null(),
    ]),
  );

function fullFields(clock: TClock) {
  return {
    phoneNumber: ZPhoneNumber,
    dateOfBirth: zDateOfBirth(clock),
    company: zOptionalText(TEXT_LIMITS.companyName),
    jobTitle: ZJobTitleChoice,
    sectors: ZIdList.default([]),
  };
}

const confirmPasswordField = { confirmPassword: ZConfirmPassword };

/** The concise variant: no phone, date of birth, company, job title or sectors; the age is confirmed by a box. */
export const ZAttendeeSignUpConcise = z
  .object({ ...conciseFields, confirmAdult: ZConfirmAdult, ...confirmPasswordField })
  .refine(...confirmPasswordRule('password'));
export type TAttendeeSignUpConcise = z.output<typeof ZAttendeeSignUpConcise>;
export type TAttendeeSignUpConciseInput = z.input<typeof ZAttendeeSignUpConcise>;

/** The full variant; pass a clock in tests so the age rule is deterministic. */
export function createAttendeeSignUpFullSchema(clock: TClock = systemClock) {
  return z
    .object({ ...conciseFields, ...fullFields(clock), ...confirmPasswordField })
    .refine(...confirmPasswordRule('password'));
}
export const ZAttendeeSignUpFull = createAttendeeSignUpFullSchema();
export type TAttendeeSignUpFull = z.output<typeof ZAttendeeSignUpFull>;
export type TAttendeeSignUpFullInput = z.input<typeof ZAttendeeSignUpFull>;

/**
 * What the server accepts from either variant: the concise fields are required; the full-only
 * fields are optional but checked when sent. confirmPassword is checked by the form and dropped.
 */
export function createAttendeeSignUpBodySchema(clock: TClock = systemClock) {
  const full = fullFields(clock);
  return z.object(
    {
      ...conciseFields,
      phoneNumber: full.phoneNumber.optional(),
      dateOfBirth: full.dateOfBirth.optional(),
      company: full.company,
      jobTitle: full.jobTitle,
      sectors: full.sectors,
      /** The concise form's age confirmation: required when no date of birth is sent. */
      confirmAdult: z.boolean({ error: () => LEGAL_MESSAGES.adultConfirmationRequired }).optional(),
    },
    { error: () => MESSAGES.bodyNotObject },
  );
}

/**
 * An ok sign-up (201): the account exists, a confirmation email is on its way, and the person is
 * signed in, answered as POST /api/login/ answers.
 */
export const ZSignUpResponse = ZLoginSuccessResponse;
export type TSignUpResponse = TLoginSuccessResponse;

/**
 * POST /api/user-sign-up as the server checks it: the body above, plus the confirmation whenever the
 * client sends it ('Passwords do not match'). The forms always send it; an API client may leave it out.
 */
export function createAttendeeSignUpRequestSchema(clock: TClock = systemClock) {
  return createAttendeeSignUpBodySchema(clock)
    .extend({ confirmPassword: ZConfirmPassword.optional() })
    .refine(...confirmPasswordRule('password'))
    .refine((body) => body.dateOfBirth !== undefined || body.confirmAdult === true, {
      path: ['confirmAdult'],
      error: () => LEGAL_MESSAGES.adultConfirmationRequired,
      // Judged beside the other fields' errors, whenever the body is an object.
      when: whenPresent(),
    });
}

export const ZAttendeeSignUpRequest = createAttendeeSignUpRequestSchema();
export type TAttendeeSignUpRequest = z.output<typeof ZAttendeeSignUpRequest>;
export type TAttendeeSignUpRequestInput = z.input<typeof ZAttendeeSignUpRequest>;
