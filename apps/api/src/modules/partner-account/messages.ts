// What the partner account's emails say: the application, its review, the company email and the team.
import { defineMessages } from '@pavilion/domain';
import { keptMessages } from '../../platform/stored-message';

export const PARTNER_EMAIL_TEXT = defineMessages('email.partnerAccount', {
  hello: 'Hello {firstName},',
  linkOnce48h: 'This link works once and expires in 48 hours.',
  unknownCompany: 'If you do not know this company, ignore this email.',
  confirmSubject: 'Confirm your email address for Pavilion',
  confirmPreview: 'One click to confirm your email while we review your application.',
  confirmHeading: 'Confirm your email, {firstName}',
  confirmBody:
    "Thanks for applying to list {companyName}'s events on Pavilion. Please confirm that this is your email address: we send your application's outcome, payouts and event news here.",
  confirmAction: 'Confirm my email',
  confirmIgnore: 'If you did not apply to Pavilion, you can ignore this email.',
  companySubject: "Confirm {companyName}'s email address for Pavilion",
  companyPreview: "Confirm the address Pavilion uses for your company's account.",
  companyHeading: 'Confirm your company email',
  companyBody:
    "This address was given as {companyName}'s email on Pavilion. Please confirm that it belongs to the company.",
  companyAction: 'Confirm company email',
  receivedSubject:
    '{resubmitted, select, yes {We received your corrected application} other {We received your application}}',
  receivedPreview: 'Review takes {days} business days.',
  receivedHeading: '{resubmitted, select, yes {Your corrected application is in} other {Your application is in}}',
  receivedBody:
    "Thank you for applying to list {companyName}'s events on Pavilion. Our team reviews every organiser; this takes {days} business days, and we will email you the outcome.",
  receivedMeanwhile:
    'Meanwhile you can sign in to the partner portal to verify your company address, sign the partner contract and add a bank account for payouts.',
  openPortal: 'Open the partner portal',
  decisionSubject:
    '{status, select, APPROVED {Your Pavilion partner application is approved} REJECTED {Your Pavilion partner application needs changes} SUSPENDED {Your Pavilion partner account is suspended} other {Your Pavilion partner application is under review}}',
  decisionHeading:
    '{status, select, APPROVED {You are approved} REJECTED {Your application was not approved} SUSPENDED {Your partner account is suspended} other {Your application is under review}}',
  decisionLead:
    '{status, select, APPROVED {Good news: your organisation is approved to list events on Pavilion.} REJECTED {We could not approve your application as it stands. Our team left you this comment:} SUSPENDED {Your events are no longer shown in the marketplace while your account is suspended. Orders already made remain valid. Our team left you this comment:} other {Our team is reviewing your application again and left you this comment:}}',
  decisionNext:
    '{status, select, APPROVED {You can now list events. If your company address is not verified yet, a letter with a verification code is on its way to it.} REJECTED {You can correct your company details in the partner portal and submit your application again.} SUSPENDED {Please contact Pavilion support to resolve this; only our team can lift a suspension.} other {We will email you when the review is done.}}',
  openDashboard: 'Open your dashboard',
  decisionAbout: "This is about {companyName}'s partner account.",
  inviteSubject: '{inviterName} invited you to {companyName} on Pavilion',
  invitePreview: "Join {companyName}'s team to manage its events on Pavilion.",
  inviteHeading: 'Join {companyName} on Pavilion',
  inviteBody:
    "{inviterName} invited you to join {companyName}'s team on Pavilion, the marketplace for corporate events. Members create and run the company's events and see its registrations.",
  inviteAction: 'Accept the invitation',
  inviteExpiry: 'This invitation works once and expires in {days} days.',
  joinedSubject: '{memberName} joined your team on Pavilion',
  joinedPreview: '{memberName} accepted your invitation.',
  joinedHeading: 'A new team member',
  joinedBody: '{memberName} ({memberEmail}) accepted your invitation and joined your team.',
  seeTeam: 'See your team',
  aPartner: 'a partner',
});

/** The vetting history's internal notes the system writes, kept as messages (read in the administrator's language). */
export const PARTNER_NOTES_TEXT = keptMessages(
  'api.partnerNotes',
  defineMessages('api.partnerNotes', {
    createdOnSignUp: 'Created on partner sign-up.',
  }),
);
