// /user/signup-confirmation: the verify-your-email notice after sign-up.
import { Link, useLocation } from 'react-router';
import { paths } from '@pavilion/features-shell';
import { ResendConfirmationForm } from './resend-confirmation-form';
import { ACCOUNT_TEXT, accountKey } from './messages';
import { richMessage } from '@pavilion/features-shell';
import './account.css';

export default function SignupConfirmationPage() {
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <div className="pv-account-card">
      <h1 className="pv-page-title">{ACCOUNT_TEXT.verifyYourEmail}</h1>
      <p>
        {email
          ? richMessage(accountKey('linkSentTo'), { strong: (chunks) => <strong>{chunks}</strong> }, { email })
          : ACCOUNT_TEXT.linkSentToYourAddress}
      </p>
      <p className="pv-muted">{ACCOUNT_TEXT.mayTakeMinutes}</p>
      <p>
        <Link to={paths.login}>{ACCOUNT_TEXT.goToLogin}</Link>
      </p>
      <h2 style={{ fontSize: 'var(--pv-font-size-lg)', marginTop: 'var(--pv-space-8)' }}>{ACCOUNT_TEXT.didNotGetIt}</h2>
      <ResendConfirmationForm email={email} />
    </div>
  );
}
