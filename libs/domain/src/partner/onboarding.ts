// The partner's onboarding checklist: each step is read from the data (the vetting status, the
// confirmed email, the verified address, the signatures, the bank accounts, the events).
import { z } from 'zod';
import { ZIsoDateTime } from '../common/dates';

export const ONBOARDING_STEPS = [
  { key: 'application-approved', label: 'Application approved' },
  { key: 'email-confirmed', label: 'Email confirmed' },
  { key: 'address-verified', label: 'Company address verified' },
  { key: 'contract-signed', label: 'Partner contract signed' },
  { key: 'customer-terms-accepted', label: 'Customer terms accepted' },
  { key: 'bank-account', label: 'Bank account added' },
  { key: 'first-event', label: 'First event created' },
] as const;
export type TOnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];
export const ONBOARDING_STEP_KEYS = ONBOARDING_STEPS.map((s) => s.key) as [TOnboardingStepKey, ...TOnboardingStepKey[]];

export const ZOnboardingStep = z.object({
  key: z.enum(ONBOARDING_STEP_KEYS),
  label: z.string(),
  done: z.boolean(),
  /** When the step was done, where the data knows it. */
  doneAt: ZIsoDateTime.nullable(),
});
export type TOnboardingStep = z.infer<typeof ZOnboardingStep>;

export const ZPartnerOnboarding = z.object({
  steps: z.array(ZOnboardingStep),
  done: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  complete: z.boolean(),
});
export type TPartnerOnboarding = z.infer<typeof ZPartnerOnboarding>;

/** What the checklist is built from; each value is when the step was done, or null. */
export type TOnboardingFacts = Record<TOnboardingStepKey, Date | string | null>;

/** The checklist in its fixed order, with the count of steps done. */
export function buildOnboarding(facts: TOnboardingFacts): TPartnerOnboarding {
  const steps = ONBOARDING_STEPS.map(({ key, label }) => {
    const at = facts[key];
    return {
      key,
      label,
      done: at !== null,
      doneAt: at === null ? null : typeof at === 'string' ? at : at.toISOString(),
    };
  });
  const done = steps.filter((s) => s.done).length;
  return { steps, done, total: steps.length, complete: done === steps.length };
}
