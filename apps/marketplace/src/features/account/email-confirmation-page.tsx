// /email-confirmation/:token: opens the emailed link. The spec's /dashboard, /getting-started and
// /support do not exist in the product; they map to the person's account (or dashboard), How We
// Work and the contact section of About Us (see docs/decisions.md).
import { useParams } from 'react-router';
import { UI_TEXT } from '@pavilion/domain';
import { errorBody, errorMessage, errorStatus, useConfirmEmailQuery, useSession } from '@pavilion/api-client';
import { ProductLink, dashboardPath, paths } from '@pavilion/features-shell';
import { Alert, Button, Spinner } from '@pavilion/ui';
import { ResendConfirmationForm } from './resend-confirmation-form';
import './account.css';

/** The contact section of About Us (its heading id). */
export const SUPPORT_PATH = `${paths.aboutUs}#pv-about-contact`;

function useDashboardLink(): { to: string; label: string } {
  const { role } = useSession();
  const dashboard = dashboardPath(role);
  if (dashboard) return { to: dashboard, label: 'Go to your dashboard' };
  if (role === 'attendee') return { to: paths.userMyAccount, label: 'Go to your account' };
  return { to: paths.login, label: 'Log in' };
}

function failureTitle(status: number | string | null, reason: unknown): string {
  if (status === 410 && reason === 'used') return 'This link has already been used';
  if (status === 410) return 'This link has expired';
  if (status === 404) return 'This link is not valid';
  return 'We could not confirm your email';
}

export default function EmailConfirmationPage() {
  const token = useParams().token ?? '';
  const { data, error, isLoading, isFetching, refetch } = useConfirmEmailQuery(token, { skip: !token });
  const dashboard = useDashboardLink();

  if (isLoading) {
    return (
      <div className="pv-account-card" style={{ textAlign: 'center' }}>
        <Spinner label="Confirming your email" />
      </div>
    );
  }
  if (data) {
    return (
      <div className="pv-account-card">
        <h1 className="pv-page-title">{UI_TEXT.emailConfirmed}</h1>
        <p>
          Thank you. <strong>{data.email}</strong> is confirmed and your account shows it as verified.
        </p>
        <ul className="pv-link-list">
          <li>
            <Button as={ProductLink} to={dashboard.to}>
              {dashboard.label}
            </Button>
          </li>
          <li>
            <Button as={ProductLink} to={paths.howWeWork} variant="secondary">
              Getting started
            </Button>
          </li>
          <li>
            <Button as={ProductLink} to={SUPPORT_PATH} variant="secondary">
              Support
            </Button>
          </li>
        </ul>
      </div>
    );
  }

  const status = token ? errorStatus(error) : 404;
  const reason = errorBody(error)?.reason;
  const network = typeof status !== 'number';
  return (
    <div className="pv-account-card">
      <h1 className="pv-page-title">{failureTitle(status, reason)}</h1>
      <Alert tone={status === 410 && reason === 'used' ? 'info' : 'error'}>
        {token ? errorMessage(error) : 'This confirmation link is not valid.'}
        {status === 410 &&
          reason === 'used' &&
          ' If you opened it before, your email is already confirmed and you can log in.'}
      </Alert>
      {network ? (
        <p>
          <Button variant="secondary" loading={isFetching} onClick={() => refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <>
          <p>Enter your email address and we will send you a new confirmation link.</p>
          <ResendConfirmationForm />
        </>
      )}
      <p style={{ marginTop: 'var(--pv-space-6)' }}>
        <ProductLink to={dashboard.to}>{dashboard.label}</ProductLink>
      </p>
    </div>
  );
}
