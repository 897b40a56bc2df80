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

/** What the company details at checkout say when they refuse (each names its field). */
export const COMPANY_MESSAGES = defineMessages('checkout.company', {
  nameRequired: 'Please enter the company name',
  nameLong: 'The company name can be at most {max, number} characters',
  addressRequired: "Please enter the company's billing address",
  addressLong: 'The billing address can be at most {max, number} characters',
  countryRequired: "Please choose the company's country",
  countryUnknown: 'Choose a country from the list',
  vatNumberRequired: "Please enter the company's VAT number: companies in the EU need one on their invoices",
  vatNumberFormat: "This is not a valid VAT number for {country}: check it against the company's registration",
  vatNumberInvalid: 'A VAT number has only letters and digits, at most {max, number}',
  vatNumberRejected: "The EU's VIES service says this VAT number is not registered: check it",
  referenceLong: 'The purchase order or reference can be at most {max, number} characters',
});

/** The company an order was bought for, as order pages and the receipt name its facts. */
export const COMPANY_FACT_LABELS = defineMessages('company.facts', {
  heading: 'Bought for a company',
  company: 'Company',
  address: 'Billing address',
  country: 'Country',
  vatNumber: 'VAT number',
  reference: 'Purchase order / reference',
  vatNumberValue:
    '{number}{check, select, valid { (confirmed by the EU VIES service)} unavailable { (not checked: VIES did not answer)} other {}}',
});
