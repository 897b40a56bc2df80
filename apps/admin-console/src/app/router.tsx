// Admin console routes, at the root of its own host (admin.<host>; /admin/... on the marketplace forwards
// there). Every page but the login is split into its own chunk and sits in the dashboard's frame, for
// administrators only.
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
import { RoleRoute } from '@pavilion/features-page-kit';
import { AdminDashboard } from '../features/dashboard/admin-dashboard';
import { AdminLoginPage } from '../features/auth/admin-login-page';

function Layout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const settings = lazyPage(() => import('../features/settings/settings-page'));

export const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: 'login', element: <AdminLoginPage /> },
        {
          // Every page below is for administrators only.
          element: <RoleRoute role="admin" />,
          children: [
            {
              element: <AdminDashboard />,
              children: [
                { path: 'dashboard', lazy: lazyPage(() => import('../features/dashboard/summary-page')) },
                { path: 'dashboard/events', lazy: lazyPage(() => import('../features/events/events-page')) },
                { path: 'dashboard/partners', lazy: lazyPage(() => import('../features/partners/partners-page')) },
                { path: 'dashboard/people', lazy: lazyPage(() => import('../features/people/people-page')) },
                {
                  path: 'dashboard/registrations',
                  lazy: lazyPage(() => import('../features/registrations/registrations-page')),
                },
                { path: 'dashboard/payouts', lazy: lazyPage(() => import('../features/payouts/payouts-page')) },
                {
                  path: 'dashboard/payouts/transfer-refunds',
                  lazy: lazyPage(() => import('../features/payouts/transfer-refunds-page')),
                },
                {
                  path: 'dashboard/bank-statements',
                  lazy: lazyPage(() => import('../features/bank-statements/bank-statements-page')),
                },
                { path: 'dashboard/invoices', lazy: lazyPage(() => import('../features/invoices/invoices-page')) },
                {
                  path: 'dashboard/sponsorships',
                  lazy: lazyPage(() => import('../features/sponsorships/sponsorships-page')),
                },
                { path: 'dashboard/reviews', lazy: lazyPage(() => import('../features/reviews/reviews-page')) },
                {
                  path: 'dashboard/damage-claims',
                  lazy: lazyPage(() => import('../features/damage-claims/damage-claims-page')),
                },
                {
                  path: 'damage-claims/:id',
                  lazy: lazyPage(() => import('../features/damage-claims/damage-claim-page')),
                },
                { path: 'dashboard/settings', lazy: settings },
                { path: 'settings', lazy: settings },
                {
                  path: 'event-details/:id',
                  lazy: lazyPage(() => import('../features/events/event-details-page')),
                },
                {
                  path: 'event-details/:id/location',
                  lazy: lazyPage(() => import('../features/events/location-page')),
                },
                {
                  path: 'partner-details/:id',
                  lazy: lazyPage(() => import('../features/partners/partner-details-page')),
                },
                {
                  path: 'person-details/:id',
                  lazy: lazyPage(() => import('../features/people/person-details-page')),
                },
                {
                  path: 'order-details/:id',
                  lazy: lazyPage(() => import('../features/registrations/order-details-page')),
                },
                { path: 'offer', lazy: lazyPage(() => import('../features/settings/offer-section')) },
                {
                  path: 'platform-fees',
                  lazy: lazyPage(() => import('../features/settings/platform-fees-page')),
                },
                {
                  path: 'legal-versions',
                  lazy: lazyPage(() => import('../features/settings/legal-versions-page')),
                },
                { path: 'audit-log', lazy: lazyPage(() => import('../features/audit/audit-log-page')) },
                { path: 'jobs', lazy: lazyPage(() => import('../features/jobs/jobs-page')) },
                { path: 'my-account', lazy: lazyPage(() => import('../features/account/my-account-page')) },
              ],
            },
            // The account menu's "Registration and Events" (/admin/registrations-and-events, the spec's
            // role-prefixed account path): every registration, on the dashboard.
            { path: 'registrations-and-events', element: <Navigate to="/dashboard/registrations" replace /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  // At the root of the app's own host: the product path /admin/dashboard is /dashboard here.
  { basename: '/' },
);
