import { definedMessages } from '../i18n';
import { MESSAGES, NOT_FOUND, TICKET_STATE } from './common';
import { UI_TEXT } from './ui-text';

// The spec's strings, word for word: the form and API messages, then the error catalogue and empty states.
it.each([
  [
    'MESSAGES',
    MESSAGES,
    {
      emailInvalid: 'Please enter a valid email address',
      firstNameRequired: 'First name is required',
      surnameRequired: 'Surname is required',
      nameRequired: 'Name is required',
      countryRequired: 'Country is required',
      priceNonNegative: 'Price must be non-negative',
      passwordTooShort: 'Password must be at least 8 characters long',
      passwordsDoNotMatch: 'Passwords do not match',
      signUpCountryRequired: 'Please select your country',
      phoneInvalid: 'Please enter a valid phone number',
      underage: 'You must be at least 18 years old',
      minTwoChars: 'Must be at least 2 characters',
      partnerEmailInvalid: 'Invalid email address',
      partnerCountryRequired: 'Please select a country',
      noTicketsSelected: 'No tickets selected',
      companyRequired: 'Company is required',
      jobTitleRequired: 'Job title is required',
      cardNumberInvalid: 'Please enter a valid 16-digit card number',
      expiryInvalid: 'Please enter a valid expiry date (MM/YY)',
      cardExpired: 'Card is expired',
      cvvInvalid: 'Please enter a valid 3-4 digit CVV',
      fullNameTooShort: 'Please enter your full name',
      addressRequired: 'Address is required',
      addressTooShort: 'Please enter a complete address',
      zipRequired: 'Zip code is required',
      zipInvalid: 'Please enter a valid zip/postal code',
      maxPriceBelowMin: 'Maximum price must be greater than or equal to minimum price',
      locationQueryTooShort: 'Enter at least 2 characters to search',
      dateTimeInvalid: 'Invalid date/time format',
      dateTimeEndBeforeStart: 'End date/time cannot be before start date/time',
      quantityNonNegative: 'Quantity must be non-negative',
      cancellationPolicyRequired: 'Cancellation policy is required',
      ticketEndBeforeStart: 'End date must be after start date',
      extraEventFieldsRequired: 'Please fill in all required fields',
      policyFieldsRequired: 'Please fill all required fields',
      periodStartBeforeEnd: 'Start days must be less than or equal to end days for each period',
      periodsEmpty: 'You must have at least one period',
      bankAccountNameRequired: 'Bank account name is required',
      ibanRequired: 'IBAN is required',
      ibanInvalid: 'Invalid IBAN format',
      swiftRequired: 'SWIFT/BIC code is required',
      swiftInvalid: 'Invalid SWIFT/BIC code format',
      verificationCodeIncomplete: 'Please enter all 6 digits',
      verificationPasteNotDigits: 'Please paste numbers only',
      maxBannerImages: 'Maximum 5 images allowed',
    },
  ],
  [
    'UI_TEXT',
    UI_TEXT,
    {
      wrongCredentials: 'Wrong credentials! Please retry.',
      registrationFailed: 'Registration failed',
      partnerSignUpFailed: 'Error submitting application',
      missingCredentials: 'Missing authentication credentials',
      ticketInfoUnavailable: 'Unable to load ticket information. Please try again later.',
      noEventsFound: 'No events found matching your search criteria',
      noOrdersFound: 'No orders found',
      noNotifications: 'No new notifications',
      noAgendaItems: 'No agenda items scheduled',
      noTicketsAvailable: 'No tickets available at the moment.',
      noPolicies: 'No cancellation policies found. Create one to get started.',
      noOptionItems: 'No items in the list. Add some!',
      subscribed: 'Thanks for subscribing!',
      paymentProcessing: 'Processing...',
      paymentSuccess: 'Payment processed successfully!',
      paymentError: 'There was an error processing your payment. Please try again.',
      imageUploadFailed: 'Image upload failed',
      imageDeletionFailed: 'Image deletion failed',
      free: 'Free',
    },
  ],
])('%s holds the spec strings word for word', (_name, catalogue, expected) => {
  expect(catalogue).toMatchObject(expected);
});

describe('MESSAGES and UI_TEXT', () => {
  it('defines each string once, so one wording cannot drift from another', () => {
    const strings = [...Object.values(MESSAGES), ...Object.values(UI_TEXT)].filter(
      (value: unknown): value is string => typeof value === 'string',
    );
    expect(new Set(strings).size).toBe(strings.length);
  });

  it('builds the parameterised messages', () => {
    expect(MESSAGES.tooLong({ max: 95 })).toBe('Must be at most 95 characters');
    expect(MESSAGES.fileTooLarge({ maxMegabytes: 2 })).toBe('File must be 2 MB or smaller');
    expect(UI_TEXT.httpError({ status: 404, statusText: 'Not Found' })).toBe('Error 404: Not Found');
  });
});

describe('words shared by several areas', () => {
  it.each([
    ['NOT_FOUND', NOT_FOUND],
    ['TICKET_STATE', TICKET_STATE],
  ] as const)('%s: each wording is defined once, under its shared key', async (_name, messages) => {
    // Every area's messages, so that a copy under another key would be seen.
    await import('../index');
    const defined = definedMessages();
    for (const text of Object.values(messages) as string[]) {
      const keys = [...defined].filter(([, english]) => english === text).map(([key]) => key);
      expect(keys).toHaveLength(1);
    }
  });
});
