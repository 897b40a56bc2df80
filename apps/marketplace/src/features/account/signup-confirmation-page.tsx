// /user/signup-confirmation: the verify-your-email notice after sign-up.
import { Link, useLocation } from 'react-router';
import { paths } from '@pavilion/features-shell';
import { ResendConfirmationForm } from './resend-confirmation-form';
import './account.css';

export default function SignupConfirmationPage() {
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <div className="pv-account-card">
      <h1 className="pv-page-title">Verify your email</h1>
      <p>
        Thank you for signing up. We have sent a confirmation link to{' '}
        {email ? <strong>{email}</strong> : 'your email address'}. Open it to verify your email address.
      </p>
      <p className="pv-muted">
        The confirmation email may take up to 5 minutes to arrive. Check your spam folder if you cannot find it.
      </p>
      <p>
        <Link to={paths.login}>Go to login</Link>
      </p>
      <h2 style={{ fontSize: 'var(--pv-font-size-lg)', marginTop: 'var(--pv-space-8)' }}>Did not get it?</h2>
      <ResendConfirmationForm email={email} />
    </div>
  );
}
