// What the partner's onboarding says: the checklist's steps and the agreements' titles.
import { defineMessages } from '../i18n';

/** The checklist's steps, as the partner reads them (by TOnboardingStepKey). */
export const ONBOARDING_STEP_LABELS = defineMessages('onboarding.steps', {
  'application-approved': 'Application approved',
  'email-confirmed': 'Email confirmed',
  'address-verified': 'Company address verified',
  'contract-signed': 'Partner contract signed',
  'customer-terms-accepted': 'Customer terms accepted',
  'bank-account': 'Bank account added',
  'first-event': 'First event created',
});

/** An agreement's title (by TAgreementKind). */
export const AGREEMENT_TITLES = defineMessages('onboarding.agreements', {
  'partner-contract': 'Partner contract',
  'customer-terms': 'Customer terms of service',
});
