// What the account API says when it refuses something (the UI shows these words as they come).
import { UPLOAD_LIMITS } from '../constants';
import { defineMessages } from '../i18n';

export const ACCOUNT_MESSAGES = defineMessages('accounts', {
  emailTaken: 'An account with this email already exists',
  confirmationUnknown: 'This confirmation link is not valid.',
  confirmationExpired: 'This confirmation link has expired.',
  confirmationUsed: 'This confirmation link has already been used.',
  resetUnknown: 'This password reset link is not valid.',
  resetExpired: 'This password reset link has expired. Please ask for a new one.',
  resetUsed: 'This password reset link has already been used. Please ask for a new one if you need to.',
  currentPasswordWrong: 'Current password is incorrect',
  imageTypeNotAllowed: 'Please choose a PNG, JPEG, WebP or GIF image',
  imageTooLarge: `Image must be ${UPLOAD_LIMITS.image.maxBytes / (1024 * 1024)} MB or smaller`,
  imageMissing: 'Please choose an image to upload',
});

/** The notification a new account gets once its email is confirmed (kept as messages, read in its reader's language). */
export const WELCOME_TEXT = defineMessages('accounts.welcome', {
  subject: 'Welcome to Pavilion',
  text: 'Your email address is confirmed. Find your next conference, trade show or summit and book your tickets in a few clicks.',
});
