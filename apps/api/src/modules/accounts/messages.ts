// What the account area's emails say: confirming an address, changing it, and the password's.
import { defineMessages } from '@pavilion/domain';

export const ACCOUNT_EMAIL_TEXT = defineMessages('email.accounts', {
  hello: 'Hello {firstName},',
  linkOnce48h: 'This link works once and expires in 48 hours.',
  confirmSubject: 'Confirm your email address for Pavilion',
  confirmPreview: 'One click to confirm your email and finish setting up your account.',
  confirmHeading: 'Welcome to Pavilion, {firstName}',
  confirmBody:
    'Thanks for creating your Pavilion account. Please confirm that this is your email address, so we can send you your tickets, receipts and event updates.',
  confirmAction: 'Confirm my email',
  confirmIgnore: 'If you did not create a Pavilion account, you can ignore this email.',
  changeSubject: 'Confirm your new email address for Pavilion',
  changePreview: 'Confirm this address to start using it for your Pavilion account.',
  changeHeading: 'Confirm your new email address',
  changeBody:
    'You asked to use this address for your Pavilion account. Your account keeps its current address until you confirm this one.',
  changeAction: 'Confirm new address',
  changeIgnore: 'If you did not ask for this, ignore this email: nothing changes.',
  changedSubject: 'Your Pavilion email address was changed',
  changedPreview: 'Your account now uses a different email address.',
  changedHeading: 'Your email address was changed',
  changedBody:
    'Your Pavilion account now uses {newEmail}. From now on, sign in with that address; this one receives no more emails about the account.',
  changedNotYou: 'If you did not make this change, contact Pavilion support straight away.',
  resetSubject: 'Reset your Pavilion password',
  resetPreview: 'Choose a new password for your Pavilion account.',
  resetHeading: 'Reset your password',
  resetBody:
    'We received a request to reset the password of your Pavilion account. Choose a new one with the button below.',
  resetAction: 'Choose a new password',
  resetExpiry: 'This link works once and expires in 1 hour. Setting a new password signs you out on every device.',
  resetIgnore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  passwordChangedSubject: 'Your Pavilion password was changed',
  passwordChangedPreview: 'The password of your Pavilion account was just changed.',
  passwordChangedHeading: 'Your password was changed',
  passwordChangedBody:
    'The password of your Pavilion account was just changed, and your other sessions were signed out.',
  passwordChangedNotYou: 'If this was not you, reset your password now and contact Pavilion support.',
  passwordChangedAction: 'Reset my password',
});

/** The account API's own refusals, in the request's language. */
export const ACCOUNT_API_TEXT = defineMessages('api.accounts', {
  accountNotFound: 'Account not found',
  // The account requests' rate limits (limits.ts); `wait`: how long, in words (waitInWords).
  signUpsFromNetwork: 'Too many sign-ups from your network. Please try again in {wait}.',
  signUpsFromAccount: 'Too many sign-ups from this account. Please try again in {wait}.',
  resetsFromNetwork: 'Too many password reset requests from your network. Please try again in {wait}.',
  resetsFromAccount: 'Too many password reset requests. Please try again in {wait}.',
  confirmationLinksFromNetwork:
    'Too many requests for a new confirmation link from your network. Please try again in {wait}.',
  confirmationLinksFromAccount: 'Too many requests for a new confirmation link. Please try again in {wait}.',
});

/** The sign-in activity's device: a browser's name and version stay as they are. */
export const LOGIN_DEVICE_TEXT = defineMessages('api.loginDevices', {
  browserOn: '{browser} on {system}',
  unknownBrowser: 'Unknown browser',
});
