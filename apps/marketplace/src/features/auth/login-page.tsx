// /login: attendees land on /, partners on /partner/dashboard, admins on /admin/dashboard.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@pavilion/api-client';
import {
  LoginForm,
  ProductLink,
  dashboardPath,
  landingAfterLogin,
  paths,
  useAppLinks,
  useProductNavigate,
} from '@pavilion/features-shell';
import { Alert, Button, Spinner, Stack } from '@pavilion/ui';
import { AUTH_TEXT } from './messages';

/** Only same-site relative paths may be used as a destination after sign-in. */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

export default function LoginPage() {
  const { status, role } = useSession();
  const navigate = useNavigate();
  const productNavigate = useProductNavigate();
  const [params] = useSearchParams();
  useAppLinks();
  if (status === 'loading') return <Spinner label={AUTH_TEXT.checkingSession} />;
  if (status === 'authenticated') {
    const dashboard = dashboardPath(role) ?? paths.userMyAccount;
    return (
      <div className="pv-auth-card">
        <h1 className="pv-page-title">{AUTH_TEXT.alreadyLoggedIn}</h1>
        <p>{AUTH_TEXT.alreadySignedIn}</p>
        <Button as={ProductLink} to={dashboard}>
          {AUTH_TEXT.goToYour({ target: dashboardPath(role) ? 'dashboard' : 'account' })}
        </Button>
      </div>
    );
  }
  return (
    <div className="pv-auth-card">
      <h1 className="pv-page-title">{AUTH_TEXT.logIn}</h1>
      {params.get('reason') === 'expired' && <Alert tone="info">{AUTH_TEXT.sessionEnded}</Alert>}
      <LoginForm
        onSuccess={(answer) => {
          const next = safeNext(params.get('next'));
          productNavigate(
            next && !answer.isAdmin && answer.partnerId == null ? next : landingAfterLogin(answer),
            (to, o) => navigate(to, o),
            { replace: true },
          );
        }}
        footer={
          <Stack gap={2}>
            <Button as={Link} to={paths.register} variant="secondary" fullWidth>
              {AUTH_TEXT.signUp}
            </Button>
            <Link to={paths.forgotPassword}>{AUTH_TEXT.forgotPassword}</Link>
          </Stack>
        }
      />
    </div>
  );
}
