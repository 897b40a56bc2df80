// What signing up says beside its forms: the password rules' checklist and the partner wizard's steps.
import { MIN_PASSWORD_LENGTH, PASSWORD_SPECIAL_CHARS } from '../constants';
import { defineMessages } from '../i18n';

/** Each password rule as the checklist under the field names it (by TPasswordRuleId). */
export const PASSWORD_RULE_LABELS = defineMessages('signUp.passwordRules', {
  length: `At least ${MIN_PASSWORD_LENGTH} characters`,
  uppercase: 'One uppercase letter',
  digit: 'One number',
  /** `characters`: the special characters that count. */
  special: 'One special character ({characters})',
});

/** The partner sign-up wizard's steps, by number. */
export const PARTNER_SIGN_UP_STEP_TITLES = defineMessages('signUp.partnerSteps', {
  contact: 'Contact Details',
  password: 'Create Password',
  company: 'Company Details',
  review: 'Review and Submit',
});

/** The special characters as the rule lists them. */
export const passwordSpecialRuleLabel = (): string =>
  PASSWORD_RULE_LABELS.special({ characters: PASSWORD_SPECIAL_CHARS });
