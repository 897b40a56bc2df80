// What sign-in says when it refuses (the login pages show these words as they come).
import { UI_TEXT } from './common';
import { waitInWords } from './wait';

export const AUTH_MESSAGES = {
  /** The spec's words for a wrong email or password (the same for an unknown account). */
  wrongCredentials: UI_TEXT.wrongCredentials,
  tooManyAttempts: (waitMs: number) =>
    `Too many failed sign-in attempts. Please wait ${waitInWords(waitMs)} and try again, or reset your password.`,
  /** The account is under attack from many addresses: only addresses that signed in to it before may try. */
  accountUnderAttack: (waitMs: number) =>
    `Too many failed sign-in attempts on this account. Please sign in from where you usually do, wait ${waitInWords(waitMs)}, or reset your password.`,
} as const;
