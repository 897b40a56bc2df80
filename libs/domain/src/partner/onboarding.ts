// The partner's onboarding checklist: each step is read from the data (the vetting status, the
// confirmed email, the verified address, the signatures, the bank accounts, the events).
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ONBOARDING_STEP_LABELS } from '../messages/onboarding';

/** The checklist's steps in their order; ONBOARDING_STEP_LABELS names each. */
export const ONBOARDING_STEP_KEYS = [
  'application-approved',
  'email-confirmed',
  'address-verified',
  'contract-signed',
  'customer-terms-accepted',
  'bank-account',
  'first-event',
] as const;
export type TOnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];

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
  const steps = ONBOARDING_STEP_KEYS.map((key) => {
    const at = facts[key];
    return {
      key,
      label: ONBOARDING_STEP_LABELS[key],
      done: at !== null,
      doneAt: at === null ? null : typeof at === 'string' ? at : at.toISOString(),
    };
  });
  const done = steps.filter((s) => s.done).length;
  return { steps, done, total: steps.length, complete: done === steps.length };
}
