// What the sanctions area says.
import { SANCTION_KINDS, TSanctionKind, SUPPORT_EMAIL, SANCTION_RULES } from '../constants';

export const SANCTION_MESSAGES = {
  reason: `Enter the reason in ${SANCTION_RULES.reasonMin} to ${SANCTION_RULES.reasonMax} characters`,
  kind: `Choose what to block: ${SANCTION_KINDS.join(' or ')}`,
  refund: 'Choose how to refund: POLICY (what each ticket type’s cancellation policy gives back today) or FULL',
  personNotFound: 'No attendee account with this id',
  alreadyActive: (kind: TSanctionKind) =>
    kind === 'REGISTRATIONS'
      ? 'New registrations are already blocked for this person'
      : 'Sign-in is already blocked for this person',
  notActive: 'This block is not active: it was lifted or has ended',
  sanctionNotFound: 'No such block on this person',
  nothingToCancel: 'This person has no upcoming paid registration to cancel',
  /** The 403 at checkout (code REGISTRATIONS_BLOCKED). */
  registrationsBlocked: (until: string | null) =>
    `Your account cannot register for events${until ? ` until ${until}` : ''}. If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`,
  /** The 403 at sign-in (code ACCOUNT_BLOCKED): only said once the password was right. */
  signInBlocked: `This account is blocked, so it cannot sign in. If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`,
  /** The third review strike within the strike window. */
  thirdStrike: 'A third review removed within 90 days: registrations are blocked for two weeks',
} as const;
