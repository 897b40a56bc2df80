// Top navigation by role: Login and List your Event for visitors; the user menu (and Dashboard for
// partners and admins) when signed in. Attendees also get what `attendeeExtras` brings (the bell).
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '@pavilion/api-client';
import { Container } from '@pavilion/ui';
import { ProductLink } from './app-links';
import { LanguageSwitch } from './language-switch';
import { dashboardPath, paths } from './paths';
import './shell.css';
import { SHELL_TEXT } from './messages';

export { useLogout } from './use-logout';

/** The wordmark, its second half in the accent colour: a name, the same in every language. */
const BRAND_MARK = ['Pavil', 'ion'] as const;

// The menu (Headless UI) is only needed once someone is signed in: loaded then, not with every page.
const UserMenu = lazy(() => import('./user-menu'));

export function TopNav({ attendeeExtras }: { attendeeExtras?: ReactNode }) {
  const { status, session, role } = useSession();
  const dashboard = dashboardPath(role);
  return (
    <header className="pv-topnav">
      <Container className="pv-topnav__inner">
        <ProductLink to={paths.home} className="pv-topnav__brand" aria-label={SHELL_TEXT.homeLink}>
          {BRAND_MARK[0]}
          <span>{BRAND_MARK[1]}</span>
        </ProductLink>
        <nav aria-label={SHELL_TEXT.mainNavigation} className="pv-topnav__spacer">
          <ul className="pv-topnav__links">
            <li>
              <ProductLink to={paths.events} className="pv-topnav__link">
                {SHELL_TEXT.events}
              </ProductLink>
            </li>
          </ul>
        </nav>
        <ul className="pv-topnav__links">
          <li className="pv-topnav__language">
            <LanguageSwitch />
          </li>
          {status === 'anonymous' && (
            <>
              <li>
                <ProductLink to={paths.login} className="pv-topnav__link">
                  {SHELL_TEXT.login}
                </ProductLink>
              </li>
              <li>
                <ProductLink to={paths.partnerWelcome} className="pv-topnav__link">
                  {SHELL_TEXT.listYourEvent}
                </ProductLink>
              </li>
            </>
          )}
          {status === 'authenticated' && session && (
            <>
              {dashboard && (
                <li>
                  <ProductLink to={dashboard} className="pv-topnav__link">
                    {SHELL_TEXT.dashboard}
                  </ProductLink>
                </li>
              )}
              {role === 'attendee' && attendeeExtras && <li>{attendeeExtras}</li>}
              <li>
                <Suspense
                  fallback={
                    <span
                      className="pv-button pv-button--ghost pv-button--md pv-usermenu__placeholder"
                      aria-busy="true"
                    >
                      {session.firstName || SHELL_TEXT.account}
                    </span>
                  }
                >
                  <UserMenu session={session} role={role} />
                </Suspense>
              </li>
            </>
          )}
        </ul>
      </Container>
    </header>
  );
}
