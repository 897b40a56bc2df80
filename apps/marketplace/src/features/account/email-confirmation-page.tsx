// /email-confirmation/:token: opens the emailed link. The spec's /dashboard, /getting-started and
// /support do not exist in the product; they map to the person's account (or dashboard), How We
// Work and the contact section of About Us (see docs/decisions/0038-the-specs-dead-links-on-email-confirmed-lead-to.md).
import { useParams } from 'react-router';
import { UI_TEXT } from '@pavilion/domain';
import { errorBody, errorMessage, errorStatus, useConfirmEmailQuery, useSession } from '@pavilion/api-client';
import { ProductLink, dashboardPath, paths } from '@pavilion/features-shell';
import { Alert, Button, Spinner } from '@pavilion/ui';
import { ResendConfirmationForm } from './resend-confirmation-form';
import { ACCOUNT_TEXT, accountKey } from './messages';
import { richMessage } from '@pavilion/features-shell';
import './account.css';

/** The contact section of About Us (its heading id). */
export const SUPPORT_PATH = `${paths.aboutUs}#pv-about-contact`;

function useDashboardLink(): { to: string; label: string } {
  const { role } = useSession();
  const dashboard = dashboardPath(role);
  if (dashboard) return { to: dashboard, label: ACCOUNT_TEXT.goToDashboard };
  if (role === 'attendee') return { to: paths.userMyAccount, label: ACCOUNT_TEXT.goToAccount };
  return { to: paths.login, label: ACCOUNT_TEXT.logIn };
}

function failureTitle(status: number | string | null, reason: unknown): string {
  if (status === 410 && reason === 'used') return ACCOUNT_TEXT.linkUsed;
  if (status === 410) return ACCOUNT_TEXT.linkExpired;
  if (status === 404) return ACCOUNT_TEXT.linkInvalid;
  return ACCOUNT_TEXT.couldNotConfirm;
}

export default function EmailConfirmationPage() {
  const token = useParams().token ?? '';
  const { data, error, isLoading, isFetching, refetch } = useConfirmEmailQuery(token, { skip: !token });
  const dashboard = useDashboardLink();

  if (isLoading) {
    return (
      <div className="pv-account-card" style={{ textAlign: 'center' }}>
        <Spinner label={ACCOUNT_TEXT.confirmingEmail} />
      </div>
    );
  }
  if (data) {
    return (
      <div className="pv-account-card">
        <h1 className="pv-page-title">{UI_TEXT.emailConfirmed}</h1>
        <p>
          {richMessage(
            accountKey('emailIsConfirmed'),
            { strong: (chunks) => <strong>{chunks}</strong> },
            { email: data.email },
          )}
        </p>
        <ul className="pv-link-list">
          <li>
            <Button as={ProductLink} to={dashboard.to}>
              {dashboard.label}
            </Button>
          </li>
          <li>
            <Button as={ProductLink} to={paths.howWeWork} variant="secondary">
              {ACCOUNT_TEXT.gettingStarted}
            </Button>
          </li>
          <li>
            <Button as={ProductLink} to={SUPPORT_PATH} variant="secondary">
              {ACCOUNT_TEXT.support}
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
        {!token
          ? ACCOUNT_TEXT.confirmationLinkInvalid
          : status === 410 && reason === 'used'
            ? ACCOUNT_TEXT.alreadyConfirmed({ reason: errorMessage(error) })
            : errorMessage(error)}
      </Alert>
      {network ? (
        <p>
          <Button variant="secondary" loading={isFetching} onClick={() => refetch()}>
            {ACCOUNT_TEXT.tryAgain}
          </Button>
        </p>
      ) : (
        <>
          <p>{ACCOUNT_TEXT.enterEmailForLink}</p>
          <ResendConfirmationForm />
        </>
      )}
      <p style={{ marginTop: 'var(--pv-space-6)' }}>
        <ProductLink to={dashboard.to}>{dashboard.label}</ProductLink>
      </p>
    </div>
  );
}
