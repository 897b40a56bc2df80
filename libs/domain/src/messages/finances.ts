// What the finances area says.
import { PLAN_KEYS } from '../constants';
import { defineMessages } from '../i18n';

export const FINANCE_MESSAGES = defineMessages('finances', {
  plan: `Plan must be one of: ${PLAN_KEYS.join(', ')}`,
  planUnchanged: 'You are already on this plan',
  planLimit:
    'Your {plan} plan allows {limit} events live at once (submitted or approved, not yet ended or cancelled). Wait for one to end, or choose a larger plan in Finances.',
  payoutNotFound: 'Payout not found',
  holdReason: 'Give a reason of 5 to 500 characters for holding the payouts',
  holdHeld: 'held must be true (hold the payouts) or false (release them)',
  alreadyHeld: "This partner's payouts are already held",
  notHeld: "This partner's payouts are not held",
  payoutStatus: 'Status must be one of: due, held, failed, paid, all',
  revenueFrom: 'From must be a date (YYYY-MM-DD)',
  revenueTo: 'To must be a date (YYYY-MM-DD)',
  revenueRange: 'From must be on or before to, at most 5 years apart',
  statementFormat: 'format must be json, csv or pdf',
});

/**
 * Money in a currency is paid only to the partner's payout account in that currency, never converted
 * (docs/decisions/0272-one-payout-account-per-currency-never-converted.md, "One payout account per currency, never converted"); without one it waits, and these words say why.
 */
export const PAYOUT_CURRENCY_MESSAGES = defineMessages('finances.payoutCurrency', {
  blockLabel: 'No bank account in {currency} is marked for payouts',
  blockDetail:
    'Money in {currency} is paid only to a bank account in {currency}. Add one in Settings, Bank accounts: what is due is paid at the next payout run',
  /** The console's words for the same block. */
  adminDetail:
    'Waits until the partner adds a bank account in {currency}; it is never paid to an account in another currency',
  /** The event form's warning for a ticket currency without a payout account. */
  eventWarning:
    'You have no bank account in {currency} for payouts. Tickets can still be sold; the money is held until you add one in Settings, Bank accounts.',
});

/** What the plan page says "live" means. */
export const PLAN_TEXT = defineMessages('finances.plans', {
  liveEventsMeaning:
    'An event is live from the moment it is submitted for review until it ends or is cancelled; a rejected event does not count.',
});

/** What stops a partner's payouts (by TPayoutBlockKey). */
export const PAYOUT_BLOCK_LABELS = defineMessages('finances.payoutBlocks', {
  held: 'Payouts are held by Pavilion',
  'not-approved': 'Your company is not approved',
  'address-not-verified': 'Your company address is not verified',
  'contract-not-signed': 'The partner contract is not signed',
  'no-payout-account': 'No bank account is marked for payouts',
  'no-payout-account-in-currency': 'No bank account in this currency is marked for payouts',
});

/** A payout statement's kinds of lines (by TStatementLineKind). */
export const STATEMENT_LINE_LABELS = defineMessages('finances.statementLines', {
  sales: 'Ticket sales',
  refunds: 'Refunds',
  fees: 'Platform fees',
  damage: 'Damage charges',
  'plan-fee': 'Listing plan',
  sponsorship: 'Sponsored placement',
});

export const PAYOUT_TEXT = defineMessages('finances.payouts', {
  /** The events a payout pays: the first ones by name (`events`, listed), then how many more. */
  eventsAndMore: '{more, plural, other {{events} and # more}}',
  /** The partner's payout list filter (PAYOUT_STATUSES). */
  statusInvalid: 'Status must be one of: scheduled, processing, paid, failed',
});
