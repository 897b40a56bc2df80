// Partner portal routes, their paths read from the route table (config/paths.ts), at the root of its own host (partner.<host>; /partner/... on the marketplace
// forwards there). Every page but the dashboard's frame is its own chunk; the contract viewer (pdf.js)
// loads only on the contract page.
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
import { RoleRoute } from '@pavilion/features-page-kit';
import { PartnerDashboard, DashboardSummary } from '../features/dashboard/partner-dashboard';
import { partnerPaths as paths } from '../config/paths';
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
        { index: true, element: <Navigate to={paths.dashboard} replace /> },
        // Open to visitors: the application and the links mailed to people.
        { path: paths.signup, lazy: lazyPage(() => import('../features/onboarding/signup-page')) },
        {
          path: paths.signupConfirmation,
          lazy: lazyPage(() => import('../features/onboarding/signup-confirmation-page')),
        },
        {
          path: paths.invitation(':token'),
          lazy: lazyPage(() => import('../features/onboarding/invitation-page')),
        },
        {
          path: paths.forgotPassword,
          lazy: lazyPage(() => import('../features/account/forgot-password-page')),
        },
        {
          path: paths.resetPassword,
          lazy: lazyPage(() => import('../features/account/reset-password-page')),
        },
        {
          path: paths.companyEmailConfirmation(':token'),
          lazy: lazyPage(() => import('../features/onboarding/company-email-confirmation-page')),
        },
        {
          // Every page below is for partners only.
          element: <RoleRoute role="partner" />,
          children: [
            {
              path: paths.dashboard,
              element: <PartnerDashboard />,
              children: [
                { index: true, element: <DashboardSummary /> },
                {
                  path: paths.dashboardDocuments,
                  lazy: lazyPage(() => import('../features/dashboard/documents-section')),
                },
                {
                  path: paths.dashboardUsers,
                  lazy: lazyPage(() => import('../features/dashboard/users-section')),
                },
                ...partnerEventSections,
                {
                  path: paths.dashboardFinances,
                  lazy: lazyPage(() => import('../features/finances/finances-page')),
                },
                {
                  path: paths.dashboardInvoices,
                  lazy: lazyPage(() => import('../features/finances/invoices-page')),
                },
              ],
            },
            {
              path: paths.addressVerification,
              lazy: lazyPage(() => import('../features/address-verification/address-verification-page')),
            },
            {
              path: paths.addressVerificationSuccessful,
              lazy: lazyPage(() => import('../features/address-verification/address-verification-successful-page')),
            },
            {
              path: paths.contractAgreement,
              lazy: lazyPage(() => import('../features/agreements/contract-agreement-page')),
            },
            {
              path: paths.termsConditions,
              lazy: lazyPage(() => import('../features/agreements/terms-conditions-page')),
            },
            { path: paths.settings, lazy: lazyPage(() => import('../features/settings/settings-page')) },
            { path: paths.myAccount, lazy: lazyPage(() => import('../features/settings/my-account-page')) },
            // The account menu's "Registration and Events" (/partner/registrations-and-events, the spec's
            // role-prefixed account path): the partner's registrations live on the dashboard.
            {
              path: paths.registrationsAndEvents,
              element: <Navigate to={paths.dashboardRegistrations} replace />,
            },
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
