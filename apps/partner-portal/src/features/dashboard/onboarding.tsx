// Where the application stands and the onboarding checklist, both read from GET /api/partner/profile.
import { Link } from 'react-router';
import {
  PARTNER_REVIEW_BUSINESS_DAYS,
  VETTING_STATUS_TONES,
  type TOnboardingStepKey,
  type TPartnerProfile,
} from '@pavilion/domain';
import { errorMessage, useResubmitApplicationMutation } from '@pavilion/api-client';
import { Alert, Badge, Button, CheckIcon, useToast } from '@pavilion/ui';
import { partnerPaths } from '../../config/paths';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });

/** What to do next for each step that is not done yet. */
function nextAction(key: TOnboardingStepKey, profile: TPartnerProfile) {
  const owner = profile.role === 'owner';
  switch (key) {
    case 'application-approved':
      return profile.currentVettingStatus === 'REJECTED' ? (
        <span>Correct your details and submit the application again (above).</span>
      ) : (
        <span>Our team is reviewing your application.</span>
      );
    case 'email-confirmed':
      return <span>Open the confirmation link we emailed to {profile.email}.</span>;
    case 'address-verified':
      return <Link to={partnerPaths.addressVerification}>Verify your company address</Link>;
    case 'contract-signed':
      return <Link to={partnerPaths.contractAgreement}>Read and sign the partner contract</Link>;
    case 'customer-terms-accepted':
      return <Link to={partnerPaths.termsConditions}>Accept the customer terms</Link>;
    case 'bank-account':
      return owner ? (
        <Link to={partnerPaths.settingsTab('bank-accounts')}>Add a bank account for payouts</Link>
      ) : (
        <span>The account owner adds the bank account for payouts.</span>
      );
    case 'first-event':
      return <Link to={partnerPaths.addEvent}>Create your first event</Link>;
  }
}

export function OnboardingChecklist({ profile, headingLevel = 2 }: { profile: TPartnerProfile; headingLevel?: 2 | 3 }) {
  const { onboarding } = profile;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <section aria-labelledby="pv-onboarding-title" className="pv-partner-card">
      <Heading id="pv-onboarding-title" className="pv-section-title">
        Getting started
      </Heading>
      <p id="pv-onboarding-progress">
        {onboarding.complete ? 'Everything is set up.' : `${onboarding.done} of ${onboarding.total} steps done.`}
      </p>
      <progress
        className="pv-progress"
        value={onboarding.done}
        max={onboarding.total}
        aria-labelledby="pv-onboarding-progress"
      />
      <ol className="pv-checklist" aria-label="Onboarding checklist">
        {onboarding.steps.map((step) => (
          <li key={step.key} className={`pv-checklist__item${step.done ? ' pv-checklist__item--done' : ''}`}>
            <span className="pv-checklist__mark" aria-hidden="true">
              {step.done ? <CheckIcon /> : null}
            </span>
            <div className="pv-checklist__body">
              <strong>
                {step.label}
                <span className="pv-visually-hidden">{step.done ? ': done' : ': to do'}</span>
              </strong>
              {step.done
                ? step.doneAt && <span className="pv-muted">Done on {longDate(step.doneAt)}</span>
                : nextAction(step.key, profile)}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

const STATUS_TITLE: Record<string, string> = {
  PENDING: 'Your application is under review',
  APPROVED: 'Your application is approved',
  REJECTED: 'Your application was not approved',
  SUSPENDED: 'Your partner account is suspended',
};

export function ApplicationStatus({ profile }: { profile: TPartnerProfile }) {
  const { application } = profile;
  const toast = useToast();
  const [resubmit, { isLoading }] = useResubmitApplicationMutation();
  const tone = VETTING_STATUS_TONES[application.status as keyof typeof VETTING_STATUS_TONES] ?? 'warning';
  const comment = application.latestUpdate?.comment;
  const again = async () => {
    try {
      await resubmit().unwrap();
      toast.showToast({
        tone: 'success',
        message: 'Your application was submitted again. We will email you the outcome.',
      });
    } catch (err) {
      toast.showToast({ tone: 'error', title: 'Your application could not be submitted', message: errorMessage(err) });
    }
  };
  return (
    <section aria-labelledby="pv-application-title" className="pv-partner-card">
      <h2 id="pv-application-title" className="pv-section-title">
        Application <Badge tone={tone}>{application.status}</Badge>
      </h2>
      {application.status === 'REJECTED' ? (
        <Alert tone="error" title={STATUS_TITLE.REJECTED}>
          {comment && (
            <p>
              <strong>Our team's comment:</strong> {comment}
            </p>
          )}
          <p>
            Correct your details under <Link to={partnerPaths.settingsTab('company-profile')}>Company Profile</Link>,
            then submit the application again.
          </p>
          <Button onClick={again} loading={isLoading} loadingLabel="Submitting...">
            Submit application again
          </Button>
        </Alert>
      ) : application.status === 'SUSPENDED' ? (
        <Alert tone="error" title={STATUS_TITLE.SUSPENDED}>
          {comment && (
            <p>
              <strong>Our team's comment:</strong> {comment}
            </p>
          )}
          <p>
            Your events are not shown in the marketplace while the account is suspended; orders already made stay valid.
            Reply to our email to talk about it.
          </p>
        </Alert>
      ) : (
        <>
          <p>
            <strong>{STATUS_TITLE[application.status] ?? application.status}.</strong>{' '}
            {application.status === 'PENDING' &&
              `Submitted on ${longDate(application.submittedAt)}. Review takes ${PARTNER_REVIEW_BUSINESS_DAYS} business days; we will email you the outcome.`}
          </p>
          {comment && application.latestUpdate && (
            <p>
              <span className="pv-muted">Latest update, {longDate(application.latestUpdate.createdAt)}:</span> {comment}
            </p>
          )}
        </>
      )}
    </section>
  );
}
