// What the marketplace's shared components say: the save button, the place search and the sign-up form.
import { defineMessages } from '@pavilion/domain';

export const COMPONENTS_TEXT = defineMessages('marketplace.components', {
  // Save / Saved
  saveFailed: 'The event could not be saved.',
  removeFailed: 'The event could not be removed.',
  savedLabel: 'Saved: {name}. Remove from saved events',
  saveLabel: 'Save {name}',
  saved: 'Saved',
  save: 'Save',
  // Location search
  location: 'Location',
  noOptionsFound: 'No options found',
  venue: 'Venue',
  city: 'City',
  enterTwoCharacters: 'Enter at least 2 characters to search',
  searching: 'Searching...',
  optionsFailed: 'Failed to fetch options',
  resultCount: '{count, plural, one {# result} other {# results}}',
  cityOrVenue: 'City or venue',
  // Sign-up
  signUpForm: 'Sign up',
  listsFailed: 'The lists of countries and sectors could not be loaded',
  phoneNumber: 'Phone number',
  phoneHint: 'At least 10 digits; spaces and hyphens are fine',
  dateOfBirth: 'Date of birth',
  company: 'Company',
  jobTitle: 'Job title',
  sectors: 'Sectors',
  filterSectors: 'Type to filter sectors',
  country: 'Country',
  loadingCountries: 'Loading countries...',
  selectCountry: 'Select your country',
  creatingAccount: 'Creating your account...',
  signUp: 'Sign up',
});
