// Routes that more than one app links to, defined once; each app's route table (src/config/paths.ts) spreads
// or links to them.
import { NEWSLETTER_PAGES, type TRole } from '@pavilion/domain';

export const paths = {
  home: '/',
  events: '/events',
  event: (id: number | string) => `/events/${id}`,
  ticketPurchaseAuth: (eventId: number | string) => `/events/${eventId}/ticket-purchase-auth`,
  ticketPurchaseDetails: (eventId: number | string) => `/events/${eventId}/ticket-purchase-details`,
  ticketPurchaseCheckout: (eventId: number | string, orderId: string) =>
    `/events/${eventId}/ticket-purchase-checkout/${orderId}`,
  ticketPurchaseConfirmation: (eventId: number | string, orderId: string) =>
    `/events/${eventId}/ticket-purchase-confirmation/${orderId}`,
  needAttendeeLogin: '/notice/need-attendee-login',
  userRegistrationsAndEvents: '/user/registrations-and-events',
  login: '/login',
  register: '/user/register',
  forgotPassword: '/forgot-password',
  partnerWelcome: '/partner-welcome',
  partnerSignup: '/partner/signup',
  partnerDashboard: '/partner/dashboard',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  aboutUs: '/about-us',
  privacy: '/privacy-and-cookies',
  customerTerms: '/customer-terms-of-service',
  contentGuidelines: '/content-guidelines',
  howWeWork: '/how-we-work',
  newsletterConfirm: NEWSLETTER_PAGES.confirm,
  newsletterUnsubscribe: NEWSLETTER_PAGES.unsubscribe,
  userMessages: '/user/messages',
  userSavedEvents: '/user/saved-events',
  userReviews: '/user/reviews',
  signupConfirmation: '/user/signup-confirmation',
  resetPassword: '/reset-password',
  userMyAccount: '/user/my-account',
  userEditProfile: '/user/profile/edit',
  userSettings: '/user/settings',
} as const;

/**
 * A path segment from a value: encoded for a URL, except a router parameter (':token'), so that a table's
 * builder also gives the router its pattern: `invitation(':token')` is '/invitation/:token'. The routers
 * take the table's absolute paths as they are (React Router reads a child's absolute path below its
 * parent's), so no route is spelled twice.
 */
export function param(value: number | string): string {
  const text = String(value);
  return /^:[A-Za-z]+$/.test(text) ? text : encodeURIComponent(text);
}

const PREFIX: Record<Exclude<TRole, 'visitor'>, string> = { admin: '/admin', partner: '/partner', attendee: '/user' };

/** The account links use a role prefix: /admin/..., /partner/... or /user/... */
export function accountPath(role: TRole, page: 'my-account' | 'settings' | 'registrations-and-events'): string {
  return role === 'visitor' ? paths.login : `${PREFIX[role]}/${page}`;
}

export function dashboardPath(role: TRole): string | null {
  if (role === 'admin') return paths.adminDashboard;
  if (role === 'partner') return paths.partnerDashboard;
  return null;
}

/** Where a sign-in at /login lands: attendees at home, partners at their dashboard, admins at theirs. */
export function landingAfterLogin(answer: { isAdmin: boolean; partnerId: number | null }): string {
  if (answer.isAdmin) return paths.adminDashboard;
  if (answer.partnerId != null) return paths.partnerDashboard;
  return paths.home;
}
