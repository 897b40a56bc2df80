// The emails of the account area, each in HTML and plain text through the one layout.
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/templates/layout';

interface Recipient {
  to: string;
  firstName: string;
}

export function emailConfirmationEmail(r: Recipient & { url: string }): OutgoingEmail {
  return {
    to: r.to,
    template: 'email-confirmation',
    subject: 'Confirm your email address for Pavilion',
    ...renderEmail({
      preview: 'One click to confirm your email and finish setting up your account.',
      heading: `Welcome to Pavilion, ${r.firstName}`,
      paragraphs: [
        'Thanks for creating your Pavilion account. Please confirm that this is your email address, so we can send you your tickets, receipts and event updates.',
      ],
      action: { label: 'Confirm my email', url: r.url },
      notes: [
        'This link works once and expires in 48 hours.',
        'If you did not create a Pavilion account, you can ignore this email.',
      ],
    }),
  };
}

export function emailChangeEmail(r: Recipient & { url: string }): OutgoingEmail {
  return {
    to: r.to,
    template: 'email-change',
    subject: 'Confirm your new email address for Pavilion',
    ...renderEmail({
      preview: 'Confirm this address to start using it for your Pavilion account.',
      heading: 'Confirm your new email address',
      paragraphs: [
        `Hello ${r.firstName},`,
        'You asked to use this address for your Pavilion account. Your account keeps its current address until you confirm this one.',
      ],
      action: { label: 'Confirm new address', url: r.url },
      notes: [
        'This link works once and expires in 48 hours.',
        'If you did not ask for this, ignore this email: nothing changes.',
      ],
    }),
  };
}

export function emailChangedNotice(r: Recipient & { newEmail: string }): OutgoingEmail {
  return {
    to: r.to,
    template: 'email-changed',
    subject: 'Your Pavilion email address was changed',
    ...renderEmail({
      preview: 'Your account now uses a different email address.',
      heading: 'Your email address was changed',
      paragraphs: [
        `Hello ${r.firstName},`,
        `Your Pavilion account now uses ${r.newEmail}. From now on, sign in with that address; this one receives no more emails about the account.`,
        'If you did not make this change, contact Pavilion support straight away.',
      ],
    }),
  };
}

export function passwordResetEmail(r: Recipient & { url: string }): OutgoingEmail {
  return {
    to: r.to,
    template: 'password-reset',
    subject: 'Reset your Pavilion password',
    ...renderEmail({
      preview: 'Choose a new password for your Pavilion account.',
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${r.firstName},`,
        'We received a request to reset the password of your Pavilion account. Choose a new one with the button below.',
      ],
      action: { label: 'Choose a new password', url: r.url },
      notes: [
        'This link works once and expires in 1 hour. Setting a new password signs you out on every device.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
    }),
  };
}

export function passwordChangedNotice(r: Recipient & { resetUrl: string }): OutgoingEmail {
  return {
    to: r.to,
    template: 'password-changed',
    subject: 'Your Pavilion password was changed',
    ...renderEmail({
      preview: 'The password of your Pavilion account was just changed.',
      heading: 'Your password was changed',
      paragraphs: [
        `Hello ${r.firstName},`,
        'The password of your Pavilion account was just changed, and your other sessions were signed out.',
        'If this was not you, reset your password now and contact Pavilion support.',
      ],
      action: { label: 'Reset my password', url: r.resetUrl },
    }),
  };
}
