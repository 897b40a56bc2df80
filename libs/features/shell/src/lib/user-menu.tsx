// The signed-in person's menu in the top navigation: email, account links by role, Logout.
// Loaded on demand by TopNav (Headless UI's menu is only needed once someone is signed in).
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { SessionState } from '@pavilion/api-client';
import { ProductLink } from './app-links';
import { accountPath, paths } from './paths';
import { useLogout } from './use-logout';
import './shell.css';
import { SHELL_TEXT } from './messages';

export interface UserMenuProps {
  session: NonNullable<SessionState['session']>;
  role: SessionState['role'];
}

export function UserMenu({ session, role }: UserMenuProps) {
  const logout = useLogout();
  const name = session.firstName || SHELL_TEXT.account;
  return (
    <Menu as="div" className="pv-usermenu">
      <MenuButton
        className="pv-button pv-button--ghost pv-button--md"
        // The name spoken starts with the name shown (WCAG 2.5.3, label in name): a person using speech says what they see.
        aria-label={SHELL_TEXT.accountMenuFor({ name, email: session.email })}
      >
        {session.imageUrl ? (
          <img
            src={session.imageUrl}
            alt=""
            width={28}
            height={28}
            style={{ borderRadius: '50%', objectFit: 'cover' }}
          />
        ) : null}
        <span>{name}</span>
      </MenuButton>
      <MenuItems className="pv-usermenu__panel" anchor={undefined}>
        <div className="pv-usermenu__email">{session.email}</div>
        <MenuItem>
          <ProductLink to={accountPath(role, 'my-account')} className="pv-usermenu__item">
            {SHELL_TEXT.myAccount}
          </ProductLink>
        </MenuItem>
        {role === 'attendee' && (
          <MenuItem>
            <ProductLink to={paths.userMessages} className="pv-usermenu__item">
              {SHELL_TEXT.messages}
            </ProductLink>
          </MenuItem>
        )}
        {role === 'attendee' && (
          <MenuItem>
            <ProductLink to={paths.userSavedEvents} className="pv-usermenu__item">
              {SHELL_TEXT.savedEvents}
            </ProductLink>
          </MenuItem>
        )}
        {role === 'attendee' && (
          <MenuItem>
            <ProductLink to={paths.userReviews} className="pv-usermenu__item">
              {SHELL_TEXT.reviews}
            </ProductLink>
          </MenuItem>
        )}
        <MenuItem>
          <ProductLink to={accountPath(role, 'registrations-and-events')} className="pv-usermenu__item">
            {SHELL_TEXT.registrationsAndEvents}
          </ProductLink>
        </MenuItem>
        <MenuItem>
          <ProductLink to={accountPath(role, 'settings')} className="pv-usermenu__item">
            {SHELL_TEXT.settings}
          </ProductLink>
        </MenuItem>
        <MenuItem>
          <button type="button" className="pv-usermenu__item" onClick={logout}>
            {SHELL_TEXT.logout}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

export default UserMenu;
