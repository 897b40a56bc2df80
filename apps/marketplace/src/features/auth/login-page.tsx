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
  if (status === 'loading') return <Spinner label="Checking your session" />;
  if (status === 'authenticated') {
    const dashboard = dashboardPath(role) ?? '/user/my-account';
    return (
      <div className="pv-auth-card">
        <h1 className="pv-page-title">Already Logged In</h1>
        <p>You are already signed in.</p>
        <Button as={ProductLink} to={dashboard}>
          Go to your {dashboardPath(role) ? 'dashboard' : 'account'}
        </Button>
      </div>
    );
  }
  return (
    <div className="pv-auth-card">
      <h1 className="pv-page-title">Log in</h1>
      {params.get('reason') === 'expired' && <Alert tone="info">Your session ended. Please log in again.</Alert>}
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
              Sign up
            </Button>
            <Link to={paths.forgotPassword}>Forgot your password?</Link>
          </Stack>
        }
      />
    </div>
  );
}
