// What sign-in says when it refuses (the login pages show these words as they come).
import { defineMessages } from '../i18n';
import { UI_TEXT } from './ui-text';

const AUTH_TEXT = defineMessages('auth', {
  /** `wait`: how long, in words (waitInWords). */
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait {wait} and try again, or reset your password.',
  accountUnderAttack:
    'Too many failed sign-in attempts on this account. Please sign in from where you usually do, wait {wait}, or reset your password.',
});

export const AUTH_MESSAGES = {
  /** The spec's words for a wrong email or password (the same for an unknown account). */
  get wrongCredentials(): string {
    return UI_TEXT.wrongCredentials;
  },
  tooManyAttempts: AUTH_TEXT.tooManyAttempts,
  /** The account is under attack from many addresses: only addresses that signed in to it before may try. */
  accountUnderAttack: AUTH_TEXT.accountUnderAttack,
} as const;
