// /notice/need-attendee-login: shown to a partner (or administrator) who tries to buy tickets. Tickets
// belong to attendee accounts, so it explains that and offers to sign out and sign in as an attendee.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, useLogoutMutation, useSession } from '@pavilion/api-client';
import { ProductLink, dashboardPath, paths } from '@pavilion/features-shell';
import { Alert, Button, Container, Stack } from '@pavilion/ui';
import { useDocumentTitle } from '@pavilion/features-page-kit';

/** Only a same-site path may be the destination after signing in again. */
function sameSitePath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

export default function NeedAttendeeLoginPage() {
  useDocumentTitle('Attendee account needed');
  const { status, role } = useSession();
  const [logout, { isLoading }] = useLogoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = sameSitePath(params.get('next'));
  const loginHref = next ? `${paths.login}?${new URLSearchParams({ next }).toString()}` : paths.login;
  const dashboard = dashboardPath(role);

  const switchAccount = async () => {
    setFailure(null);
    try {
      await logout().unwrap();
      navigate(loginHref, { replace: true });
    } catch (err) {
      setFailure(errorMessage(err, 'We could not sign you out. Please try again.'));
    }
  };

  return (
    <Container as="section" className="pv-auth-card" aria-labelledby="pv-notice-title">
      <h1 id="pv-notice-title" className="pv-page-title">
        Tickets are bought with an attendee account
      </h1>
      <Stack gap={4}>
        <p>
          {status === 'authenticated' && role !== 'attendee'
            ? `You are signed in with ${role === 'admin' ? 'an administrator' : 'a partner'} account. `
            : ''}
          Partner and administrator accounts manage events; they cannot buy tickets.
        </p>
        <p>
          To buy tickets, log out and log in with an attendee account, or create one.
          {next ? ' The tickets you chose are kept in this browser tab and you will come back to them.' : ''}
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
        {status === 'authenticated' ? (
          <Button onClick={switchAccount} loading={isLoading} loadingLabel="Logging out...">
            Log out and log in as an attendee
          </Button>
        ) : (
          <Button as={Link} to={loginHref}>
            Log in as an attendee
          </Button>
        )}
        <Button as={Link} to={paths.register} variant="secondary">
          Create an attendee account
        </Button>
        {status === 'authenticated' && dashboard && <ProductLink to={dashboard}>Back to your dashboard</ProductLink>}
      </Stack>
    </Container>
  );
}
