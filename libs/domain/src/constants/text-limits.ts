// Text field lengths: free text, emails and each named field, matching the database columns.

/** Upper bound for free-text fields with no spec limit, so the server never stores unbounded text. */
export const SHORT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 5000;
export const EMAIL_MAX = 254;
/** Field lengths, matching the database columns so a valid request never fails on insert. */
export const TEXT_LIMITS = {
  personName: 100,
  companyName: 200,
  jobTitle: 200,
  phoneNumber: 40,
  address: 500,
  city: 120,
  zipCode: 20,
  registrationNumber: 60,
  website: 300,
  eventName: 200,
  itemName: 200,
  policyName: 120,
  optionValue: 120,
  bankAccountName: 200,
  cardholderName: 200,
  contactHours: 100,
  documentName: 200,
} as const;
