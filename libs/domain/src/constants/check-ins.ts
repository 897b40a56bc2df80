// The check ins limits and kinds.

/** The longest text a scanner may send as a code: far past a ticket code, short of abuse. */
export const CHECK_IN_CODE_MAX = 2000;
