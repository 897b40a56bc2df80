// The partner portal's route table: its router's entries, its menus and its links read their paths here,
// each spelled once (inside the app, under its base path /partner/; `partnerProductPath` gives the
// product path, for a link from elsewhere or a ?next= back here).
import { param, productPath } from '@pavilion/features-shell';

export type SettingsTab = 'company-profile' | 'bank-accounts' | 'security' | 'agreements' | 'developers' | 'strikes';

const dashboard = '/dashboard';

export const partnerPaths = {
  home: '/',
  dashboard,
  dashboardDocuments: `${dashboard}/documents`,
  dashboardUsers: `${dashboard}/users`,
  dashboardEvents: `${dashboard}/events`,
  dashboardRegistrations: `${dashboard}/registrations`,
  dashboardDamageClaims: `${dashboard}/damage-claims`,
  dashboardCommunications: `${dashboard}/communications`,
  dashboardCancellationPolicies: `${dashboard}/cancellation-policies`,
  dashboardInsights: `${dashboard}/insights`,
  dashboardHelpCentre: `${dashboard}/help-centre`,
  dashboardFinances: `${dashboard}/finances`,
  dashboardInvoices: `${dashboard}/invoices`,
  /** The registrations of one event. */
  eventRegistrations: (eventId: number | string) => `${dashboard}/registrations?eventId=${param(eventId)}`,
  signup: '/signup',
  signupConfirmation: '/signup-confirmation',
  invitation: (token: string) => `/invitation/${param(token)}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  companyEmailConfirmation: (token: string) => `/company-email-confirmation/${param(token)}`,
  addressVerification: '/address-verification',
  addressVerificationSuccessful: '/address-verification-successful',
  contractAgreement: '/contract-agreement',
  termsConditions: '/terms-conditions',
  settings: '/settings',
  settingsTab: (tab: SettingsTab) => `/settings?tab=${tab}`,
  myAccount: '/my-account',
  /** The account menu's role-prefixed "Registration and Events" (/partner/registrations-and-events). */
  registrationsAndEvents: '/registrations-and-events',
  addEvent: '/add-event',
  eventDetails: (id: number | string) => `/event-details/${param(id)}`,
  eventEdit: (id: number | string) => `/event-details/${param(id)}/edit`,
  eventFiles: (id: number | string) => `/edit-event/${param(id)}/files`,
  eventPromoCodes: (id: number | string) => `/event-details/${param(id)}/promo-codes`,
  eventSponsorship: (id: number | string) => `/event-details/${param(id)}/sponsorship`,
  eventCheckIn: (id: number | string) => `/event-details/${param(id)}/check-in`,
  eventReviews: (id: number | string) => `/event-details/${param(id)}/reviews`,
  policyDetails: (id: number | string) => `/cancellation-policy-details/${param(id)}`,
  orderDetails: (id: number | string) => `/order-details/${param(id)}`,
} as const;

/** A portal path as a product path ('/dashboard' -> '/partner/dashboard'), for links from other apps' code. */
export const partnerProductPath = (inner: string) => productPath('partner', inner);
