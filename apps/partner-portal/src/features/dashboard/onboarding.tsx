// Where the application stands and the onboarding checklist, both read from GET /api/partner/profile.
import { Link } from 'react-router';
import {
  dateTimeFormat,
  PARTNER_REVIEW_BUSINESS_DAYS,
  VETTING_STATUS_TONES,
  type TOnboardingStepKey,
  type TPartnerProfile,
} from '@pavilion/domain';
import { errorMessage, useResubmitApplicationMutation } from '@pavilion/api-client';
import { richText } from '@pavilion/features-shell';
import { Alert, Badge, Button, CheckIcon, useToast } from '@pavilion/ui';
import { partnerPaths } from '../../config/paths';
import { DASHBOARD_TEXT as T } from './messages';

/** The space between two sentences or elements side by side. */
const SPACE = ' ';

const longDate = (iso: string) =>
  dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** What to do next for each step that is not done yet. */
function nextAction(key: TOnboardingStepKey, profile: TPartnerProfile) {
  const owner = profile.role === 'owner';
  switch (key) {
    case 'application-approved':
      return profile.currentVettingStatus === 'REJECTED' ? (
        <span>{T.rejectedNext}</span>
      ) : (
        <span>{T.reviewingNext}</span>
      );
    case 'email-confirmed':
      return <span>{T.emailNext({ email: profile.email })}</span>;
    case 'address-verified':
      return <Link to={partnerPaths.addressVerification}>{T.addressNext}</Link>;
    case 'contract-signed':
      return <Link to={partnerPaths.contractAgreement}>{T.contractNext}</Link>;
    case 'customer-terms-accepted':
      return <Link to={partnerPaths.termsConditions}>{T.termsNext}</Link>;
    case 'bank-account':
      return owner ? (
        <Link to={partnerPaths.settingsTab('bank-accounts')}>{T.bankAccountNext}</Link>
      ) : (
        <span>{T.ownerAddsBankAccount}</span>
      );
    case 'first-event':
      return <Link to={partnerPaths.addEvent}>{T.firstEventNext}</Link>;
  }
}

export function OnboardingChecklist({ profile, headingLevel = 2 }: { profile: TPartnerProfile; headingLevel?: 2 | 3 }) {
  const { onboarding } = profile;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <section aria-labelledby="pv-onboarding-title" className="pv-partner-card">
      <Heading id="pv-onboarding-title" className="pv-section-title">
        {T.gettingStarted}
      </Heading>
      <p id="pv-onboarding-progress">
        {onboarding.complete ? T.allSetUp : T.stepsDone({ done: onboarding.done, total: onboarding.total })}
      </p>
      <progress
        className="pv-progress"
        value={onboarding.done}
        max={onboarding.total}
        aria-labelledby="pv-onboarding-progress"
      />
      <ol className="pv-checklist" aria-label={T.checklist}>
        {onboarding.steps.map((step) => (
          <li key={step.key} className={`pv-checklist__item${step.done ? ' pv-checklist__item--done' : ''}`}>
            <span className="pv-checklist__mark" aria-hidden="true">
              {step.done ? <CheckIcon /> : null}
            </span>
            <div className="pv-checklist__body">
              <strong>
                {step.label}
                <span className="pv-visually-hidden">{step.done ? T.stepDone : T.stepToDo}</span>
              </strong>
              {step.done
                ? step.doneAt && <span className="pv-muted">{T.doneOn({ date: longDate(step.doneAt) })}</span>
                : nextAction(step.key, profile)}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

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
        message: T.resubmitted,
      });
    } catch (err) {
      toast.showToast({ tone: 'error', title: T.resubmitFailed, message: errorMessage(err) });
    }
  };
  return (
    <section aria-labelledby="pv-application-title" className="pv-partner-card">
      <h2 id="pv-application-title" className="pv-section-title">
        {richText(T.application, { status: <Badge tone={tone}>{T.status({ status: application.status })}</Badge> })}
      </h2>
      {application.status === 'REJECTED' ? (
        <Alert tone="error" title={T.statusTitle({ status: 'REJECTED' })}>
          {comment && (
            <p>
              <strong>{T.teamComment}</strong> {comment}
            </p>
          )}
          <p>
            {richText(T.correctDetails, {
              link: <Link to={partnerPaths.settingsTab('company-profile')}>{T.companyProfile}</Link>,
            })}
          </p>
          <Button onClick={again} loading={isLoading} loadingLabel={T.submitting}>
            {T.submitAgain}
          </Button>
        </Alert>
      ) : application.status === 'SUSPENDED' ? (
        <Alert tone="error" title={T.statusTitle({ status: 'SUSPENDED' })}>
          {comment && (
            <p>
              <strong>{T.teamComment}</strong> {comment}
            </p>
          )}
          <p>{T.suspendedText}</p>
        </Alert>
      ) : (
        <>
          <p>
            <strong>{T.statusTitleSentence({ status: application.status })}</strong>
            {SPACE}
            {application.status === 'PENDING' &&
              T.pendingText({ date: longDate(application.submittedAt), days: PARTNER_REVIEW_BUSINESS_DAYS })}
          </p>
          {comment && application.latestUpdate && (
            <p>
              <span className="pv-muted">{T.latestUpdate({ date: longDate(application.latestUpdate.createdAt) })}</span>
              {SPACE}
              {comment}
            </p>
          )}
        </>
      )}
    </section>
  );
}
