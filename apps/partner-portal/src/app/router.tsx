// Partner portal routes, at the root of its own host (partner.<host>; /partner/... on the marketplace
// forwards there). Every page but the dashboard's frame is its own chunk; the contract viewer (pdf.js)
// loads only on the contract page.
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
import { RoleRoute } from '@pavilion/features-page-kit';
import { PartnerDashboard, DashboardSummary } from '../features/dashboard/partner-dashboard';
import { partnerEventPages, partnerEventSections } from './partner-event-routes';

function Layout() {
  return (
    <AppFrame>
      <ScrollRestoration />
      <Outlet />
    </AppFrame>
  );
}

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        // Open to visitors: the application and the links mailed to people.
        { path: 'signup', lazy: lazyPage(() => import('../features/onboarding/signup-page')) },
        {
          path: 'signup-confirmation',
          lazy: lazyPage(() => import('../features/onboarding/signup-confirmation-page')),
        },
        { path: 'invitation/:token', lazy: lazyPage(() => import('../features/onboarding/invitation-page')) },
        { path: 'forgot-password', lazy: lazyPage(() => import('../features/account/forgot-password-page')) },
        { path: 'reset-password', lazy: lazyPage(() => import('../features/account/reset-password-page')) },
        {
          path: 'company-email-confirmation/:token',
          lazy: lazyPage(() => import('../features/onboarding/company-email-confirmation-page')),
        },
        {
          // Every page below is for partners only.
          element: <RoleRoute role="partner" />,
          children: [
            {
              path: 'dashboard',
              element: <PartnerDashboard />,
              children: [
                { index: true, element: <DashboardSummary /> },
                { path: 'documents', lazy: lazyPage(() => import('../features/dashboard/documents-section')) },
                { path: 'users', lazy: lazyPage(() => import('../features/dashboard/users-section')) },
                ...partnerEventSections,
                { path: 'finances', lazy: lazyPage(() => import('../features/finances/finances-page')) },
                { path: 'invoices', lazy: lazyPage(() => import('../features/finances/invoices-page')) },
              ],
            },
            {
              path: 'address-verification',
              lazy: lazyPage(() => import('../features/address-verification/address-verification-page')),
            },
            {
              path: 'address-verification-successful',
              lazy: lazyPage(() => import('../features/address-verification/address-verification-successful-page')),
            },
            {
              path: 'contract-agreement',
              lazy: lazyPage(() => import('../features/agreements/contract-agreement-page')),
            },
            { path: 'terms-conditions', lazy: lazyPage(() => import('../features/agreements/terms-conditions-page')) },
            { path: 'settings', lazy: lazyPage(() => import('../features/settings/settings-page')) },
            { path: 'my-account', lazy: lazyPage(() => import('../features/settings/my-account-page')) },
            // The account menu's "Registration and Events" (/partner/registrations-and-events, the spec's
            // role-prefixed account path): the partner's registrations live on the dashboard.
            { path: 'registrations-and-events', element: <Navigate to="/dashboard/registrations" replace /> },
            ...partnerEventPages,
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  // At the root of the app's own host: the product path /partner/dashboard is /dashboard here.
  { basename: '/' },
);
