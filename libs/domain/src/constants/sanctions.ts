// The sanctions limits and kinds.

/**
 * The content guidelines' sanctions (docs/decisions/0313-blocking-access-to-the-platform-is-a-sanction-of-its.md):
 * REGISTRATIONS: no new order; SIGN_IN (access to the account): no session; SUPPORT: no message to
 * support other than an appeal; PLATFORM (access to the Pavilion platform): no session and no request
 * with an API key the person made.
 */
export const SANCTION_KINDS = ['REGISTRATIONS', 'SIGN_IN', 'SUPPORT', 'PLATFORM'] as const;

export type TSanctionKind = (typeof SANCTION_KINDS)[number];

/** What support answers on: the words a blocked person is told to write to. */
export const SUPPORT_EMAIL = 'support@pavilion.example';

export const SANCTION_RULES = {
  reasonMin: 5,
  reasonMax: 500,
} as const;
