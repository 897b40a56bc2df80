// /partner/signup-confirmation: the application is received; review takes 2-3 business days; a
// confirmation email is on its way.
import { useLocation } from 'react-router';
import { CONFIRMATION_EMAIL_MAX_MINUTES, PARTNER_REVIEW_BUSINESS_DAYS } from '@pavilion/domain';
import { ProductLink, paths, richMessage } from '@pavilion/features-shell';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import '../../components/partner.css';
import { ONBOARDING_TEXT as T } from './messages';

export function SignUpConfirmationPage() {
  useDocumentTitle(T.applicationReceived);
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        <h1 className="pv-page-title">{T.applicationReceived}</h1>
        <p>{T.thankYou({ days: PARTNER_REVIEW_BUSINESS_DAYS })}</p>
        <p>
          {email
            ? richMessage(
                'partner.onboarding.confirmationSentTo',
                { b: (chunks) => <strong>{chunks}</strong> },
                { email, minutes: CONFIRMATION_EMAIL_MAX_MINUTES },
              )
            : T.confirmationSent({ minutes: CONFIRMATION_EMAIL_MAX_MINUTES })}
        </p>
        <p>{T.meanwhile}</p>
        <p>
          <ProductLink to={paths.login}>{T.goToLogin}</ProductLink>
        </p>
      </div>
    </PageFrame>
  );
}

export default SignUpConfirmationPage;
