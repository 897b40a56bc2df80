// @pavilion/features-account: account screens the three apps share (settings, security, passwords,
// password recovery), and a person's review standing with their strikes and appeals.
import './lib/account.css';

// The field now lives with the page kit's field groups (PasswordFields); kept here for its callers.
export { PasswordField, type PasswordFieldProps } from '@pavilion/features-page-kit';
export { SettingsForm } from './lib/settings-form';
export { ChangePasswordForm } from './lib/change-password-form';
export { LoginActivity } from './lib/login-activity';
export { formatMoment, usePersonTimeZone } from './lib/time-zone';
export { SecuritySection } from './lib/security-section';
export {
  ForgotPasswordFlow,
  ResetPasswordFlow,
  type ForgotPasswordFlowProps,
  type ResetPasswordFlowProps,
} from './lib/password-recovery';
export {
  contactMethodName,
  languageName,
  ZAccountSettingsForm,
  ACCOUNT_SETTINGS_DEFAULTS,
  type TAccountSettingsForm,
  type TAccountSettingsFormInput,
} from './lib/settings-schema';
export {
  ReviewStanding,
  type AppealStrike,
  type ReviewStandingProps,
  type ReviewStandingText,
  type UseAppealStrike,
} from './lib/review-standing';
