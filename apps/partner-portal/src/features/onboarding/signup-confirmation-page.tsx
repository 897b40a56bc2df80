// /partner/signup-confirmation: the application is received; review takes 2-3 business days; a
// confirmation email is on its way.
import { useLocation } from 'react-router';
import { CONFIRMATION_EMAIL_MAX_MINUTES, PARTNER_REVIEW_BUSINESS_DAYS } from '@pavilion/domain';
import { ProductLink, paths } from '@pavilion/features-shell';
import { PageFrame, useDocumentTitle } from '@pavilion/features-page-kit';
import '../../components/partner.css';

export function SignUpConfirmationPage() {
  useDocumentTitle('Application received');
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <PageFrame size="narrow">
      <div className="pv-partner-card">
        <h1 className="pv-page-title">Application received</h1>
        <p>
          Thank you for applying to become a Pavilion partner. Our team reviews every application; this takes{' '}
          {PARTNER_REVIEW_BUSINESS_DAYS} business days, and we will email you the outcome.
        </p>
        <p>
          We have sent a confirmation email to {email ? <strong>{email}</strong> : 'your email address'}. Open the link
          in it to confirm your address. It may take up to {CONFIRMATION_EMAIL_MAX_MINUTES} minutes to arrive.
        </p>
        <p>
          Meanwhile you can log in to the partner portal to verify your company address, sign the partner contract and
          add a bank account for payouts.
        </p>
        <p>
          <ProductLink to={paths.login}>Go to login</ProductLink>
        </p>
      </div>
    </PageFrame>
  );
}

export default SignUpConfirmationPage;
