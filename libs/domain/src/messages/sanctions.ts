// What the sanctions area says.
import { SANCTION_KINDS, SUPPORT_EMAIL, SANCTION_RULES } from '../constants';
import { defineMessages } from '../i18n';

export const SANCTION_MESSAGES = defineMessages('sanctions', {
  reason: `Enter the reason in ${SANCTION_RULES.reasonMin} to ${SANCTION_RULES.reasonMax} characters`,
  kind: `Choose what to block: ${SANCTION_KINDS.slice(0, -1).join(', ')} or ${SANCTION_KINDS.at(-1)}`,
  refund: 'Choose how to refund: POLICY (what each ticket type’s cancellation policy gives back today) or FULL',
  personNotFound: 'No attendee account with this id',
  /** `kind`: REGISTRATIONS, SIGN_IN, SUPPORT or PLATFORM. */
  alreadyActive:
    '{kind, select, REGISTRATIONS {New registrations are already blocked for this person} SUPPORT {Access to customer support is already blocked for this person} PLATFORM {Access to the Pavilion platform is already blocked for this person} other {Sign-in is already blocked for this person}}',
  notActive: 'This block is not active: it was lifted or has ended',
  sanctionNotFound: 'No such block on this person',
  nothingToCancel: 'This person has no upcoming paid registration to cancel',
  /** The 403 at checkout (code REGISTRATIONS_BLOCKED), for a block without an end. */
  registrationsBlocked: `Your account cannot register for events. If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`,
  /** The same 403 for a block that ends (`until`: the day, in words). */
  registrationsBlockedUntil: `Your account cannot register for events until {until}. If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`,
  /** The 403 at sign-in (code ACCOUNT_BLOCKED): only said once the password was right. */
  signInBlocked: `This account is blocked, so it cannot sign in. If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`,
  /** The 403 at sign-in or of a request with one of the person's API keys (code PLATFORM_BLOCKED). */
  platformBlocked: `Access to the Pavilion platform is blocked for this account: it cannot sign in, and its API keys are refused. If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`,
  /** The 403 of a message to support (code SUPPORT_BLOCKED) while access to support is blocked. */
  supportBlocked:
    'Your access to customer support is blocked, other than to appeal a decision. To appeal, choose “An appeal of a decision” as the topic of your message.',
  /** A second strike within the strike window (a review or reply removed): the account suspended for two weeks. */
  secondStrike: 'A second review or reply removed within 90 days: the account is suspended for two weeks',
  /** A third strike within the strike window, or egregious content: suspended with no automatic end. */
  thirdStrike:
    'A third review or reply removed within 90 days, or egregious content: the account is suspended until an appeal succeeds',
});

/** A block on a person, as the console names it (by TSanctionKind). */
export const SANCTION_LABELS = defineMessages('sanctions.kinds', {
  REGISTRATIONS: 'New registrations blocked',
  SIGN_IN: 'Sign-in blocked',
  SUPPORT: 'Customer support blocked (appeals only)',
  PLATFORM: 'Access to the Pavilion platform blocked',
});
