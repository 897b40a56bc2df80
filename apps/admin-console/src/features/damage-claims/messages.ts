// What the console's damage claim pages say.
import { defineMessages } from '@pavilion/domain';
import { withPlaceholders } from '../../components/messages';

export const DAMAGE_CLAIMS_TEXT = defineMessages('admin.damageClaims', {
  filterDisputed: 'Disputed, waiting for a decision',
  filterWaiting: 'Waiting for anyone (buyer, support or a retried charge)',
  filterAll: 'All claims',
  title: 'Damage claims',
  listName: 'Damage claims list',
  claims: 'Claims',
  search: 'Search claims',
  searchPlaceholder: 'Event, partner or buyer email',
  loading: 'Loading damage claims',
  failed: 'The damage claims could not be loaded',
  empty: 'No damage claims here',
  pages: 'Damage claim pages',
  caption: 'Damage claims',
  filed: 'Filed',
  claimLink: 'Claim of {amount} by {partner} on {buyer}, filed {filedAt}',
  partner: 'Partner',
  event: 'Event',
  buyer: 'Buyer',
  amount: 'Amount',
  state: 'State',
  claimTitle: 'Damage claim',
  loadingClaim: 'Loading the damage claim',
  claimFailed: 'The damage claim could not be loaded',
  openOrder: 'Open the order',
  backToClaims: 'Back to the damage claims',
  notSavedRetry: 'The decision was not saved. Please try again.',
  decideTitle: 'Decide this claim',
  notSaved: 'The decision was not saved',
  decision: 'Decision',
  uphold: 'Uphold',
  upholdHint:
    'The buyer did not agree, so nothing is charged now: they are emailed a payment link, and the amount is paid to the partner once they pay it.',
  reject: 'Reject',
  rejectHint: 'Nothing is charged.',
  amountUpheld: 'Amount upheld ({currency})',
  amountHint: 'Leave empty to uphold the whole {claimed} claimed; at most that.',
  reason: 'Reason (emailed to the partner and the buyer, kept in the audit log)',
  rejectClaim: 'Reject the claim',
  upholdAndAsk: 'Uphold and ask the buyer to pay',
});

export const claimLinkText = withPlaceholders<'amount' | 'partner' | 'buyer' | 'filedAt'>(DAMAGE_CLAIMS_TEXT.claimLink);
