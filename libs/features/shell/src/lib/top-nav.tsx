// Top navigation by role: Login and List your Event for visitors; the user menu (and Dashboard for
// partners and admins) when signed in. Attendees also get what `attendeeExtras` brings (the bell).
import type { ReactNode } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { errorMessage, useLogoutMutation, useSession } from '@pavilion/api-client';
import { Container, useToast } from '@pavilion/ui';
import { ProductLink, productHref, useAppLinks } from './app-links';
import { accountPath, dashboardPath, paths } from './paths';

export function useLogout() {
  const [logout] = useLogoutMutation();
  const links = useAppLinks();
  const { showToast } = useToast();
  return async () => {
    try {
      await logout().unwrap();
      window.location.assign(productHref(links, paths.home));
    } catch (err) {
      showToast({ tone: 'error', message: errorMessage(err, 'We could not sign you out. Please try again.') });
    }
  };
}

export function TopNav({ attendeeExtras }: { attendeeExtras?: ReactNode }) {
  const { status, session, role } = useSession();
  const logout = useLogout();
  const dashboard = dashboardPath(role);
  return (
    <header className="pv-topnav">
      <Container className="pv-topnav__inner">
        <ProductLink to={paths.home} className="pv-topnav__brand" aria-label="Pavilion home">
          Pavil<span>ion</span>
        </ProductLink>
        <nav aria-label="Main" className="pv-topnav__spacer">
          <ul className="pv-topnav__links">
            <li>
              <ProductLink to={paths.events} className="pv-topnav__link">
                Events
              </ProductLink>
            </li>
          </ul>
        </nav>
        <ul className="pv-topnav__links">
          {status === 'anonymous' && (
            <>
              <li>
                <ProductLink to={paths.login} className="pv-topnav__link">
                  Login
                </ProductLink>
              </li>
              <li>
                <ProductLink to={paths.partnerWelcome} className="pv-topnav__link">
                  List your Event
                </ProductLink>
              </li>
            </>
          )}
          {status === 'authenticated' && session && (
            <>
              {dashboard && (
                <li>
                  <ProductLink to={dashboard} className="pv-topnav__link">
                    Dashboard
                  </ProductLink>
                </li>
              )}
              {role === 'attendee' && attendeeExtras && <li>{attendeeExtras}</li>}
              <li>
                <Menu as="div" className="pv-usermenu">
                  <MenuButton className="pv-button pv-button--ghost pv-button--md" aria-label={`Account menu for ${session.email}`}>
                    {session.imageUrl ? <img src={session.imageUrl} alt="" width={28} height={28} style={{ borderRadius: '50%', objectFit: 'cover' }} /> : null}
                    <span>{session.firstName || 'Account'}</span>
                  </MenuButton>
                  <MenuItems className="pv-usermenu__panel" anchor={undefined}>
                    <div className="pv-usermenu__email">{session.email}</div>
                    <MenuItem>
                      <ProductLink to={accountPath(role, 'my-account')} className="pv-usermenu__item">
                        My Account
                      </ProductLink>
                    </MenuItem>
                    {role === 'attendee' && (
                      <MenuItem>
                        <ProductLink to={paths.userMessages} className="pv-usermenu__item">
                          Messages
                        </ProductLink>
                      </MenuItem>
                    )}
                    <MenuItem>
                      <ProductLink to={accountPath(role, 'registrations-and-events')} className="pv-usermenu__item">
                        Registration and Events
                      </ProductLink>
                    </MenuItem>
                    <MenuItem>
                      <ProductLink to={accountPath(role, 'settings')} className="pv-usermenu__item">
                        Settings
                      </ProductLink>
                    </MenuItem>
                    <MenuItem>
                      <button type="button" className="pv-usermenu__item" onClick={logout}>
                        Logout
                      </button>
                    </MenuItem>
                  </MenuItems>
                </Menu>
              </li>
            </>
          )}
        </ul>
      </Container>
    </header>
  );
}
