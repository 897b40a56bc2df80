// The emails of the account area, each in HTML and plain text through the one layout, in the language
// the recipient reads (`language`: their setting, or the request's for a sign-up).
import type { Locale } from '@pavilion/domain';
import { inLanguage } from '../../platform/mail/languages';
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/templates/layout';
import { ACCOUNT_EMAIL_TEXT as T } from './messages';

interface Recipient {
  to: string;
  firstName: string;
  language: Locale;
}

export function emailConfirmationEmail(r: Recipient & { url: string }): OutgoingEmail {
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'email-confirmation',
    subject: T.confirmSubject,
    ...renderEmail({
      preview: T.confirmPreview,
      heading: T.confirmHeading({ firstName: r.firstName }),
      paragraphs: [T.confirmBody],
      action: { label: T.confirmAction, url: r.url },
      notes: [T.linkOnce48h, T.confirmIgnore],
    }),
  }));
}

export function emailChangeEmail(r: Recipient & { url: string }): OutgoingEmail {
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'email-change',
    subject: T.changeSubject,
    ...renderEmail({
      preview: T.changePreview,
      heading: T.changeHeading,
      paragraphs: [T.hello({ firstName: r.firstName }), T.changeBody],
      action: { label: T.changeAction, url: r.url },
      notes: [T.linkOnce48h, T.changeIgnore],
    }),
  }));
}

export function emailChangedNotice(r: Recipient & { newEmail: string }): OutgoingEmail {
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'email-changed',
    subject: T.changedSubject,
    ...renderEmail({
      preview: T.changedPreview,
      heading: T.changedHeading,
      paragraphs: [T.hello({ firstName: r.firstName }), T.changedBody({ newEmail: r.newEmail }), T.changedNotYou],
    }),
  }));
}

export function passwordResetEmail(r: Recipient & { url: string }): OutgoingEmail {
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'password-reset',
    subject: T.resetSubject,
    ...renderEmail({
      preview: T.resetPreview,
      heading: T.resetHeading,
      paragraphs: [T.hello({ firstName: r.firstName }), T.resetBody],
      action: { label: T.resetAction, url: r.url },
      notes: [T.resetExpiry, T.resetIgnore],
    }),
  }));
}

export function passwordChangedNotice(r: Recipient & { resetUrl: string }): OutgoingEmail {
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'password-changed',
    subject: T.passwordChangedSubject,
    ...renderEmail({
      preview: T.passwordChangedPreview,
      heading: T.passwordChangedHeading,
      paragraphs: [T.hello({ firstName: r.firstName }), T.passwordChangedBody, T.passwordChangedNotYou],
      action: { label: T.passwordChangedAction, url: r.resetUrl },
    }),
  }));
}
