// Which emails a person may turn off. Every template the product sends is named here with its kind:
// transactional ones always go; a notification goes only while "Email notifications" and its own
// switch are on; marketing goes only while "Marketing emails" is on (off by default). enqueueEmails
// reads this table, so an email with a template missing here does not compile. docs/api.md lists them.
import type { TEmailSwitch } from '@pavilion/domain';

export type EmailKind =
  | { kind: 'transactional' }
  /** Sent only while "Email notifications" and `switch` are on; the unsubscribe link turns `switch` off. */
  | { kind: 'notification'; switch: TEmailSwitch }
  | { kind: 'marketing' };

const transactional = { kind: 'transactional' } as const;

export const EMAIL_KINDS = {
  // Accounts: confirmations, password and security.
  'email-confirmation': transactional,
  'email-change': transactional,
  'email-changed': transactional,
  'password-reset': transactional,
  'password-changed': transactional,
  // Sanctions on an account (a block and its lifting): modules/sanctions.
  'account-blocked': transactional,
  'account-block-lifted': transactional,
  'registrations-cancelled': transactional,
  // Partner accounts: applications, vetting decisions, the team.
  'partner-email-confirmation': transactional,
  'partner-company-email-confirmation': transactional,
  'partner-application-received': transactional,
  'partner-vetting-pending': transactional,
  'partner-vetting-approved': transactional,
  'partner-vetting-rejected': transactional,
  'partner-vetting-suspended': transactional,
  'partner-team-invitation': transactional,
  'partner-member-joined': transactional,
  'event-vetting-decision': transactional,
  // Orders, tickets, cancellations and refunds, damage claims.
  'order-receipt': transactional,
  ticket: transactional,
  'cancellation-confirmed': transactional,
  'refund-sent': transactional,
  // A refund of an order paid by bank transfer: the account asked for, or the transfer announced.
  'refund-account-needed': transactional,
  'refund-to-pay-back': transactional,
  'event-cancelled': transactional,
  'event-change-refund-offer': transactional,
  // Bank transfers: the invoice to pay, and the order cancelled unpaid (modules/payments).
  'bank-transfer-invoice': transactional,
  'bank-transfer-expired': transactional,
  // Tickets named later: an attendee whose ticket went to someone else, the buyer's reminders to name
  // attendees (modules/ticket-holders).
  'ticket-passed-on': transactional,
  'naming-reminder': transactional,
  // Waiting lists: the offer of seats that came back, and the lists closed when their event is
  // cancelled (modules/waiting-lists).
  'waiting-list-offer': transactional,
  'waiting-list-closed': transactional,
  'damage-claim-filed': transactional,
  'damage-claim-answered': transactional,
  'damage-claim-decided': transactional,
  'damage-claim-decision': transactional,
  'damage-claim-charged': transactional,
  'damage-claim-payment-requested': transactional,
  'damage-claim-withdrawn': transactional,
  // About an event the recipient holds a ticket for: the organiser's message, the one review request.
  'event-message': transactional,
  'review-questionnaire': transactional,
  // A significant new version of a legal document, before it applies (modules/legal).
  'legal-change-notice': transactional,
  // A partner's platform fee changed or announced (modules/admin/fees).
  'platform-fee-change': transactional,
  // A webhook endpoint turned off after a delivery's last attempt failed (modules/webhooks).
  'webhook-endpoint-disabled': transactional,
  // The newsletter's double opt-in: the link its owner confirms an address from (modules/newsletter).
  'newsletter-confirmation': transactional,
  // A person's message to customer support, sent to support (modules/support).
  'support-message': transactional,
  // The scale check's own load (tools/scale), never sent to a customer.
  'scale-check': transactional,
  // Notifications.
  'instant-alert': { kind: 'notification', switch: 'instantAlerts' },
  'registration-alert': { kind: 'notification', switch: 'registrationAlerts' },
  'daily-digest': { kind: 'notification', switch: 'dailyDigest' },
  // Marketing: the monthly newsletter (modules/newsletter), to accounts with Marketing emails on and to
  // confirmed subscribers (SubscriberEmail in ./outbox).
  newsletter: { kind: 'marketing' },
} as const satisfies Record<string, EmailKind>;

export type EmailTemplate = keyof typeof EMAIL_KINDS;

/** Templates that go whatever the settings say. */
export type TransactionalTemplate = {
  [T in EmailTemplate]: (typeof EMAIL_KINDS)[T] extends { kind: 'transactional' } ? T : never;
}[EmailTemplate];

/** Templates a person can turn off: each is sent to one person, whose settings decide. */
export type OptionalTemplate = Exclude<EmailTemplate, TransactionalTemplate>;

export function emailKindOf(template: EmailTemplate): EmailKind {
  return EMAIL_KINDS[template];
}

/** The switch an optional email is sent under (its unsubscribe link turns it off). */
export function switchOf(kind: Exclude<EmailKind, { kind: 'transactional' }>): TEmailSwitch {
  return kind.kind === 'marketing' ? 'marketingEmails' : kind.switch;
}

/** Whether settings with these switches let an email of this kind go. */
export function allowedBy(kind: EmailKind, switches: Record<TEmailSwitch, boolean>): boolean {
  if (kind.kind === 'transactional') return true;
  if (kind.kind === 'marketing') return switches.marketingEmails;
  return switches.emailNotifications && switches[kind.switch];
}
