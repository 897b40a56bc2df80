// What the partner's onboarding says: the application (sign-up wizard and its summary), the
// confirmation pages and the invitation to join a team.
import { defineMessages } from '@pavilion/domain';

export const ONBOARDING_TEXT = defineMessages('partner.onboarding', {
  // The company email's confirmation
  companyEmail: 'Company email',
  confirmingCompanyEmail: 'Confirming your company email',
  companyEmailConfirmed: 'Company email confirmed',
  companyEmailConfirmedText: "<b>{email}</b> is confirmed as your company's email address.",
  linkCannotBeUsed: 'This link cannot be used',
  confirmationLinkInvalid: 'This confirmation link is not valid.',
  goToDashboard: 'Go to your dashboard',
  // The invitation
  createAccountAndJoin: 'Create your account and join',
  couldNotJoin: 'You could not join',
  createToJoin: 'Create your account to join. You will sign in with <b>{email}</b>.',
  joining: 'Joining...',
  createAccountJoinButton: 'Create account and join',
  checkingSession: 'Checking your session',
  accountExists: 'An account with <b>{email}</b> already exists. Log in with it to accept the invitation.',
  logInToAccept: 'Log in to accept',
  otherAccount: 'This invitation is for another account',
  signedInAsOther: 'You are signed in as {sessionEmail}, but the invitation is for {invitationEmail}.',
  logOut: 'Log out',
  joinPartner: 'Join {partnerName}',
  joinTeamTitle: 'Join a partner team',
  openingInvitation: 'Opening your invitation',
  invitationCannotBeUsed: 'This invitation cannot be used',
  invitationLinkInvalid: 'This invitation link is not valid.',
  goToLogin: 'Go to login',
  joinOnPavilion: 'Join {partnerName} on Pavilion',
  invitedText:
    "{invitedBy} invited you to join the team. Members create and run the company's events and see its registrations. The invitation is open until {date}.",
  // The application received
  applicationReceived: 'Application received',
  thankYou:
    'Thank you for applying to become a Pavilion partner. Our team reviews every application; this takes {days} business days, and we will email you the outcome.',
  confirmationSentTo:
    'We have sent a confirmation email to <b>{email}</b>. Open the link in it to confirm your address. It may take up to {minutes} minutes to arrive.',
  confirmationSent:
    'We have sent a confirmation email to your email address. Open the link in it to confirm your address. It may take up to {minutes} minutes to arrive.',
  meanwhile:
    'Meanwhile you can log in to the partner portal to verify your company address, sign the partner contract and add a bank account for payouts.',
  // The application
  applyTitle: 'Apply to become a partner',
  applyLead:
    'List your events on Pavilion. Our team reviews every application within 2-3 business days. Already a partner? <login>Log in</login> (<forgot>forgot your password?</forgot>).',
  applicationSteps: 'Application steps',
  stepDone: ' (done)',
  listsFailed: 'The lists of countries and sectors could not be loaded',
  stepTitle: 'Step {step} of 4: {title}',
  emailHint: 'You sign in with this address; we send the confirmation link here.',
  country: 'Country',
  selectCountry: 'Select a country',
  companyEmailHint: 'Leave blank to use your own email.',
  companyAddress: 'Company address',
  companyAddressHint: 'The verification letter with your code is posted here.',
  companyCountry: 'Company country',
  back: 'Back',
  next: 'Next',
  submitApplication: 'Submit Application',
  // The summary
  checkDetails: 'Please check your details before you submit the application.',
  contactDetails: 'Contact Details',
  companyDetails: 'Company Details',
  firstName: 'First name',
  surname: 'Surname',
  email: 'Email',
  companyName: 'Company name',
  registeredCompanyName: 'Registered company name',
  registrationNumber: 'Registration number',
  organisationType: 'Organisation type',
  address: 'Address',
  city: 'City',
  zipCode: 'Zip code',
  phoneNumber: 'Phone number',
  website: 'Website',
  companySize: 'Company size',
  employees: '{size} employees',
  eventsPerYear: 'Events per year',
  industrySectors: 'Industry sectors',
});
