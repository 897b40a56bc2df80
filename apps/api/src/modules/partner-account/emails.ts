// The emails of the partner account, each in HTML and plain text through the one layout, in the
// language its recipient reads (`language`: a member's setting; for an address that is no one's yet,
// a company email or an invitation, the request's).
import {
  currentLanguage,
  PARTNER_REVIEW_BUSINESS_DAYS,
  PARTNER_INVITATION_TTL_DAYS,
  type Locale,
  type TPartnerVettingStatus,
} from '@pavilion/domain';
import { inLanguage } from '../../platform/mail/languages';
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/templates/layout';
import { PARTNER_EMAIL_TEXT as T } from './messages';

interface Recipient {
  to: string;
  firstName: string;
  language: Locale;
}

/** The sign-up's confirmation link, worded for an organiser. */
export function partnerEmailConfirmationEmail(r: Recipient & { companyName: string; url: string }): OutgoingEmail {
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'partner-email-confirmation',
    subject: T.confirmSubject,
    ...renderEmail({
      preview: T.confirmPreview,
      heading: T.confirmHeading({ firstName: r.firstName }),
      paragraphs: [T.confirmBody({ companyName: r.companyName })],
      action: { label: T.confirmAction, url: r.url },
      notes: [T.linkOnce48h, T.confirmIgnore],
    }),
  }));
}

/** A company email that is not a member's own address is confirmed by its own link. */
export function companyEmailConfirmationEmail(r: {
  to: string;
  companyName: string;
  url: string;
  language?: Locale;
}): OutgoingEmail {
  return inLanguage(r.language ?? currentLanguage(), () => ({
    to: r.to,
    template: 'partner-company-email-confirmation',
    subject: T.companySubject({ companyName: r.companyName }),
    ...renderEmail({
      preview: T.companyPreview,
      heading: T.companyHeading,
      paragraphs: [T.companyBody({ companyName: r.companyName })],
      action: { label: T.companyAction, url: r.url },
      notes: [T.linkOnce48h, T.unknownCompany],
    }),
  }));
}

export function applicationReceivedEmail(
  r: Recipient & { companyName: string; dashboardUrl: string; resubmitted?: boolean },
): OutgoingEmail {
  const resubmitted = r.resubmitted ? 'yes' : 'no';
  const days = PARTNER_REVIEW_BUSINESS_DAYS;
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'partner-application-received',
    subject: T.receivedSubject({ resubmitted }),
    ...renderEmail({
      preview: T.receivedPreview({ days }),
      heading: T.receivedHeading({ resubmitted }),
      paragraphs: [
        T.hello({ firstName: r.firstName }),
        T.receivedBody({ companyName: r.companyName, days }),
        T.receivedMeanwhile,
      ],
      action: { label: T.openPortal, url: r.dashboardUrl },
    }),
  }));
}

/** An admin's decision: the comment only, never the internal notes. */
export function vettingDecisionEmail(
  r: Recipient & { companyName: string; status: TPartnerVettingStatus; comment: string; dashboardUrl: string },
): OutgoingEmail {
  const status = r.status;
  return inLanguage(r.language, () => ({
    to: r.to,
    template: `partner-vetting-${r.status.toLowerCase() as Lowercase<TPartnerVettingStatus>}`,
    subject: T.decisionSubject({ status }),
    ...renderEmail({
      preview: r.comment.slice(0, 120),
      heading: T.decisionHeading({ status }),
      paragraphs: [
        T.hello({ firstName: r.firstName }),
        T.decisionLead({ status }),
        r.comment,
        T.decisionNext({ status }),
      ],
      action: { label: T.openDashboard, url: r.dashboardUrl },
      notes: [T.decisionAbout({ companyName: r.companyName })],
    }),
  }));
}

/** To an address with no account yet: in the language of the inviting request unless said. */
export function teamInvitationEmail(r: {
  to: string;
  companyName: string;
  inviterName: string;
  url: string;
  language?: Locale;
}): OutgoingEmail {
  const names = { inviterName: r.inviterName, companyName: r.companyName };
  return inLanguage(r.language ?? currentLanguage(), () => ({
    to: r.to,
    template: 'partner-team-invitation',
    subject: T.inviteSubject(names),
    ...renderEmail({
      preview: T.invitePreview({ companyName: r.companyName }),
      heading: T.inviteHeading({ companyName: r.companyName }),
      paragraphs: [T.inviteBody(names)],
      action: { label: T.inviteAction, url: r.url },
      notes: [T.inviteExpiry({ days: PARTNER_INVITATION_TTL_DAYS }), T.unknownCompany],
    }),
  }));
}

export function memberJoinedEmail(
  r: Recipient & { memberName: string; memberEmail: string; teamUrl: string },
): OutgoingEmail {
  const member = { memberName: r.memberName, memberEmail: r.memberEmail };
  return inLanguage(r.language, () => ({
    to: r.to,
    template: 'partner-member-joined',
    subject: T.joinedSubject({ memberName: r.memberName }),
    ...renderEmail({
      preview: T.joinedPreview({ memberName: r.memberName }),
      heading: T.joinedHeading,
      paragraphs: [T.hello({ firstName: r.firstName }), T.joinedBody(member)],
      action: { label: T.seeTeam, url: r.teamUrl },
    }),
  }));
}
