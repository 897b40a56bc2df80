// Partner portal routes, relative to its base path /partner/.
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppFrame, NotFoundPage, RequireRole, paths } from '@pavilion/features-shell';
import { PartnerDashboard, UnderDevelopment, DashboardSummary } from '../features/dashboard/partner-dashboard';

function Layout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}

function Guarded() {
  return (
    <RequireRole role="partner" loginPath={paths.login}>
      <Outlet />
    </RequireRole>
  );
}

export const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        {
          element: <Guarded />,
          children: [
            {
              path: 'dashboard',
              element: <PartnerDashboard />,
              children: [
                { index: true, element: <DashboardSummary /> },
                ...[
                  'events',
                  'registrations',
                  'communications',
                  'finances',
                  'documents',
                  'users',
                  'cancellation-policies',
                  'insights',
                  'help-centre',
                ].map((section) => ({
                  path: section,
                  element: <UnderDevelopment />,
                })),
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/partner' },
);
