// What the legal documents' versions and their acceptance say (sign-up, checkout, the ask after a change).
import { MIN_AGE } from '../constants';
import { defineMessages } from '../i18n';

export const LEGAL_MESSAGES = defineMessages('legal', {
  termsAcceptanceRequired: 'Please confirm that you have read and agree to the customer terms of service',
  adultConfirmationRequired: `Please confirm that you are ${MIN_AGE} or over`,
  acceptanceRequired: 'Please tick the box to confirm that you have read and agree to this document',
  documentInvalid: 'Choose one of: customer-terms, privacy-notice, content-guidelines, partner-contract',
  versionOutdated: 'This is not the version in force: reload the page, read the version in force and accept it',
  termsNotAccepted:
    'Our customer terms of service changed on {day}. Please read them and confirm that you agree before you order.',
  partnerContractOnly: "The partner contract is signed in the partner portal, by the partner's owner",
  significantInvalid: 'Say whether the change is significant: true or false',
  appliesFromRequired: 'Enter the date and time from which the new version applies',
  noticeTooShort:
    'A significant change applies at least {days} days after it is published, so that everyone is told before: choose {earliest} or later',
  appliesFromPast: 'The new version cannot apply before it is published: choose a date from now on',
  alreadyPublished: 'Version {version} of this document is already published',
});
