// Every path of the API under /api, written once: the server registers its routes with these
// (apps/api, platform/route.ts) and the client builds its requests with them (libs/api-client). A path
// with parameters is a builder: API_PATHS.order({ orderId: 'ab12' }) is '/orders/ab12/', each value
// URI-encoded; its `pattern` is the Express form the server registers. A trailing slash is how the
// apps have always sent that path: the server registers it without one, and its routing (not strict)
// reads both the same. A test in the API checks that every path here is served and every route is here.

/** The name of one parameter segment (':kind.csv' names `kind`). */
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

/** The parameter names of an Express path: '/orders/:orderId/cancel' -> 'orderId'. */
export type ApiPathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | ApiPathParamNames<Tail>
    : ParamName<Rest>
  : never;

/** The values a builder fills its pattern with. */
export type ApiPathParams<P extends string> = { readonly [K in ApiPathParamNames<P>]: string | number };

/** A path with parameters: call it for a request's path; the server registers its `pattern`. */
export interface ApiPathBuilder<P extends string = string> {
  (params: ApiPathParams<P>): string;
  readonly pattern: P;
}

function apiPath<const P extends string>(pattern: P): ApiPathBuilder<P> {
  const build = (params: ApiPathParams<P>) =>
    pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      encodeURIComponent(String((params as Record<string, string | number>)[name])),
    );
  return Object.assign(build, { pattern });
}

