// What a sanctioned person is told: a block (with its reason, until when, and how to reach support),
// its lifting, and the cancellation of their upcoming registrations. Transactional: they always go.
// Each in the person's language.
import { dateTimeFormat, SUPPORT_EMAIL, type Locale, type TSanctionKind } from '@pavilion/domain';
import type { TransactionalEmail } from '../../platform/mail';
import { inLanguage, renderEmail } from '../../platform/mail';
import { readMessage, type StoredMessage } from '../../platform/stored-message';
import { SANCTION_EMAIL_TEXT as T } from './messages';

export interface SanctionRecipient {
  to: string;
  firstName: string;
  /** Their Language setting: the email is written in it. */
  language: Locale;
}

/** 'Dec 10, 2026' (UTC): the day a temporary block ends, in the current language. */
export function dayInWords(at: Date): string {
  return dateTimeFormat({ timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(at);
}

export function blockedEmail(
  r: SanctionRecipient,
  kind: TSanctionKind,
  /** What an administrator typed, or the rules' own reason as a message (read in the person's language). */
  reason: string | StoredMessage,
  endsAt: Date | null,
): TransactionalEmail {
  return inLanguage(r.language, () => {
    const until = endsAt ? dayInWords(endsAt) : null;
    const registrations = kind === 'REGISTRATIONS';
    return {
      to: r.to,
      template: 'account-blocked',
      subject: T.blockedSubject({ kind }),
      ...renderEmail({
        preview: registrations
          ? until
            ? T.blockedPreviewRegistrationsUntil({ until })
            : T.blockedPreviewRegistrations
          : kind === 'SUPPORT'
            ? T.blockedPreviewSupport
            : kind === 'PLATFORM'
              ? T.blockedPreviewPlatform
              : T.blockedPreviewSignIn,
        heading: T.blockedHeading({ kind }),
        paragraphs: [
          T.hello({ firstName: r.firstName }),
          registrations
            ? until
              ? T.blockedRegistrationsUntil({ until })
              : T.blockedRegistrations
            : kind === 'SUPPORT'
              ? T.blockedSupport
              : kind === 'PLATFORM'
                ? T.blockedPlatform
                : T.blockedSignIn,
          T.reason({ reason: typeof reason === 'string' ? reason : readMessage(reason) }),
          T.support({ supportEmail: SUPPORT_EMAIL }),
        ],
      }),
    };
  });
}

export function liftedEmail(r: SanctionRecipient, kind: TSanctionKind, reason: string): TransactionalEmail {
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'account-block-lifted',
    subject: T.liftedSubject({ kind }),
    ...renderEmail({
      preview: T.liftedPreview({ kind }),
      heading: T.liftedHeading({ kind }),
      paragraphs: [T.hello({ firstName: r.firstName }), T.liftedBody({ kind }), T.reason({ reason })],
    }),
  }));
}

export function registrationsCancelledEmail(
  r: SanctionRecipient,
  reason: string,
  events: string[],
  refund: 'POLICY' | 'FULL',
): TransactionalEmail {
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'registrations-cancelled',
    subject: T.cancelledSubject,
    ...renderEmail({
      preview: T.cancelledPreview({ count: events.length }),
      heading: T.cancelledSubject,
      paragraphs: [
        T.hello({ firstName: r.firstName }),
        T.cancelledBody({ events: events.join('; ') }),
        T.reason({ reason }),
        refund === 'FULL' ? T.cancelledRefundFull : T.cancelledRefundPolicy,
        T.support({ supportEmail: SUPPORT_EMAIL }),
      ],
    }),
  }));
}
