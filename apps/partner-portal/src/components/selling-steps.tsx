// The onboarding steps a partner does before its tickets go on sale (address verified, partner
// agreement signed): the server refuses an event submitted before them (409, reason 'not-ready-to-sell');
// the create page says so up front and the form links each step to do when the server refuses.
import { Link } from 'react-router';
import { errorBody, useGetPartnerProfileQuery } from '@pavilion/api-client';
import { SELLING_STEPS, type TSellingStep } from '@pavilion/domain';
import { Alert } from '@pavilion/ui';
import { partnerPaths } from '../config/paths';

const STEP_LINKS: Record<TSellingStep, { to: string; label: string }> = {
  'address-verified': { to: partnerPaths.addressVerification, label: 'Verify your company address' },
  'contract-signed': { to: partnerPaths.contractAgreement, label: 'Read and sign the partner agreement' },
};

/** The steps a refusal names, or null when the error is another one. */
export function missingSellingSteps(err: unknown): TSellingStep[] | null {
  const body = errorBody(err) as { reason?: unknown; missing?: unknown } | null;
  if (body?.reason !== 'not-ready-to-sell' || !Array.isArray(body.missing)) return null;
  return SELLING_STEPS.filter((step) => (body.missing as unknown[]).includes(step));
}

export function SellingStepLinks({ missing }: { missing: ReadonlyArray<TSellingStep> }) {
  return (
    <ul aria-label="Steps to do before selling tickets">
      {missing.map((step) => (
        <li key={step}>
          <Link to={STEP_LINKS[step].to}>{STEP_LINKS[step].label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** On the create page: what is still to do before an event can be submitted, from the checklist. */
export function SellingStepsNotice() {
  const { data } = useGetPartnerProfileQuery();
  const missing = SELLING_STEPS.filter((key) => data?.onboarding.steps.some((s) => s.key === key && !s.done));
  if (!missing.length) return null;
  return (
    <Alert tone="warning" title="Before your tickets can go on sale">
      <p>
        Events are submitted for sale once your company address is verified and the partner agreement signed. Still to
        do:
      </p>
      <SellingStepLinks missing={missing} />
    </Alert>
  );
}
