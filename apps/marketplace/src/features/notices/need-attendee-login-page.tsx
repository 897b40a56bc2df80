// /notice/need-attendee-login: shown to a partner (or administrator) who tries to buy tickets. Tickets
// belong to attendee accounts, so it explains that and offers to sign out and sign in as an attendee.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, useLogoutMutation, useSession } from '@pavilion/api-client';
import { ProductLink, dashboardPath, paths } from '@pavilion/features-shell';
import { Alert, Button, Container, Stack } from '@pavilion/ui';
import { useDocumentTitle } from '@pavilion/features-page-kit';
import { NOTICES_TEXT } from './messages';

/** Only a same-site path may be the destination after signing in again. */
function sameSitePath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

export default function NeedAttendeeLoginPage() {
  useDocumentTitle(NOTICES_TEXT.documentTitle);
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
      setFailure(errorMessage(err, NOTICES_TEXT.logoutFailed));
    }
  };

  return (
    <Container as="section" className="pv-auth-card" aria-labelledby="pv-notice-title">
      <h1 id="pv-notice-title" className="pv-page-title">
        {NOTICES_TEXT.title}
      </h1>
      <Stack gap={4}>
        <p>
          {status === 'authenticated' && role !== 'attendee'
            ? NOTICES_TEXT.signedInAs({ role: role === 'admin' ? 'admin' : 'partner' })
            : NOTICES_TEXT.accountsCannotBuy}
        </p>
        <p>{next ? NOTICES_TEXT.howToBuyKept : NOTICES_TEXT.howToBuy}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        {status === 'authenticated' ? (
          <Button onClick={switchAccount} loading={isLoading} loadingLabel={NOTICES_TEXT.loggingOut}>
            {NOTICES_TEXT.switchAccount}
          </Button>
        ) : (
          <Button as={Link} to={loginHref}>
            {NOTICES_TEXT.logInAsAttendee}
          </Button>
        )}
        <Button as={Link} to={paths.register} variant="secondary">
          {NOTICES_TEXT.createAccount}
        </Button>
        {status === 'authenticated' && dashboard && (
          <ProductLink to={dashboard}>{NOTICES_TEXT.backToDashboard}</ProductLink>
        )}
      </Stack>
    </Container>
  );
}
