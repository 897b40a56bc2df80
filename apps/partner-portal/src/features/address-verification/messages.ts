// What the address verification says: the company address, the code from the letter, a new code.
import { defineMessages } from '@pavilion/domain';

export const ADDRESS_TEXT = defineMessages('partner.addressVerification', {
  company: 'Company',
  address: 'Address',
  city: 'City',
  zipCode: 'Zip code',
  country: 'Country',
  newCodeSent: 'A new code is in the post to your company address. It works until {date}.',
  codeSent:
    'We posted a letter with a 6-digit code to this address on {sentAt}. Enter the code below; it works until {expiresAt} ({attemptsLeft, plural, one {# attempt} other {# attempts}} left).',
  noCode: 'No code is waiting for this address. Request a code: we post a letter with a 6-digit code to it.',
  incomplete: 'Your address is incomplete',
  incompleteText:
    "Add your company's address, city, zip code and country under <link>Company Profile</link> before requesting a code.",
  verifyYourAddress: 'Verify your address',
  verificationCode: 'Verification code',
  codeHint: 'The six digits from the letter. You can paste them.',
  verifying: 'Verifying...',
  verifyAddress: 'Verify Address',
  requesting: 'Requesting...',
  requestCode: 'Request a new code',
  nextRequest: 'A new code can be requested once every 24 hours: the next one after {date}.',
  title: 'Address verification',
  heading: 'Verify your company address',
  loading: 'Loading your address',
  failed: 'Your address could not be loaded',
  companyAddress: 'Company address',
  notRight: 'Not right? Correct it under <link>Company Profile</link>; a changed address needs a new code.',
  verified: 'Your address is verified',
  verifiedOn: 'Verified on {date}.',
  needHelp: 'Need help? Write to us at <link>{email}</link>.',
  verifiedTitle: 'Address verified',
  thankYou: 'Thank you. Your company address is verified; buyers and our team can rely on it.',
  backToAccount: 'Back to My Account',
  goToDashboard: 'Go to your dashboard',
});
