// Partner and admin dashboards: a side menu and the section beside it.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Container } from '@pavilion/ui';
import './shell.css';
import { SHELL_TEXT } from './messages';

export interface DashboardMenuItem {
  label: string;
  /** Path inside the current app, e.g. '/dashboard/events'. */
  to: string;
  end?: boolean;
}

export function DashboardLayout({
  title,
  menu,
  children,
}: {
  title: string;
  menu: DashboardMenuItem[];
  children: ReactNode;
}) {
  return (
    <Container className="pv-dashboard">
      <nav aria-label={SHELL_TEXT.menuOf({ title })}>
        <h2 className="pv-footer__title" style={{ color: 'var(--pv-color-text-muted)' }}>
          {title}
        </h2>
        <ul
          className="pv-sidemenu"
          style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'var(--pv-space-1)' }}
        >
          {menu.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) => `pv-usermenu__item${isActive ? ' pv-sidemenu__active' : ''}`}
                style={({ isActive }) =>
                  isActive ? { background: 'var(--pv-color-primary-subtle)', fontWeight: 600 } : undefined
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section>{children}</section>
    </Container>
  );
}
