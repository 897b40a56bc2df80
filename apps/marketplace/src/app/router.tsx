// Marketplace routes, their paths read from the route table (config/paths.ts). Every page but home is split
// into its own chunk.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '@pavilion/api-client';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
import { marketplacePaths as paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import { attendeeArea, attendeeCheckout } from './guards';
import { RouteError } from './route-error';

// The bell is its own chunk, fetched only when an attendee is signed in.
const NotificationBell = lazy(() => import('../features/account/notification-bell'));
// The ask to accept a significant new version of the customer terms: its own chunk, for a signed-in person.
const TermsAsk = lazy(() => import('../features/account/terms-ask'));

function Layout() {
  const { status } = useSession();
  return (
    <AppFrame
      attendeeExtras={
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      }
    >
      <ScrollRestoration />
      {status === 'authenticated' && (
        <Suspense fallback={null}>
          <TermsAsk />
        </Suspense>
      )}
      <Outlet />
    </AppFrame>
  );
}

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The Registrations and Events page's chunk, which also holds the assign link's page. */
const registrations = () => import('../features/registrations/registrations-and-events-page');

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.events, lazy: lazyPage(() => import('../features/search/events-search-page')) },
      {
        path: paths.event(':id'),
        lazy: lazyPage(() => import('../features/event-detail/event-detail-page')),
      },
      { path: paths.aboutUs, lazy: lazyPage(() => import('../features/static-pages/about-page')) },
      {
        path: paths.privacy,
        lazy: lazyPage(() => import('../features/static-pages/privacy-and-cookies-page')),
      },
      {
        path: paths.contentGuidelines,
        lazy: lazyPage(() => import('../features/static-pages/content-guidelines-page')),
      },
      {
        path: paths.customerTerms,
        lazy: lazyPage(() => import('../features/static-pages/customer-terms-page')),
      },
      {
        path: paths.customerTermsAccept,
        lazy: lazyPage(() => import('../features/static-pages/terms-acceptance-page')),
      },
      { path: paths.howWeWork, lazy: lazyPage(() => import('../features/static-pages/how-we-work-page')) },
      {
        path: paths.partnerWelcome,
        lazy: lazyPage(() => import('../features/static-pages/partner-welcome-page')),
      },
      {
        path: paths.needAttendeeLogin,
        lazy: lazyPage(() => import('../features/notices/need-attendee-login-page')),
      },
      {
        path: paths.ticketPurchaseAuth(':id'),
        lazy: lazyPage(() => import('../features/checkout/ticket-purchase-auth-page')),
      },
      {
        element: attendeeCheckout,
        children: [
          {
            path: paths.ticketPurchaseDetails(':id'),
            lazy: lazyPage(() => import('../features/checkout/ticket-purchase-details-page')),
          },
        ],
      },
      // A ticket's assign link, opened by the colleague it was sent to: no sign-in needed. It is in the
      // Registrations page's chunk (its form, words and endpoints are theirs): the first load names no
      // more files for it.
      {
        path: paths.ticketAssign(':token'),
        lazy: async () => ({ Component: (await registrations()).TicketAssignPage }),
      },
      { path: paths.login, lazy: lazyPage(() => import('../features/auth/login-page')) },
      { path: paths.register, lazy: lazyPage(() => import('../features/account/register-page')) },
      {
        path: paths.signupConfirmation,
        lazy: lazyPage(() => import('../features/account/signup-confirmation-page')),
      },
      {
        path: paths.emailConfirmation(':token'),
        lazy: lazyPage(() => import('../features/account/email-confirmation-page')),
      },
      {
        path: paths.forgotPassword,
        lazy: lazyPage(() => import('../features/account/forgot-password-page')),
      },
      {
        path: paths.newsletterConfirm,
        lazy: lazyPage(() => import('../features/newsletter/newsletter-confirm-page')),
      },
      {
        path: paths.newsletterUnsubscribe,
        lazy: lazyPage(() => import('../features/newsletter/newsletter-unsubscribe-page')),
      },
      { path: paths.resetPassword, lazy: lazyPage(() => import('../features/account/reset-password-page')) },
      {
        element: attendeeArea,
        children: [
          {
            path: paths.ticketPurchaseCheckout(':id', ':orderId'),
            lazy: lazyPage(() => import('../features/checkout/ticket-purchase-checkout-page')),
          },
          {
            path: paths.ticketPurchaseConfirmation(':id', ':orderId'),
            lazy: lazyPage(() => import('../features/checkout/ticket-purchase-confirmation-page')),
          },
          { path: paths.userRegistrationsAndEvents, lazy: lazyPage(registrations) },
          {
            path: paths.damagePayment(':orderId', ':claimId'),
            lazy: lazyPage(() => import('../features/checkout/damage-payment-page')),
          },
          { path: paths.userMyAccount, lazy: lazyPage(() => import('../features/account/my-account-page')) },
          {
            path: paths.userEditProfile,
            lazy: lazyPage(() => import('../features/account/edit-profile-page')),
          },
          { path: paths.userSettings, lazy: lazyPage(() => import('../features/account/settings-page')) },
          { path: paths.userMessages, lazy: lazyPage(() => import('../features/account/messages-page')) },
          {
            path: paths.userSavedEvents,
            lazy: lazyPage(() => import('../features/favourites/saved-events-page')),
          },
          { path: paths.userReviews, lazy: lazyPage(() => import('../features/reviews/my-reviews-page')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
