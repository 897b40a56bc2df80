// Vertical navigation list (dashboard side menus). Items are links, or buttons when they only switch a view.
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './SideMenu.css';

export type SideMenuItem = {
  id: string;
  label: ReactNode;
  /** Link target; without it the item is a button calling onSelect. */
  href?: string;
  onSelect?: () => void;
  active?: boolean;
  icon?: ReactNode;
  /** Trailing content, e.g. a Badge with a count. */
  badge?: ReactNode;
};

export type SideMenuLinkProps = {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  onClick?: () => void;
  children: ReactNode;
};

export type SideMenuProps = {
  /** Name of the navigation landmark, e.g. 'Dashboard'. */
  label: string;
  items: SideMenuItem[];
  /** Renders link items; pass one for client-side routing, e.g. `(p) => <Link to={p.href} {...rest} />`. */
  renderLink?: (props: SideMenuLinkProps) => ReactNode;
  className?: string;
};

const defaultRenderLink = ({ href, children, ...rest }: SideMenuLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

export function SideMenu({ label, items, renderLink = defaultRenderLink, className }: SideMenuProps) {
  return (
    <nav aria-label={label} className={cx('pv-side-menu', className)}>
      <ul className="pv-side-menu__list">
        {items.map((item) => {
          const content = (
            <>
              {item.icon && (
                <span className="pv-side-menu__icon" aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span>{item.label}</span>
              {item.badge && <span className="pv-side-menu__badge">{item.badge}</span>}
            </>
          );
          return (
            <li key={item.id}>
              {item.href !== undefined ? (
                renderLink({
                  href: item.href,
                  className: 'pv-side-menu__item',
                  'aria-current': item.active ? 'page' : undefined,
                  onClick: item.onSelect,
                  children: content,
                })
              ) : (
                <button
                  type="button"
                  className="pv-side-menu__item"
                  aria-current={item.active ? 'page' : undefined}
                  onClick={item.onSelect}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
