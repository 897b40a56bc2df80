// Admin console routes, relative to its base path /admin/.
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
import { RoleRoute } from '@pavilion/features-page-kit';
import { AdminDashboard, AdminSummary, UnderDevelopment } from '../features/dashboard/admin-dashboard';
import { AdminLoginPage } from '../features/auth/admin-login-page';

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
        { path: 'login', element: <AdminLoginPage /> },
        {
          // Every page below is for administrators only.
          element: <RoleRoute role="admin" />,
          children: [
            {
              path: 'dashboard',
              element: <AdminDashboard />,
              children: [
                { index: true, element: <AdminSummary /> },
                ...['events', 'partners', 'registrations', 'settings'].map((section) => ({
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
  { basename: '/admin' },
);
