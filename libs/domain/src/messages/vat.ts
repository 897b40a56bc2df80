// What an event's VAT setting says: the partner's choices, the refusals and the words pages print.
import { defineMessages } from '../i18n';

export const VAT_MESSAGES = defineMessages('vat', {
  modeInvalid: 'Choose whether prices include VAT or VAT does not apply',
  rateRequired: 'Please enter the VAT rate the prices include',
  rateInvalid: 'The VAT rate must be a percentage above 0 and at most 30, with at most 2 decimals (20 or 5.5)',
  reasonInvalid:
    'Choose why VAT does not apply: not stated, reverse charge, outside the scope of VAT, exempt from VAT or seller not registered for VAT',
});

/** Why VAT does not apply, as forms offer it and invoices print it (by TVatExemptReason). */
export const VAT_EXEMPT_REASON_LABELS = defineMessages('vat.reason', {
  not_stated: 'Not stated',
  reverse_charge: 'Reverse charge: the buyer accounts for the VAT',
  outside_scope: 'Outside the scope of VAT',
  exempt: 'Exempt from VAT',
  not_registered: 'The seller is not registered for VAT',
});

/** The setting in words: on the partner's event page and, later, on invoices. */
export const VAT_WORDS = defineMessages('vat.words', {
  included: 'Prices include VAT at {rate}',
  none: 'VAT does not apply: {reason}',
});
