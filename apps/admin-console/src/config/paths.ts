// The admin console's route table: its router's entries, its menu and its links read their paths here, each
// spelled once (inside the app, at the root of its own host: the product path /admin/dashboard is /dashboard).
import { param } from '@pavilion/features-shell';

const dashboard = '/dashboard';
type Id = number | string;

export const adminPaths = {
  home: '/',
  login: '/login',
  dashboard,
  dashboardEvents: `${dashboard}/events`,
  dashboardPartners: `${dashboard}/partners`,
  dashboardPeople: `${dashboard}/people`,
  dashboardRegistrations: `${dashboard}/registrations`,
  dashboardPayouts: `${dashboard}/payouts`,
  transferRefunds: `${dashboard}/payouts/transfer-refunds`,
  dashboardBankStatements: `${dashboard}/bank-statements`,
  dashboardInvoices: `${dashboard}/invoices`,
  dashboardSponsorships: `${dashboard}/sponsorships`,
  dashboardReviews: `${dashboard}/reviews`,
  dashboardDamageClaims: `${dashboard}/damage-claims`,
  dashboardSettings: `${dashboard}/settings`,
  /** The events of one partner, the invoices of one partner, the registrations of one event. */
  partnerEvents: (partnerId: Id) => `${dashboard}/events?partnerId=${param(partnerId)}`,
  partnerInvoices: (partnerId: Id) => `${dashboard}/invoices?partnerId=${param(partnerId)}`,
  eventRegistrations: (eventId: Id) => `${dashboard}/registrations?eventId=${param(eventId)}`,
  damageClaim: (id: Id) => `/damage-claims/${param(id)}`,
  settings: '/settings',
  eventDetails: (id: Id) => `/event-details/${param(id)}`,
  eventLocation: (id: Id) => `/event-details/${param(id)}/location`,
  partnerDetails: (id: Id) => `/partner-details/${param(id)}`,
  personDetails: (id: Id) => `/person-details/${param(id)}`,
  orderDetails: (id: Id) => `/order-details/${param(id)}`,
  offer: '/offer',
  platformFees: '/platform-fees',
  legalVersions: '/legal-versions',
  auditLog: '/audit-log',
  /** The audit log's entries about one thing. */
  auditLogOf: (entityType: string, entityId: Id) =>
    `/audit-log?entityType=${param(entityType)}&entityId=${param(entityId)}`,
  jobs: '/jobs',
  myAccount: '/my-account',
  /** The account menu's role-prefixed "Registration and Events" (/admin/registrations-and-events). */
  registrationsAndEvents: '/registrations-and-events',
} as const;
