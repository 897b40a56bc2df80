// What a sanctioned person is told: a block (with its reason, until when, and how to reach support),
// its lifting, and the cancellation of their upcoming registrations. Transactional: they always go.
import { SUPPORT_EMAIL, type TSanctionKind } from '@pavilion/domain';
import type { TransactionalEmail } from '../../platform/mail';
import { renderEmail } from '../../platform/mail';

export interface SanctionRecipient {
  to: string;
  firstName: string;
}

const support = `If you think this is a mistake, please write to ${SUPPORT_EMAIL}.`;

/** 'Dec 10, 2026' (UTC): the day a temporary block ends. */
export function dayInWords(at: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(
    at,
  );
}

export function blockedEmail(
  r: SanctionRecipient,
  kind: TSanctionKind,
  reason: string,
  endsAt: Date | null,
): TransactionalEmail {
  const until = endsAt ? ` until ${dayInWords(endsAt)}` : '';
  const registrations = kind === 'REGISTRATIONS';
  return {
    to: r.to,
    template: 'account-blocked',
    subject: registrations ? 'Your account cannot register for events' : 'Your Pavilion account is blocked',
    ...renderEmail({
      preview: registrations ? `New registrations are blocked${until}.` : 'You cannot sign in to Pavilion.',
      heading: registrations ? 'New registrations are blocked' : 'Your account is blocked',
      paragraphs: [
        `Hello ${r.firstName},`,
        registrations
          ? `Your Pavilion account cannot register for events${until}. The registrations you already have stay valid unless we tell you otherwise.`
          : 'Your Pavilion account is blocked: every session of it has been ended, and it cannot sign in until the block is lifted.',
        `The reason: ${reason}`,
        support,
      ],
    }),
  };
}

export function liftedEmail(r: SanctionRecipient, kind: TSanctionKind, reason: string): TransactionalEmail {
  const registrations = kind === 'REGISTRATIONS';
  return {
    to: r.to,
    template: 'account-block-lifted',
    subject: registrations ? 'You can register for events again' : 'You can sign in to Pavilion again',
    ...renderEmail({
      preview: registrations ? 'The block on new registrations is lifted.' : 'The block on your account is lifted.',
      heading: registrations ? 'You can register again' : 'You can sign in again',
      paragraphs: [
        `Hello ${r.firstName},`,
        registrations
          ? 'The block on new registrations of your Pavilion account is lifted: you can register for events again.'
          : 'The block on your Pavilion account is lifted: you can sign in again.',
        `The reason: ${reason}`,
      ],
    }),
  };
}

export function registrationsCancelledEmail(
  r: SanctionRecipient,
  reason: string,
  events: string[],
  refund: 'POLICY' | 'FULL',
): TransactionalEmail {
  return {
    to: r.to,
    template: 'registrations-cancelled',
    subject: 'Your upcoming registrations were cancelled',
    ...renderEmail({
      preview: `${events.length} registration${events.length === 1 ? '' : 's'} cancelled by Pavilion.`,
      heading: 'Your upcoming registrations were cancelled',
      paragraphs: [
        `Hello ${r.firstName},`,
        `Pavilion cancelled your registrations for: ${events.join('; ')}.`,
        `The reason: ${reason}`,
        refund === 'FULL'
          ? 'Everything you paid for them is refunded; a separate email for each order says how much.'
          : 'Each is refunded what its ticket types’ cancellation policies give back today; a separate email for each order says how much.',
        support,
      ],
    }),
  };
}
