// Route guard: the server enforces roles on every call; this keeps pages from showing to the wrong person.
import type { ReactNode } from 'react';
import type { TRole } from '@pavilion/domain';
import { useSession } from '@pavilion/api-client';
import { Alert, Container, Spinner } from '@pavilion/ui';
import { ProductLink, productHref, useAppLinks } from './app-links';
import { dashboardPath } from './paths';
import { useEffect } from 'react';

export interface RequireRoleProps {
  role: Exclude<TRole, 'visitor'>;
  /** Where a visitor signs in; the current path is passed as ?next=. */
  loginPath: string;
  children: ReactNode;
}

export function RequireRole({ role, loginPath, children }: RequireRoleProps) {
  const { status, role: current } = useSession();
  const links = useAppLinks();
  useEffect(() => {
    if (status === 'anonymous') {
      const next = window.location.pathname + window.location.search;
      window.location.assign(`${productHref(links, loginPath)}?next=${encodeURIComponent(next)}`);
    }
  }, [status, links, loginPath]);
  if (status === 'loading' || status === 'anonymous') {
    return (
      <Container style={{ padding: 'var(--pv-space-12) 0', textAlign: 'center' }}>
        <Spinner label="Checking your session" />
      </Container>
    );
  }
  if (current !== role) {
    const home = dashboardPath(current);
    return (
      <Container style={{ padding: 'var(--pv-space-12) 0' }}>
        <Alert tone="warning" title="This area is not for your account">
          {role === 'admin'
            ? 'An administrator account is needed here.'
            : role === 'partner'
              ? 'A partner account is needed here.'
              : 'An attendee account is needed here.'}{' '}
          <ProductLink to={home ?? '/'}>Go to your {home ? 'dashboard' : 'home page'}</ProductLink>.
        </Alert>
      </Container>
    );
  }
  return <>{children}</>;
}
