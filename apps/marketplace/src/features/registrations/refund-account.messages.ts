// What an order's card says about a refund paid back by bank transfer, and its account form.
import { defineMessages } from '@pavilion/domain';

export const REFUND_ACCOUNT_TEXT = defineMessages('marketplace.refundAccount', {
  heading: 'Your refund by bank transfer',
  askWhy:
    'You paid this order by bank transfer, so we pay your refund of {amount} back by bank transfer, not to a card. Tell us the account to send it to: it usually reaches you within {days, plural, one {# working day} other {# working days}} after you give it.',
  toPayBack:
    'We will pay {amount} back by bank transfer to {holder}, account {iban}. It usually reaches you within {days, plural, one {# working day} other {# working days}}; we will email you when it is sent.',
  change: 'Change the account',
  formLabel: 'Bank account for the refund',
  accountHolder: 'Account holder',
  iban: 'IBAN',
  ibanHint: 'As printed on your bank statement, for example DE89 3704 0044 0532 0130 00',
  bic: 'BIC (optional)',
  bicHint: 'Only if your bank asks for it, for example COBADEFFXXX',
  save: 'Save the account',
  saving: 'Saving the account…',
  saved: 'Account saved',
  savedText: 'We will pay your refund back to this account.',
  notSaved: 'The account was not saved',
  tryAgain: 'The account could not be saved. Please try again.',
});
