// Marketplace routes. Every page but home is split into its own chunk.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '@pavilion/api-client';
import { AppFrame, NotFoundPage } from '@pavilion/features-shell';
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
      { path: 'events', lazy: lazyPage(() => import('../features/search/events-search-page')) },
      { path: 'events/:id', lazy: lazyPage(() => import('../features/event-detail/event-detail-page')) },
      { path: 'about-us', lazy: lazyPage(() => import('../features/static-pages/about-page')) },
      {
        path: 'privacy-and-cookies',
        lazy: lazyPage(() => import('../features/static-pages/privacy-and-cookies-page')),
      },
      { path: 'content-guidelines', lazy: lazyPage(() => import('../features/static-pages/content-guidelines-page')) },
      {
        path: 'customer-terms-of-service',
        lazy: lazyPage(() => import('../features/static-pages/customer-terms-page')),
      },
      {
        path: 'customer-terms-of-service/accept',
        lazy: lazyPage(() => import('../features/static-pages/terms-acceptance-page')),
      },
      { path: 'how-we-work', lazy: lazyPage(() => import('../features/static-pages/how-we-work-page')) },
      { path: 'partner-welcome', lazy: lazyPage(() => import('../features/static-pages/partner-welcome-page')) },
      {
        path: 'notice/need-attendee-login',
        lazy: lazyPage(() => import('../features/notices/need-attendee-login-page')),
      },
      {
        path: 'events/:id/ticket-purchase-auth',
        lazy: lazyPage(() => import('../features/checkout/ticket-purchase-auth-page')),
      },
      {
        element: attendeeCheckout,
        children: [
          {
            path: 'events/:id/ticket-purchase-details',
            lazy: lazyPage(() => import('../features/checkout/ticket-purchase-details-page')),
          },
        ],
      },
      // A ticket's assign link, opened by the colleague it was sent to: no sign-in needed. It is in the
      // Registrations page's chunk (its form, words and endpoints are theirs): the first load names no
      // more files for it.
      { path: 'tickets/assign/:token', lazy: async () => ({ Component: (await registrations()).TicketAssignPage }) },
      { path: 'login', lazy: lazyPage(() => import('../features/auth/login-page')) },
      { path: 'user/register', lazy: lazyPage(() => import('../features/account/register-page')) },
      {
        path: 'user/signup-confirmation',
        lazy: lazyPage(() => import('../features/account/signup-confirmation-page')),
      },
      {
        path: 'email-confirmation/:token',
        lazy: lazyPage(() => import('../features/account/email-confirmation-page')),
      },
      { path: 'forgot-password', lazy: lazyPage(() => import('../features/account/forgot-password-page')) },
      {
        path: 'newsletter/confirm',
        lazy: lazyPage(() => import('../features/newsletter/newsletter-confirm-page')),
      },
      {
        path: 'newsletter/unsubscribe',
        lazy: lazyPage(() => import('../features/newsletter/newsletter-unsubscribe-page')),
      },
      { path: 'reset-password', lazy: lazyPage(() => import('../features/account/reset-password-page')) },
      {
        element: attendeeArea,
        children: [
          {
            path: 'events/:id/ticket-purchase-checkout/:orderId',
            lazy: lazyPage(() => import('../features/checkout/ticket-purchase-checkout-page')),
          },
          {
            path: 'events/:id/ticket-purchase-confirmation/:orderId',
            lazy: lazyPage(() => import('../features/checkout/ticket-purchase-confirmation-page')),
          },
          { path: 'user/registrations-and-events', lazy: lazyPage(registrations) },
          {
            path: 'user/damage-payment/:orderId/:claimId',
            lazy: lazyPage(() => import('../features/checkout/damage-payment-page')),
          },
          { path: 'user/my-account', lazy: lazyPage(() => import('../features/account/my-account-page')) },
          { path: 'user/profile/edit', lazy: lazyPage(() => import('../features/account/edit-profile-page')) },
          { path: 'user/settings', lazy: lazyPage(() => import('../features/account/settings-page')) },
          { path: 'user/messages', lazy: lazyPage(() => import('../features/account/messages-page')) },
          { path: 'user/saved-events', lazy: lazyPage(() => import('../features/favourites/saved-events-page')) },
          { path: 'user/reviews', lazy: lazyPage(() => import('../features/reviews/my-reviews-page')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
