// The sanctions limits and kinds.

export const SANCTION_KINDS = ['REGISTRATIONS', 'SIGN_IN'] as const;

export type TSanctionKind = (typeof SANCTION_KINDS)[number];

/** What support answers on: the words a blocked person is told to write to. */
export const SUPPORT_EMAIL = 'support@pavilion.example';

export const SANCTION_RULES = {
  reasonMin: 5,
  reasonMax: 500,
} as const;
