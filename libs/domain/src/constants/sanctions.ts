// The sanctions limits and kinds.

/** REGISTRATIONS: no new order; SIGN_IN: no session; SUPPORT: no message to support other than an appeal. */
export const SANCTION_KINDS = ['REGISTRATIONS', 'SIGN_IN', 'SUPPORT'] as const;

export type TSanctionKind = (typeof SANCTION_KINDS)[number];

/** What support answers on: the words a blocked person is told to write to. */
export const SUPPORT_EMAIL = 'support@pavilion.example';

export const SANCTION_RULES = {
  reasonMin: 5,
  reasonMax: 500,
} as const;
