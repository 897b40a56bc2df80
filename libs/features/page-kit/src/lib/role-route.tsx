// The one route guard: a layout route per role. Its child routes render only for a session with that
// role; a visitor goes to the sign-in with ?next= (the path they asked for), a signed-in person with
// another role is told so with a link to their own dashboard. The server enforces every role
// regardless: this keeps pages from showing to the wrong person.
//
//   { element: <RoleRoute role="partner" />, children: [{ path: 'dashboard', ... }] }
import './page-kit.css';
import './ui-kit-language';
import { ROLE_ROUTE_TEXT as T } from './role-route.messages';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams, type Params } from 'react-router';
import type { TRole } from '@pavilion/domain';
import { useSession } from '@pavilion/api-client';
import {
  ProductLink,
  dashboardPath,
  paths,
  productHref,
  productPath,
  resolveProductPath,
  richText,
  useAppLinks,
} from '@pavilion/features-shell';
import { Alert, Container, Spinner } from '@pavilion/ui';

export type GuardedRole = Exclude<TRole, 'visitor'>;

/** The page the guard stopped at: its product path with the query ('/partner/dashboard?x=1'), the query, the params. */
export interface GuardedPage {
  path: string;
  search: string;
  params: Readonly<Params>;
}

/** Where the guard sends someone, as a product path ('/login?next=...', '/events/5/ticket-purchase-auth'). */
export type GuardRedirect = (page: GuardedPage) => string;

export interface RoleRouteProps {
  role: GuardedRole;
  /** Where a visitor goes; by default the role's sign-in with `?next=<the path asked for>`. */
  visitorTo?: GuardRedirect;
  /** Where someone signed in with another role goes; by default they stay and are told so. */
  otherRoleTo?: GuardRedirect;
}

/** How the guard loads a page of another app (an object, so tests can watch it: jsdom cannot navigate). */
export const pageLoad = {
  assign: (href: string) => window.location.assign(href),
};

/** The sign-in of each role: administrators have their own. */
export function loginPathFor(role: GuardedRole): string {
  return role === 'admin' ? paths.adminLogin : paths.login;
}

/** '/login?next=%2Fpartner%2Fdashboard' */
export function loginRedirect(role: GuardedRole, path: string): string {
  return `${loginPathFor(role)}?next=${encodeURIComponent(path)}`;
}

export function RoleRoute({ role, visitorTo, otherRoleTo }: RoleRouteProps) {
  const { status, role: current } = useSession();
  const location = useLocation();
  const params = useParams();
  const links = useAppLinks();
  // The product path asked for (/partner/... for the portal's /...), for ?next=.
  const page: GuardedPage = {
    path: productPath(links.current, `${location.pathname}${location.search}`),
    search: location.search,
    params,
  };

  let target: string | null = null;
  if (status === 'anonymous') target = visitorTo ? visitorTo(page) : loginRedirect(role, page.path);
  else if (status === 'authenticated' && current !== role && otherRoleTo) target = otherRoleTo(page);
  const inApp = target !== null && resolveProductPath(target).app === links.current;

  useEffect(() => {
    // A page of another app (the partner portal's visitors sign in at the marketplace's /login).
    if (target !== null && !inApp) pageLoad.assign(productHref(links, target));
  }, [target, inApp, links]);

  if (target !== null && inApp) return <Navigate to={resolveProductPath(target).inner} replace />;
  if (status === 'loading' || target !== null) {
    return (
      <Container className="pv-role-route">
        <Spinner label={T.checkingSession} showLabel />
      </Container>
    );
  }
  if (current !== role) {
    const home = dashboardPath(current);
    return (
      <Container className="pv-role-route">
        <Alert tone="warning" title={T.wrongAccount}>
          {richText(T.accountNeeded, {
            role,
            link: <ProductLink to={home ?? paths.home}>{home ? T.goToDashboard : T.goToHomePage}</ProductLink>,
          })}
        </Alert>
      </Container>
    );
  }
  return <Outlet />;
}
