// The emails of the partner account, each in HTML and plain text through the one layout.
import {
  PARTNER_REVIEW_BUSINESS_DAYS,
  PARTNER_INVITATION_TTL_DAYS,
  type TPartnerVettingStatus,
} from '@pavilion/domain';
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/templates/layout';

interface Recipient {
  to: string;
  firstName: string;
}

/** The sign-up's confirmation link, worded for an organiser. */
export function partnerEmailConfirmationEmail(r: Recipient & { companyName: string; url: string }): OutgoingEmail {
  return {
    to: r.to,
    template: 'partner-email-confirmation',
    subject: 'Confirm your email address for Pavilion',
    ...renderEmail({
      preview: 'One click to confirm your email while we review your application.',
      heading: `Confirm your email, ${r.firstName}`,
      paragraphs: [
        `Thanks for applying to list ${r.companyName}'s events on Pavilion. Please confirm that this is your email address: we send your application's outcome, payouts and event news here.`,
      ],
      action: { label: 'Confirm my email', url: r.url },
      notes: [
        'This link works once and expires in 48 hours.',
        'If you did not apply to Pavilion, you can ignore this email.',
      ],
    }),
  };
}

/** A company email that is not a member's own address is confirmed by its own link. */
export function companyEmailConfirmationEmail(r: { to: string; companyName: string; url: string }): OutgoingEmail {
  return {
    to: r.to,
    template: 'partner-company-email-confirmation',
    subject: `Confirm ${r.companyName}'s email address for Pavilion`,
    ...renderEmail({
      preview: "Confirm the address Pavilion uses for your company's account.",
      heading: 'Confirm your company email',
      paragraphs: [
        `This address was given as ${r.companyName}'s email on Pavilion. Please confirm that it belongs to the company.`,
      ],
      action: { label: 'Confirm company email', url: r.url },
      notes: ['This link works once and expires in 48 hours.', 'If you do not know this company, ignore this email.'],
    }),
  };
}

export function applicationReceivedEmail(
  r: Recipient & { companyName: string; dashboardUrl: string; resubmitted?: boolean },
): OutgoingEmail {
  return {
    to: r.to,
    template: 'partner-application-received',
    subject: r.resubmitted ? 'We received your corrected application' : 'We received your application',
    ...renderEmail({
      preview: `Review takes ${PARTNER_REVIEW_BUSINESS_DAYS} business days.`,
      heading: r.resubmitted ? 'Your corrected application is in' : 'Your application is in',
      paragraphs: [
        `Hello ${r.firstName},`,
        `Thank you for applying to list ${r.companyName}'s events on Pavilion. Our team reviews every organiser; this takes ${PARTNER_REVIEW_BUSINESS_DAYS} business days, and we will email you the outcome.`,
        'Meanwhile you can sign in to the partner portal to verify your company address, sign the partner contract and add a bank account for payouts.',
      ],
      action: { label: 'Open the partner portal', url: r.dashboardUrl },
    }),
  };
}

const DECISION_TEXT: Record<TPartnerVettingStatus, { subject: string; heading: string; lead: string }> = {
  APPROVED: {
    subject: 'Your Pavilion partner application is approved',
    heading: 'You are approved',
    lead: 'Good news: your organisation is approved to list events on Pavilion.',
  },
  REJECTED: {
    subject: 'Your Pavilion partner application needs changes',
    heading: 'Your application was not approved',
    lead: 'We could not approve your application as it stands. Our team left you this comment:',
  },
  SUSPENDED: {
    subject: 'Your Pavilion partner account is suspended',
    heading: 'Your partner account is suspended',
    lead: 'Your events are no longer shown in the marketplace while your account is suspended. Orders already made remain valid. Our team left you this comment:',
  },
  PENDING: {
    subject: 'Your Pavilion partner application is under review',
    heading: 'Your application is under review',
    lead: 'Our team is reviewing your application again and left you this comment:',
  },
};

/** An admin's decision: the comment only, never the internal notes. */
export function vettingDecisionEmail(
  r: Recipient & { companyName: string; status: TPartnerVettingStatus; comment: string; dashboardUrl: string },
): OutgoingEmail {
  const text = DECISION_TEXT[r.status];
  const next =
    r.status === 'APPROVED'
      ? 'You can now list events. If your company address is not verified yet, a letter with a verification code is on its way to it.'
      : r.status === 'REJECTED'
        ? 'You can correct your company details in the partner portal and submit your application again.'
        : r.status === 'SUSPENDED'
          ? 'Please contact Pavilion support to resolve this; only our team can lift a suspension.'
          : 'We will email you when the review is done.';
  return {
    to: r.to,
    template: `partner-vetting-${r.status.toLowerCase() as Lowercase<TPartnerVettingStatus>}`,
    subject: text.subject,
    ...renderEmail({
      preview: r.comment.slice(0, 120),
      heading: text.heading,
      paragraphs: [`Hello ${r.firstName},`, `${text.lead}`, r.comment, next],
      action: { label: 'Open your dashboard', url: r.dashboardUrl },
      notes: [`This is about ${r.companyName}'s partner account.`],
    }),
  };
}

export function teamInvitationEmail(r: {
  to: string;
  companyName: string;
  inviterName: string;
  url: string;
}): OutgoingEmail {
  return {
    to: r.to,
    template: 'partner-team-invitation',
    subject: `${r.inviterName} invited you to ${r.companyName} on Pavilion`,
    ...renderEmail({
      preview: `Join ${r.companyName}'s team to manage its events on Pavilion.`,
      heading: `Join ${r.companyName} on Pavilion`,
      paragraphs: [
        `${r.inviterName} invited you to join ${r.companyName}'s team on Pavilion, the marketplace for corporate events. Members create and run the company's events and see its registrations.`,
      ],
      action: { label: 'Accept the invitation', url: r.url },
      notes: [
        `This invitation works once and expires in ${PARTNER_INVITATION_TTL_DAYS} days.`,
        'If you do not know this company, ignore this email.',
      ],
    }),
  };
}

export function memberJoinedEmail(
  r: Recipient & { memberName: string; memberEmail: string; teamUrl: string },
): OutgoingEmail {
  return {
    to: r.to,
    template: 'partner-member-joined',
    subject: `${r.memberName} joined your team on Pavilion`,
    ...renderEmail({
      preview: `${r.memberName} accepted your invitation.`,
      heading: 'A new team member',
      paragraphs: [
        `Hello ${r.firstName},`,
        `${r.memberName} (${r.memberEmail}) accepted your invitation and joined your team.`,
      ],
      action: { label: 'See your team', url: r.teamUrl },
    }),
  };
}