export const API_PATHS = {
  // Health
  health: '/health',
  healthReady: '/health/ready',

  // Sessions
  login: '/login/',
  logout: '/logout/',
  session: '/session',
  sessionMe: '/session/me',

  // Accounts
  userSignUp: '/user-sign-up',
  emailConfirmationResend: '/email-confirmation/resend',
  emailConfirmation: apiPath('/email-confirmation/:token'),
  forgotPassword: '/forgot-password/',
  resetPassword: '/reset-password/',
  changePassword: '/change-password',
  loginActivity: '/login-activity',
  users: '/users/',
  persons: '/persons/',
  personImage: '/persons/image',
  settings: '/settings',
  settingsLanguage: '/settings/language',
  personalData: '/settings/personal-data',
  personalDataCsv: apiPath('/settings/personal-data/:kind.csv'),
  closeAccount: '/settings/close-account',
  unsubscribe: '/unsubscribe',

  // Notifications
  notifications: '/notifications',
  notificationsReadAll: '/notifications/read-all',
  notificationRead: apiPath('/notifications/:id/read'),

  // Saved events
  favourites: '/favourites',
  favourite: apiPath('/favourites/:eventId'),
  waitingLists: '/waiting-lists',
  waitingListPlace: apiPath('/waiting-lists/:placeId'),

  // Dev mailbox
  devMailbox: '/dev/mailbox',
  devMailboxPage: '/dev/mailbox/page',
  devMailboxPageMessage: apiPath('/dev/mailbox/page/:id'),
  devMailboxMessage: apiPath('/dev/mailbox/:id'),
  devMailboxMessageHtml: apiPath('/dev/mailbox/:id/html'),
  devMailboxAttachment: apiPath('/dev/mailbox/:id/attachments/:index'),

  // Reference lists
  options: '/options/',
  optionsSectors: '/options/sectors',
  optionsCountries: '/options/countries/',
  optionLocation: apiPath('/options/location/:id'),
  optionPlace: apiPath('/options/place/:id'),
  optionList: apiPath('/options/:type'),
  optionSearch: apiPath('/options/:type/:query'),
  autocompletePlacesQuery: '/autocomplete/places-query',
  autocompleteGooglePlacesQuery: '/autocomplete/google-places-query',
  // Venues a partner proposes, and the places provider behind them
  partnerVenues: '/partner/venues',
  partnerVenueLookup: '/partner/venues/lookup',
  partnerVenue: apiPath('/partner/venues/:id'),

  // Files
  file: apiPath('/files/:id'),

  // Event search
  eventSearch: '/events/filtered',

  // Events
  topEvents: apiPath('/events/top/:count'),
  event: apiPath('/events/:id'),
  eventClick: apiPath('/events/:id/click'),
  /** The ticket widget's read of a public event (CORS-open and cacheable) and the partner's colours for it. */
  widgetEvent: apiPath('/widget/events/:id'),
  partnerEventWidget: apiPath('/partner/events/:id/widget'),

  // Promo codes
  partnerEventPromoCodes: apiPath('/partner/events/:id/promo-codes'),
  partnerEventPromoCode: apiPath('/partner/events/:id/promo-codes/:codeId'),
  eventPromoCode: apiPath('/events/:id/promo-codes/:code'),
  partnerEventSponsorships: apiPath('/partner/events/:id/sponsorships'),
  partnerEventSponsorshipOffer: apiPath('/partner/events/:id/sponsorship-offer'),

  // Offer
  offer: '/offer',
  adminOffer: '/admin/offer',

  // Legal documents: versions in force, acceptances, and publishing a new version
  legalDocuments: '/legal/documents',
  legalAcceptances: '/legal/acceptances',
  adminLegalVersions: '/admin/legal-versions',

  // Newsletter
  emailSubscribe: '/email-subscribe/',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',

  // Orders
  orders: '/orders/',
  order: apiPath('/orders/:orderId/'),

  // Payments
  orderPayment: apiPath('/orders/:orderId/complete-order'),

  // Orders
  orderCancellationPreview: apiPath('/orders/:orderId/cancellation-preview'),
  orderCancel: apiPath('/orders/:orderId/cancel'),
  orderRefundAccount: apiPath('/orders/:orderId/refund-account'),
  orderCalendar: apiPath('/orders/:orderId/calendar.ics'),

  // Invoices and credit notes
  orderInvoices: apiPath('/orders/:orderId/invoices'),
  orderInvoicePdf: apiPath('/orders/:orderId/invoices/:invoiceId/pdf'),
  partnerInvoices: '/partner/invoices',
  partnerInvoicesExport: '/partner/invoices/export',
  partnerInvoicePdf: apiPath('/partner/invoices/:invoiceId/pdf'),
  adminInvoices: '/admin/invoices',
  adminInvoicePdf: apiPath('/admin/invoices/:invoiceId/pdf'),

  // Bank transfers
  orderBankTransfer: apiPath('/orders/:orderId/bank-transfer'),
  partnerEventBankTransfer: apiPath('/partner/events/:id/bank-transfer'),
  partnerBankTransfers: '/partner/bank-transfers',
  partnerOrderBankTransfer: apiPath('/partner/orders/:id/bank-transfer'),
  partnerOrderMarkPaid: apiPath('/partner/orders/:id/mark-paid'),
  adminBankTransfers: '/admin/bank-transfers',
  adminOrderBankTransfer: apiPath('/admin/orders/:orderId/bank-transfer'),
  adminOrderMarkPaid: apiPath('/admin/orders/:orderId/mark-paid'),
  adminBankStatements: '/admin/bank-statements',

  // Tickets
  tickets: '/tickets/',
  ticket: apiPath('/tickets/:id'),
  ticketQr: apiPath('/tickets/:id/qr.svg'),
  ticketPdf: apiPath('/tickets/:id/ticket.pdf'),
  ticketAttendee: apiPath('/tickets/:id/attendee'),
  ticketAssignment: apiPath('/ticket-assignments/:token'),

  // Partner sign-up
  partnerSignUp: '/partner-sign-up',
  partnerEmailConfirmation: apiPath('/partner-email-confirmation/:token'),
  partnerInvitation: apiPath('/partner-invitations/:token'),
  partnerInvitationRegister: apiPath('/partner-invitations/:token/register'),
  partnerInvitationAccept: apiPath('/partner-invitations/:token/accept'),

  // Partner account
  partnerProfile: '/partner/profile',
  partner: apiPath('/partners/:partnerId'),
  partnerApplicationResubmit: '/partner/application/resubmit',
  partnerLogo: '/partner/logo',

  // Address verification
  partnerAddressVerification: '/partner/address-verification',
  partnerAddressVerificationRequest: '/partner/address-verification/request',

  // Agreements
  partnerAgreements: '/partner/agreements',
  partnerContractDocument: '/partner/agreements/partner-contract/document',
  partnerAgreement: apiPath('/partner/agreements/:kind'),

  // Bank accounts
  partnerBankAccounts: '/partner/bank-accounts',
  partnerBankAccountPayout: apiPath('/partner/bank-accounts/:id/payout'),
  partnerBankAccount: apiPath('/partner/bank-accounts/:id'),

  // Partner team
  partnerMembers: '/partner/members',
  partnerMemberInvitations: '/partner/members/invitations',
  partnerMemberInvitation: apiPath('/partner/members/invitations/:invitationId'),
  partnerMember: apiPath('/partner/members/:personId'),

  // Partner documents
  partnerDocuments: '/partner/documents',
  partnerDocument: apiPath('/partner/documents/:documentId'),
  partnerDocumentFile: apiPath('/partner-documents/:documentId'),

  // Partner events
  partnerEvents: '/partner/events/',
  partnerEvent: apiPath('/partner/events/:id'),
  partnerEventSubmit: apiPath('/partner/events/:id/submit'),
  partnerEventTicketTypes: apiPath('/partner/events/:id/ticket-types'),
  partnerEventTicketType: apiPath('/partner/events/:id/ticket-types/:ttId'),
  partnerEventTicketTypeWaitingList: apiPath('/partner/events/:id/ticket-types/:ttId/waiting-list'),
  partnerEventSubEvents: apiPath('/partner/events/:id/sub-events'),
  partnerEventSubEvent: apiPath('/partner/events/:id/sub-events/:seId'),
  partnerEventImages: apiPath('/partner/events/:id/images/:kind'),
  partnerEventImage: apiPath('/partner/events/:id/images/:imageId'),
  partnerEventDocuments: apiPath('/partner/events/:id/documents/:documentType/'),
  partnerEventDocument: apiPath('/partner/events/:id/documents/:documentId'),
  partnerEventCancel: apiPath('/partner/events/:id/cancel'),

  // Partner cancellation policies
  partnerCancellationPolicies: '/partner/cancellation-policies/',
  partnerCancellationPolicy: apiPath('/partner/cancellation-policies/:id'),

  // Partner registrations
  partnerOrderRefund: apiPath('/partner/orders/:orderId/refund'),
  partnerOrderSummaries: '/partner/orders/summaries',
  partnerOrder: apiPath('/partner/orders/:id'),
  partnerOrderAttendeeChanges: apiPath('/partner/orders/:orderId/attendee-changes'),
  partnerEventCsv: apiPath('/partner/events/:id/:kind.csv'),

  // Partner damage claims
  partnerDamageClaimPhotos: '/partner/damage-claims/photos',
  partnerOrderDamageClaims: apiPath('/partner/orders/:orderId/damage-claims'),
  partnerDamageClaims: '/partner/damage-claims',
  partnerDamageClaimWithdraw: apiPath('/partner/damage-claims/:claimId/withdraw'),

  // Orders
  orderDamageClaimResponse: apiPath('/orders/:orderId/damage-claims/:claimId/response'),
  orderDamageClaimPayment: apiPath('/orders/:orderId/damage-claims/:claimId/payment'),

  // Admin: damage claims
  adminDamageClaims: '/admin/damage-claims',
  adminDamageClaim: apiPath('/admin/damage-claims/:claimId'),
  adminDamageClaimDecision: apiPath('/admin/damage-claims/:claimId/decision'),

  // Partner damage claims
  damageClaimPhoto: apiPath('/damage-claim-photos/:photoId'),

  // Partner insights
  partnerInsights: '/partner/insights',
  partnerDashboard: '/partner/dashboard',

  // Partner communications
  partnerEventMessages: apiPath('/partner/events/:id/messages'),
  partnerMessages: '/partner/messages',

  // Partner API keys
  partnerApiKeys: '/partner/api-keys',
  partnerApiKey: apiPath('/partner/api-keys/:keyId'),

  // Partner webhooks
  partnerWebhooks: '/partner/webhooks',
  partnerWebhook: apiPath('/partner/webhooks/:endpointId'),
  partnerWebhookRotateSecret: apiPath('/partner/webhooks/:endpointId/rotate-secret'),
  partnerWebhookTest: apiPath('/partner/webhooks/:endpointId/test'),
  partnerWebhookDeliveries: apiPath('/partner/webhooks/:endpointId/deliveries'),
  partnerWebhookDeliveryResend: apiPath('/partner/webhooks/:endpointId/deliveries/:deliveryId/resend'),

  // Check-in
  partnerEventCheckIns: apiPath('/partner/events/:id/check-ins'),
  partnerEventCheckIn: apiPath('/partner/events/:id/check-ins/:ticketId'),
  partnerEventCheckInSummary: apiPath('/partner/events/:id/check-ins/summary'),
  partnerEventAttendees: apiPath('/partner/events/:id/attendees'),

  // Reviews
  eventReviews: apiPath('/events/:id/reviews'),
  myReviews: '/reviews/mine',
  reviewStrikeAppeal: apiPath('/reviews/strikes/:id/appeal'),
  reviewReports: apiPath('/reviews/:id/reports'),

  // Customer support
  supportMessages: '/support/messages',

  // Partner reviews
  partnerReviews: '/partner/reviews',
  partnerReviewReply: apiPath('/partner/reviews/:id/reply'),
  partnerReviewStrikeAppeal: apiPath('/partner/review-strikes/:id/appeal'),
  partnerReviewStanding: '/partner/review-standing',
  partnerEventPreviousEdition: apiPath('/partner/events/:id/previous-edition'),

  // Admin reviews
  adminReviews: '/admin/reviews',
  adminReviewDecision: apiPath('/admin/reviews/:id/decision'),
  adminReview: apiPath('/admin/reviews/:id'),
  adminReviewReplies: '/admin/review-replies',
  adminReviewReplyDecision: apiPath('/admin/review-replies/:id/decision'),
  adminReviewStrikes: '/admin/review-strikes',
  adminReviewStrikeAppealDecision: apiPath('/admin/review-strikes/:id/appeal-decision'),

  // Partner finances
  partnerFinances: '/partner/finances',
  partnerPayouts: '/partner/payouts',
  partnerPayout: apiPath('/partner/payouts/:id'),
  partnerPayoutStatementCsv: apiPath('/partner/payouts/:id/statement.csv'),
  partnerPayoutStatementPdf: apiPath('/partner/payouts/:id/statement.pdf'),
  partnerPlans: '/partner/plans',
  partnerPlan: '/partner/plan',

  // Admin: dashboard
  adminDashboard: '/admin/dashboard',

  // Admin: events
  adminEvents: '/admin/events/',
  adminEvent: apiPath('/admin/events/:id'),
  adminEventVettingStatus: apiPath('/admin/vetting-status/events/:eventId/:currentEventVersionId'),
  adminEventUpdateLocation: apiPath('/admin/events/:id/update-location'),
  adminEventProposedVenue: apiPath('/admin/events/:id/proposed-venue'),
  adminVenueMerge: apiPath('/admin/venues/:id/merge'),

  // Admin: partners
  adminPartners: '/admin/partners/',
  adminPartner: apiPath('/admin/partners/:id'),
  adminPartnerVettingStatus: apiPath('/admin/vetting-status/partners/:partnerId'),

  // Admin: registrations
  adminOrderRefund: apiPath('/admin/orders/:orderId/refund'),
  adminOrderSummaries: '/admin/orders/summaries',
  adminOrder: apiPath('/admin/orders/:id'),

  // Admin: refunds
  adminRefunds: '/admin/refunds',
  adminTransferRefunds: '/admin/transfer-refunds',
  adminTransferRefundsFile: '/admin/transfer-refunds/sepa-file',
  adminTransferRefundsSent: '/admin/transfer-refunds/sent',

  // Admin: background work
  adminJobs: '/admin/jobs',
  adminJobKinds: '/admin/jobs/kinds',
  adminJobRetry: apiPath('/admin/jobs/:kind/:id/retry'),

  // Admin: people and their sanctions
  adminPeople: '/admin/people/',
  adminPerson: apiPath('/admin/people/:id'),
  adminPersonSanctions: apiPath('/admin/people/:id/sanctions'),
  adminPersonSanctionLift: apiPath('/admin/people/:id/sanctions/:sanctionId/lift'),
  adminPersonCancelRegistrations: apiPath('/admin/people/:id/cancel-registrations'),
  adminPersonPersonalData: apiPath('/admin/people/:id/personal-data'),
  adminPersonClose: apiPath('/admin/people/:id/close'),

  // Admin: platform fees
  adminPlatformFees: '/admin/platform-fees',
  adminPartnerPlatformFee: apiPath('/admin/partners/:id/platform-fee'),
  adminSponsorships: '/admin/sponsorships',
  adminSponsorshipEnd: apiPath('/admin/sponsorships/:id/end'),
  adminSponsorshipPrice: '/admin/sponsorship-price',

  // Admin: payouts
  adminPayouts: '/admin/payouts',
  adminPartnerPayoutsHold: apiPath('/admin/partners/:id/payouts/hold'),
  adminPartnerPayoutsRelease: apiPath('/admin/partners/:id/payouts/release'),
  adminPartnerPayoutHold: apiPath('/admin/partners/:id/payout-hold'),
  adminFinances: '/admin/finances',
  adminRevenue: '/admin/revenue',

  // Admin: option lists
  adminOptionList: apiPath('/admin/options/:listName'),
  adminOptionValue: apiPath('/admin/options/:listName/:id'),

  // Admin: audit log
  adminAuditLog: '/admin/audit-log',

  // Reference
  openApiDocument: '/openapi.json',
  referencePage: '/docs',
  referenceAsset: apiPath('/docs/:asset'),
} as const;

/** One entry of the table: a path, or a builder for a path with parameters. */
export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The Express pattern the server registers for an entry: without the trailing slash ('/orders/' -> '/orders'). */
export function apiRoutePattern(path: string | ApiPathBuilder): string {
  const pattern = typeof path === 'string' ? path : path.pattern;
  return pattern.length > 1 && pattern.endsWith('/') ? pattern.slice(0, -1) : pattern;
}
