// Partner portal routes, relative to its base path /partner/.
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppFrame, NotFoundPage, RequireRole, paths } from '@pavilion/features-shell';
import { PartnerDashboard, UnderDevelopment, DashboardSummary } from '../features/dashboard/partner-dashboard';
import { partnerEventPages, partnerEventSections } from './partner-event-routes';

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
                ...partnerEventSections,
                ...['finances', 'documents', 'users'].map((section) => ({
                  path: section,
                  element: <UnderDevelopment />,
                })),
              ],
            },
            ...partnerEventPages,
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/partner' },
);
