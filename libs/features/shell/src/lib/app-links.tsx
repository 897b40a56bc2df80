// One product-wide path space ('/events/3', '/partner/dashboard', '/admin/login') across three apps.
// A link to a path of the current app is a client-side route; a path of another app is a page load
// to where that app is reached from here (app-config.ts). The portal and console are served at the
// root of their own hosts: the product path /partner/dashboard is the portal's /dashboard.
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AppName } from './app-name';
import { withChosenLanguage } from './language';

export interface AppLinksConfig {
  current: AppName;
  /** Where each app is reached, without a trailing slash: '' (this app), '/partner', 'https://example.com/admin'. */
  urls: Record<AppName, string>;
}

/** Each app's part of the product's path space. */
export const APP_PREFIXES: Record<AppName, string> = { marketplace: '', partner: '/partner', admin: '/admin' };

const defaultConfig: AppLinksConfig = {
  current: 'marketplace',
  urls: { marketplace: '', partner: '/partner', admin: '/admin' },
};
const AppLinksContext = createContext<AppLinksConfig>(defaultConfig);

export function AppLinksProvider({ config, children }: { config: AppLinksConfig; children: ReactNode }) {
  return <AppLinksContext.Provider value={config}>{children}</AppLinksContext.Provider>;
}

export function useAppLinks() {
  return useContext(AppLinksContext);
}

/** Which app owns a product path, and the path inside that app. */
export function resolveProductPath(path: string): { app: AppName; inner: string } {
  for (const app of ['partner', 'admin'] as const) {
    const prefix = APP_PREFIXES[app];
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      return { app, inner: path.slice(prefix.length) || '/' };
    }
  }
  return { app: 'marketplace', inner: path };
}

/** The product path of a path inside an app: ('partner', '/dashboard?x=1') -> '/partner/dashboard?x=1'. */
export function productPath(app: AppName, inner: string): string {
  const prefix = APP_PREFIXES[app];
  return prefix && (inner === '/' || inner === '') ? prefix : `${prefix}${inner}`;
}

/** The href for a product path from anywhere: used for page loads and links in other apps. */
export function productHref(config: AppLinksConfig, path: string): string {
  const { app, inner } = resolveProductPath(path);
  return `${config.urls[app]}${inner === '/' && config.urls[app] ? '/' : inner}`;
}

export type ProductLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children?: ReactNode;
};

export function ProductLink({ to, children, ...rest }: ProductLinkProps) {
  const config = useAppLinks();
  const { app, inner } = resolveProductPath(to);
  if (app === config.current) {
    return (
      <Link to={inner} {...rest}>
        {children}
      </Link>
    );
  }
  // Another app is on another host: the language the visitor chose goes with the link.
  return (
    <a href={withChosenLanguage(productHref(config, to))} {...rest}>
      {children}
    </a>
  );
}

/** Navigates to a product path: in-app when it belongs to the current app, otherwise a page load. */
export function useProductNavigate() {
  const config = useAppLinks();
  return (
    to: string,
    navigate: (inner: string, opts?: { replace?: boolean }) => void,
    opts?: { replace?: boolean },
  ) => {
    const { app, inner } = resolveProductPath(to);
    if (app === config.current) navigate(inner, opts);
    else window.location.assign(withChosenLanguage(productHref(config, to)));
  };
}
