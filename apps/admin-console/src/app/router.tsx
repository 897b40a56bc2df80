// Admin console routes, relative to its base path /admin/.
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppFrame, NotFoundPage, RequireRole, paths } from '@pavilion/features-shell';
import { AdminDashboard, AdminSummary, UnderDevelopment } from '../features/dashboard/admin-dashboard';
import { AdminLoginPage } from '../features/auth/admin-login-page';

function Layout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}

function Guarded() {
  return (
    <RequireRole role="admin" loginPath={paths.adminLogin}>
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
        { path: 'login', element: <AdminLoginPage /> },
        {
          element: <Guarded />,
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
