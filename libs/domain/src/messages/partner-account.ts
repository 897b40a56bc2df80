// What the partner account API says when it refuses something (the partner portal shows these words).
import {
  ADDRESS_CODE_MAX_ATTEMPTS,
  ADDRESS_CODE_REQUEST_INTERVAL_HOURS,
  PARTNER_REVIEW_BUSINESS_DAYS,
  UPLOAD_LIMITS,
} from '../constants';
import { defineMessages } from '../i18n';

const MB = 1024 * 1024;

export const PARTNER_ACCOUNT_MESSAGES = defineMessages('partnerAccount', {
  idMismatch: "The body's id must be the id in the address",
  organizationTypeInvalid: 'Please select a valid organisation type',
  signUpTooMany: 'Too many applications were sent from your network. Please try again in an hour.',
  resubmitNotRejected: 'Only a rejected application can be submitted again',
  applicationReceivedComment: `Application received. Our team will review it within ${PARTNER_REVIEW_BUSINESS_DAYS} business days.`,
  applicationResubmittedComment: `Application resubmitted with corrected details. Our team will review it within ${PARTNER_REVIEW_BUSINESS_DAYS} business days.`,

  companyEmailExpired: 'This confirmation link has expired. Save the company email again to get a new one.',

  logoTypeNotAllowed: 'Please choose a PNG or JPG image',
  logoTooLarge: `The logo must be ${UPLOAD_LIMITS.logo.maxBytes / MB} MB or smaller`,
  logoMissing: 'Please choose a logo to upload',

  addressAlreadyVerified: 'Your company address is already verified',
  addressIncomplete:
    "Add your company's address, city, zip code and country under Company Profile before requesting a code",
  /** `next`: when, as codeRequestTime writes it ('2026-06-10 14:30'). */
  codeRequestTooSoon: `A new code can be requested once every ${ADDRESS_CODE_REQUEST_INTERVAL_HOURS} hours. You can request the next one after {next} UTC.`,
  noCode: 'No code has been sent to your address yet. Request a code first.',
  codeUsedUp: `This code was entered wrongly ${ADDRESS_CODE_MAX_ATTEMPTS} times and no longer works. Request a new code.`,
  codeAddressChanged:
    'Your company address changed, so the code sent to the old address no longer works. Request a new code.',
  codeExpired: 'This code has expired. Request a new code.',
  codeFromOlderLetter: 'This code is from an older letter. Only the code in the newest letter works.',
  /** `attemptsLeft`: 0 or more. */
  codeWrong: `{attemptsLeft, plural, =0 {That code is not right. It was entered wrongly ${ADDRESS_CODE_MAX_ATTEMPTS} times and no longer works: request a new code.} one {That code is not right. You have # attempt left.} other {That code is not right. You have # attempts left.}}`,

  /** `agreement`: the agreement's kind as agreementSelector names it. */
  agreementOutdated:
    'A newer version of the {agreement, select, partnerContract {partner contract} customerTerms {customer terms of service} other {agreement}} is in force ({current}). Please read it and sign that version.',

  bankAccountNotFound: 'Bank account not found',
  bankAccountDuplicate: 'This account is already listed',
  bankAccountCountryMismatch: 'This IBAN belongs to a bank in {ibanCountry}: choose that country for the account',
  bankAccountsTooMany: 'A partner can keep at most {max} bank accounts. Remove one first.',
  payoutAccountRemoval: 'Choose another account in this currency for payouts before removing this one',

  memberNotFound: 'Team member not found',
  ownerCannotBeRemoved: 'The account owner cannot be removed',
  alreadyMember: 'This person is already a member of your team',
  memberOfAnotherPartner: 'This email belongs to a member of another partner account',
  attendeeAccount: 'This email belongs to an attendee account. Invite another address.',
  administratorAccount: 'This email belongs to an administrator account. Invite another address.',
  invitationNotFound: 'Invitation not found',
  invitationsTooMany: 'Too many invitations were sent today. Please try again tomorrow.',
  invitationUnknown: 'This invitation link is not valid.',
  invitationExpired: 'This invitation has expired. Ask the account owner to send a new one.',
  invitationUsed: 'This invitation has already been used. Sign in to continue.',
  invitationRevoked: 'This invitation was withdrawn. Ask the account owner for a new one.',
  invitationForAnother: 'This invitation is for {email}. Sign in with that account to accept it.',
  invitationAccountExists: 'An account with this email already exists. Sign in to accept the invitation.',
  invitationYouBelongElsewhere: 'You already belong to another partner account',
  invitationAttendee:
    'Attendee accounts cannot join a partner team. Ask the owner to invite another address for your work as an organiser.',
  invitationAdministrator: 'Administrator accounts cannot join a partner team',

  documentTypeNotAllowed: 'Please choose a PDF, DOC or DOCX document',
  documentTooLarge: `The document must be ${UPLOAD_LIMITS.document.maxBytes / MB} MB or smaller`,
  documentMissing: 'Please choose a document to upload',
  documentsTooMany: 'A partner can keep at most {max} documents. Remove one first.',
});

/** When the next address code may be requested, as codeRequestTooSoon writes it (UTC). */
export function codeRequestTime(next: Date): string {
  return next.toISOString().slice(0, 16).replace('T', ' ');
}

/** An agreement's kind as agreementOutdated's `agreement` names it. */
export function agreementSelector(kind: 'partner-contract' | 'customer-terms'): string {
  return kind === 'partner-contract' ? 'partnerContract' : 'customerTerms';
}
