// Partner portal routes, relative to its base path /partner/.
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
import { RoleRoute } from '@pavilion/features-page-kit';
import { PartnerDashboard, UnderDevelopment, DashboardSummary } from '../features/dashboard/partner-dashboard';
import { partnerEventPages, partnerEventSections } from './partner-event-routes';

function Layout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}

export const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        {
          // Every page below is for partners only.
          element: <RoleRoute role="partner" />,
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
