// @pavilion/domain: every request/response contract, constant, message and pure business rule,
// shared by the React apps and the API server. Imports nothing but zod.

// Constants, messages, money
export * from './constants';
export * from './messages';
export * from './i18n';
export * from './money';

// Common building blocks
export * from './common/ids';
export * from './common/email';
export * from './common/text';
export * from './common/numbers';
export * from './common/dates';
export * from './common/time-zones';
export * from './common/zoned-format';
export * from './common/date-range';
export * from './common/refine';
export * from './common/list';
export * from './common/errors';
export * from './common/newsletter';
export * from './common/newsletter-pages';
export * from './common/linked-pages';
export * from './common/status';
export * from './http/params';
export * from './http/openapi';
export * from './http/paths';

// Reference option lists
export * from './options/option-items';
export * from './options/venues';
export * from './options/reference-names';
export { RANGE_TEXT } from './options/messages';

// Sign-in, sign-up, passwords, session
export * from './auth/password';
export * from './auth/session';
export * from './auth/login';
export * from './auth/attendee-sign-up';
export * from './auth/partner-sign-up';
export * from './auth/password-recovery';

// Attendee account
export * from './account/profile';
export * from './account/settings';
export * from './account/unsubscribe';
export * from './account/notifications';
export * from './account/login-activity';
export * from './account/personal-data';

// The dev mailbox (development only)
export * from './mail/dev-mailbox';

// Event search and events as read
export * from './search/event-filter';
export * from './search/event-filter-url';
export * from './search/date-range-picker';
export * from './search/sort';
export * from './search/ranking';
export * from './events/event-card';
export * from './events/event-detail';
export * from './events/favourites';
export * from './events/reviews';
export * from './support/messages-to-support';
export * from './events/duration';
export * from './events/calendar';

// Checkout and orders
export * from './checkout/ticket-selection';
export * from './checkout/payment';
export * from './checkout/order';
export * from './checkout/bank-transfer';
export * from './refunds/refunds';
export * from './refunds/cancellation-terms';
export * from './refunds/change-offer';
export * from './checkout/promo-codes';
export * from './offer/offer';
export * from './damage-claims/damage-claim';
export * from './damage-claims/damage-claims';
export * from './sponsorships/sponsorships';
export * from './waiting-lists/waiting-lists';
export * from './invoices/invoice';

// Partner area
export * from './partner/money-input';
export * from './partner/ticket-type';
export * from './partner/agenda-item';
export * from './partner/sub-event';
export * from './vat/event-vat';
export * from './vat/company';
export * from './partner/event-payload';
export * from './partner/cancellation-policy';
export * from './partner/bank-account';
export * from './partner/verification-code';
export * from './partner/onboarding';
export * from './partner/team';
export * from './partner/agreements';
export * from './legal/documents';
export * from './partner/documents';
export * from './partner/partner';
export * from './partner/uploads';
export * from './partner/partner-events';
export * from './partner/event-cancellation';
export * from './partner/partner-orders';
export * from './partner/insights';
export * from './partner/communications';
export * from './partner/check-ins';
export * from './partner/api-keys';
export * from './partner/widget';
export * from './partner/webhooks';
export * from './partner/finances';

// Admin area
export * from './admin/vetting';
export * from './admin/options';
export * from './admin/location';
export * from './admin/jobs';
export * from './admin/events';
export * from './admin/partners';
export * from './admin/orders';
export * from './admin/platform-fees';
export * from './admin/people';
export * from './admin/audit';
export * from './admin/review-wait';
export * from './admin/dashboard';
export * from './admin/version-changes';
