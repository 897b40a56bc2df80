// Every user-facing string the schemas and the UI share. Quoted spec strings are the contract;
// the ones marked "ours" fill gaps where the spec names a rule but not its wording.

import {
  FILTER_DATE_MAX,
  FILTER_DATE_MIN,
  MIN_AGE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MAX_BYTES,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_RESULTS,
  TICKET_QTY_MAX,
} from '../constants';
import { defineMessages, formatLocale } from '../i18n';

/**
 * Field names as a message lists them ('name, rows'; 'name y rows' in Spanish): they are the API's
 * names, so they are listed as units, not joined with the language's "and" in English.
 */
export function fieldList(names: readonly string[]): string {
  return new Intl.ListFormat(formatLocale(), { type: 'unit', style: 'short' }).format(names);
}

export const MESSAGES = defineMessages('common', {
  // Shared by several forms
  required: 'This field is required', // ours
  emailInvalid: 'Please enter a valid email address',
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
  nameRequired: 'Name is required',
  countryRequired: 'Country is required',
  priceNonNegative: 'Price must be non-negative',
  minRating: 'Minimum rating must be from 0.5 to 5 stars in half stars', // ours
  dateInvalid: 'Please enter a valid date', // ours
  idInvalid: 'Invalid id', // ours
  optionInvalid: 'Please select a valid option', // ours
  tooLong: 'Must be at most {max} characters', // ours
  // ours: a value of the wrong type, said in words that name what is expected
  textInvalid: 'Must be text',
  idListInvalid: 'Must be a list of ids',
  trueOrFalse: '{what} must be true or false',
  bodyNotObject: 'The request body must be a JSON object',
  // ours: request checks every route makes before its own schema
  zeroByte: 'Text must not contain a zero byte (U+0000)',
  jsonBodyRequired: 'Send the request body as JSON (Content-Type: application/json)',
  bodyMissing: 'A request body is required: a JSON object as described in the API reference',
  jsonTooDeep: 'The JSON body is nested too deeply: at most {max} levels of objects and arrays',
  jsonMalformed: 'Malformed JSON in request body',
  busy: 'Other changes to the same order or event were being saved at that moment, so nothing was changed. Please try again.',
  jsonCharset: 'Send the JSON body in UTF-8 (charset=utf-8, or no charset)',
  jsonEncoding: 'Content-Encoding must be gzip, deflate, br or identity',
  bodyTooLarge: 'The request body is too large: at most {megabytes} MB',
  // `accepted`: the field names, as fieldList lists them
  unknownField: "Unknown field ''{field}'': this takes {accepted}",
  unknownFieldNoFields: "Unknown field ''{field}'': this takes no fields here",
  noKnownField: 'Send at least one field to change: {accepted}',

  // Login, sign-up, passwords
  passwordRequired: 'Password is required', // ours
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  // ours: bcrypt reads no more than 72 bytes
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_BYTES} bytes long (letters with accents and symbols count as 2 to 4 bytes each)`,
  passwordUppercase: 'Password must contain an uppercase letter', // ours
  passwordDigit: 'Password must contain a number', // ours
  passwordSpecial: 'Password must contain a special character', // ours
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required', // ours
  linkTokenInvalid: 'This link is invalid or has expired', // ours
  signUpCountryRequired: 'Please select your country',
  phoneInvalid: 'Please enter a valid phone number',
  dateOfBirthRequired: 'Date of birth is required', // ours
  underage: `You must be at least ${MIN_AGE} years old`,
  jobTitleInvalid: 'Choose a job title from the list (its id) or type one', // ours

  // Partner sign-up wizard
  minTwoChars: 'Must be at least 2 characters',
  partnerEmailInvalid: 'Invalid email address',
  partnerCountryRequired: 'Please select a country',
  companyNameRequired: 'Company name is required', // ours

  // Checkout: attendee details
  noTicketsSelected: 'No tickets selected',
  companyRequired: 'Company is required',
  jobTitleRequired: 'Job title is required',
  ticketQuantityRange: `Quantity must be between 1 and ${TICKET_QTY_MAX}`, // ours

  // Checkout: payment form
  cardNumberInvalid: 'Please enter a valid 16-digit card number',
  expiryInvalid: 'Please enter a valid expiry date (MM/YY)',
  cardExpired: 'Card is expired',
  cvvInvalid: 'Please enter a valid 3-4 digit CVV',
  cardNumberNotMasked: 'Card number must be masked', // ours: a response check, never shown to users
  fullNameTooShort: 'Please enter your full name',
  addressRequired: 'Address is required',
  addressTooShort: 'Please enter a complete address',
  zipRequired: 'Zip code is required',
  zipInvalid: 'Please enter a valid zip/postal code',

  // Event search
  maxPriceBelowMin: 'Maximum price must be greater than or equal to minimum price',
  maxDateBeforeMin: 'End date must be on or after start date', // ours
  filterDateInvalid: 'Please enter a date as YYYY-MM-DD or an ISO date-time', // ours
  filterDateOutOfRange: `Dates must be between ${FILTER_DATE_MIN} and ${FILTER_DATE_MAX}`, // ours
  searchPage: `Page must be a whole number from 1 to ${SEARCH_MAX_PAGE}`, // ours
  searchDepth: `Only the first ${SEARCH_MAX_RESULTS} results can be paged through: page × page size must be at most ${SEARCH_MAX_RESULTS}`, // ours
  searchPageSize: `Page size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`, // ours
  locationQueryTooShort: 'Enter at least 2 characters to search',
  searchQueryRequired: 'Enter something to search', // ours
  searchQueryTooLong: 'Search for at most 100 characters', // ours
  optionListRequired: 'Name an option list, e.g. job-titles or countries', // ours
  placeKindInvalid: 'Kind must be one of: any, city, venue', // ours
  detailedInvalid: 'detailed must be true or false', // ours
  topEventsMax: 'At most 12 events', // ours

  // Partner event form
  eventNameRequired: 'Event name is required', // ours
  eventTypeRequired: 'Event type is required', // ours
  taglineRequired: 'Tagline is required', // ours
  descriptionRequired: 'Description is required', // ours
  websiteRequired: 'Website is required', // ours
  websiteInvalid: 'Please enter a valid website address', // ours
  attendanceTypeRequired: 'Attendance type is required', // ours
  otherInformationRequired: 'Other information is required', // ours
  dateTimeInvalid: 'Invalid date/time format',
  dateTimeEndBeforeStart: 'End date/time cannot be before start date/time',
  currencyInvalid: 'Please select a valid currency', // ours

  // Ticket types, agenda items, extra events
  quantityNonNegative: 'Quantity must be non-negative',
  cancellationPolicyRequired: 'Cancellation policy is required',
  ticketEndBeforeStart: 'End date must be after start date',
  extraEventFieldsRequired: 'Please fill in all required fields',

  // Cancellation policies
  policyFieldsRequired: 'Please fill all required fields',
  // The spec's wording; the rule it guards is start >= end (start is further from the event).
  periodStartBeforeEnd: 'Start days must be less than or equal to end days for each period',
  periodsEmpty: 'You must have at least one period',
  refundOutOfRange: 'Refund must be between 0 and 100', // ours
  daysNegative: 'Days must be 0 or more', // ours

  // Bank details
  bankAccountNameRequired: 'Bank account name is required',
  ibanRequired: 'IBAN is required',
  ibanInvalid: 'Invalid IBAN format',
  // ours: the spec's message, then which part of the IBAN is wrong
  ibanCharacters: 'Invalid IBAN format: use only letters and digits',
  ibanCountryUnknown:
    'Invalid IBAN format: it must start with the code of a country that uses IBANs, such as GB, DE or FR',
  ibanLength: 'Invalid IBAN format: an IBAN from {country} has {length} characters',
  ibanAccountFormat: 'Invalid IBAN format: the account part does not match the format of {country} IBANs',
  ibanCheckDigits: 'Invalid IBAN format: the check digits do not match, please check for a typo',
  accountNumberNotMasked: 'Account number must be masked', // ours: a response check, never shown to users
  swiftRequired: 'SWIFT/BIC code is required',
  swiftInvalid: 'Invalid SWIFT/BIC code format',

  // Address verification code
  verificationCodeIncomplete: 'Please enter all 6 digits',
  verificationPasteNotDigits: 'Please paste numbers only',

  // Agreements (ours)
  agreementKindInvalid: 'Agreement must be partner-contract or customer-terms',
  agreementVersionRequired: 'Send the version of the agreement you read',

  // Uploads
  maxBannerImages: 'Maximum 5 images allowed',
  fileTooLarge: 'File must be {maxMegabytes} MB or smaller', // ours
  fileTypeNotAllowed: 'This file type is not allowed', // ours

  // Admin
  commentRequired: 'Comment is required', // ours
  optionValueRequired: 'Value is required', // ours

  // ours: what a value that breaks a rule with no words of its own is told (never zod's English)
  valueInvalid: 'This value is not valid',
  numberInvalid: 'Must be a number',
  booleanInvalid: 'Must be true or false',
  listInvalid: 'Must be a list',
  objectInvalid: 'Must be an object with named fields',
  formatInvalid: 'This value is not in the expected format',
  tooShort: 'Must be at least {min} characters',
  numberTooSmall: 'Must be at least {min}',
  numberTooBig: 'Must be at most {max}',
  tooFew: 'Choose at least {min}',
  tooMany: 'Choose at most {max}',
  unknownKeys: 'Unknown field: {keys}',
});

/**
 * What a 404 says, one wording per thing, whichever area refuses (ours). An id that is not there and one
 * the caller may not see (another partner's order, an event not on the marketplace) read the same, so
 * the answer does not tell one from the other.
 */
export const NOT_FOUND = defineMessages('common.notFound', {
  event: 'Event not found',
  order: 'Order not found',
  partner: 'Partner not found',
  person: 'Person not found',
  ticket: 'Ticket not found',
  document: 'Document not found',
});

/**
 * What a ticket's state says wherever a request meets it (a scan at the door, an assign link, a change of
 * attendee): one wording per meaning, whichever area refuses.
 */
export const TICKET_STATE = defineMessages('common.ticketState', {
  /** Cancelled alone or with its whole order: no longer valid. */
  cancelled: 'This ticket was cancelled',
});
