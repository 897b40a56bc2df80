// The onboarding steps a partner does before its tickets go on sale (address verified, partner
// agreement signed): the server refuses an event submitted before them (409, reason 'not-ready-to-sell');
// the create page says so up front and the form links each step to do when the server refuses.
import { Link } from 'react-router';
import { errorBody, useGetPartnerProfileQuery } from '@pavilion/api-client';
import { SELLING_STEPS, type TSellingStep } from '@pavilion/domain';
import { Alert } from '@pavilion/ui';
import { partnerPaths } from '../config/paths';
import { COMPONENTS_TEXT } from './messages';

const stepLinks = (): Record<TSellingStep, { to: string; label: string }> => ({
  'address-verified': { to: partnerPaths.addressVerification, label: COMPONENTS_TEXT.verifyAddress },
  'contract-signed': { to: partnerPaths.contractAgreement, label: COMPONENTS_TEXT.signAgreement },
});

/** The steps a refusal names, or null when the error is another one. */
export function missingSellingSteps(err: unknown): TSellingStep[] | null {
  const body = errorBody(err) as { reason?: unknown; missing?: unknown } | null;
  if (body?.reason !== 'not-ready-to-sell' || !Array.isArray(body.missing)) return null;
  return SELLING_STEPS.filter((step) => (body.missing as unknown[]).includes(step));
}

export function SellingStepLinks({ missing }: { missing: ReadonlyArray<TSellingStep> }) {
  const links = stepLinks();
  return (
    <ul aria-label={COMPONENTS_TEXT.stepsToDo}>
      {missing.map((step) => (
        <li key={step}>
          <Link to={links[step].to}>{links[step].label}</Link>
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
    <Alert tone="warning" title={COMPONENTS_TEXT.beforeSale}>
      <p>{COMPONENTS_TEXT.beforeSaleText}</p>
      <SellingStepLinks missing={missing} />
    </Alert>
  );
}
