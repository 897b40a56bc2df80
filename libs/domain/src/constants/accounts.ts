// Sign-up rules: passwords, age, phone numbers, partner names and verification codes.

export const MIN_PASSWORD_LENGTH = 8;
/** Bcrypt reads at most 72 bytes of UTF-8; longer passwords are refused (see auth/password). */
export const PASSWORD_MAX_BYTES = 72;
export const MIN_AGE = 18;
/** How long a sign-in lasts unless SESSION_TTL_HOURS says otherwise: the session and its cookie end then. */
export const SESSION_TTL_HOURS_DEFAULT = 24 * 7;
export const PASSWORD_SPECIAL_CHARS = '!@#$%^&*(),.?":{}|<>';
export const PHONE_MIN_DIGITS = 10;
export const PARTNER_NAME_MIN = 2;
export const VERIFICATION_CODE_LENGTH = 6;
