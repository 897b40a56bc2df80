// Admin console routes, their paths read from the route table (config/paths.ts), at the root of its own host (admin.<host>; /admin/... on the marketplace forwards
// there). Every page but the login is split into its own chunk and sits in the dashboard's frame, for
// administrators only.
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
import { RoleRoute } from '@pavilion/features-page-kit';
import { adminPaths as paths } from '../config/paths';
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
        { index: true, element: <Navigate to={paths.dashboard} replace /> },
        { path: paths.login, element: <AdminLoginPage /> },
        {
          // Every page below is for administrators only.
          element: <RoleRoute role="admin" />,
          children: [
            {
              element: <AdminDashboard />,
              children: [
                {
                  path: paths.dashboard,
                  lazy: lazyPage(() => import('../features/dashboard/summary-page')),
                },
                {
                  path: paths.dashboardEvents,
                  lazy: lazyPage(() => import('../features/events/events-page')),
                },
                {
                  path: paths.dashboardPartners,
                  lazy: lazyPage(() => import('../features/partners/partners-page')),
                },
                {
                  path: paths.dashboardPeople,
                  lazy: lazyPage(() => import('../features/people/people-page')),
                },
                {
                  path: paths.dashboardRegistrations,
                  lazy: lazyPage(() => import('../features/registrations/registrations-page')),
                },
                {
                  path: paths.dashboardPayouts,
                  lazy: lazyPage(() => import('../features/payouts/payouts-page')),
                },
                {
                  path: paths.transferRefunds,
                  lazy: lazyPage(() => import('../features/payouts/transfer-refunds-page')),
                },
                {
                  path: paths.dashboardBankStatements,
                  lazy: lazyPage(() => import('../features/bank-statements/bank-statements-page')),
                },
                {
                  path: paths.dashboardInvoices,
                  lazy: lazyPage(() => import('../features/invoices/invoices-page')),
                },
                {
                  path: paths.dashboardSponsorships,
                  lazy: lazyPage(() => import('../features/sponsorships/sponsorships-page')),
                },
                {
                  path: paths.dashboardReviews,
                  lazy: lazyPage(() => import('../features/reviews/reviews-page')),
                },
                {
                  path: paths.dashboardDamageClaims,
                  lazy: lazyPage(() => import('../features/damage-claims/damage-claims-page')),
                },
                {
                  path: paths.damageClaim(':id'),
                  lazy: lazyPage(() => import('../features/damage-claims/damage-claim-page')),
                },
                { path: paths.dashboardSettings, lazy: settings },
                { path: paths.settings, lazy: settings },
                {
                  path: paths.eventDetails(':id'),
                  lazy: lazyPage(() => import('../features/events/event-details-page')),
                },
                {
                  path: paths.eventLocation(':id'),
                  lazy: lazyPage(() => import('../features/events/location-page')),
                },
                {
                  path: paths.partnerDetails(':id'),
                  lazy: lazyPage(() => import('../features/partners/partner-details-page')),
                },
                {
                  path: paths.personDetails(':id'),
                  lazy: lazyPage(() => import('../features/people/person-details-page')),
                },
                {
                  path: paths.orderDetails(':id'),
                  lazy: lazyPage(() => import('../features/registrations/order-details-page')),
                },
                { path: paths.offer, lazy: lazyPage(() => import('../features/settings/offer-section')) },
                {
                  path: paths.platformFees,
                  lazy: lazyPage(() => import('../features/settings/platform-fees-page')),
                },
                {
                  path: paths.legalVersions,
                  lazy: lazyPage(() => import('../features/settings/legal-versions-page')),
                },
                { path: paths.auditLog, lazy: lazyPage(() => import('../features/audit/audit-log-page')) },
                { path: paths.jobs, lazy: lazyPage(() => import('../features/jobs/jobs-page')) },
                {
                  path: paths.myAccount,
                  lazy: lazyPage(() => import('../features/account/my-account-page')),
                },
              ],
            },
            // The account menu's "Registration and Events" (/admin/registrations-and-events, the spec's
            // role-prefixed account path): every registration, on the dashboard.
            {
              path: paths.registrationsAndEvents,
              element: <Navigate to={paths.dashboardRegistrations} replace />,
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  // At the root of the app's own host: the product path /admin/dashboard is /dashboard here.
  { basename: '/' },
);
