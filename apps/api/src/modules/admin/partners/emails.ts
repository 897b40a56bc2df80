// What a partner hears about an admin's decision: the status and the admin's comment. Never the
// internal notes, which this function is not even given.
import type { TPartnerVettingDecision } from '@pavilion/domain';
import type { OutgoingEmail } from '../../../platform/mail/outbox';
import { renderEmail } from '../../../platform/mail/templates/layout';

const HEADINGS: Record<TPartnerVettingDecision, { subject: string; heading: string; lead: string }> = {
  APPROVED: {
    subject: 'Your Pavilion partner account is approved',
    heading: 'Welcome to Pavilion',
    lead: 'Your organisation has been approved. Your approved events can now be listed in the marketplace.',
  },
  REJECTED: {
    subject: 'Your Pavilion partner application needs changes',
    heading: 'Your application was not approved',
    lead: 'Our team reviewed your organisation and could not approve it yet. You can correct your company details and submit them again from your dashboard.',
  },
  SUSPENDED: {
    subject: 'Your Pavilion partner account is suspended',
    heading: 'Your partner account is suspended',
    lead: 'Your events are no longer shown in the marketplace while your account is suspended. Orders already made remain valid. Please contact Pavilion support to resolve this.',
  },
};

export function partnerDecisionEmail(r: {
  to: string;
  firstName: string | null;
  partnerName: string;
  decision: TPartnerVettingDecision;
  comment: string;
  dashboardUrl: string;
}): OutgoingEmail {
  const words = HEADINGS[r.decision];
  return {
    to: r.to,
    template: `partner-${r.decision.toLowerCase()}`,
    subject: words.subject,
    ...renderEmail({
      preview: `${r.partnerName}: ${r.comment}`.slice(0, 140),
      heading: words.heading,
      paragraphs: [
        r.firstName ? `Hello ${r.firstName},` : 'Hello,',
        `${words.lead}`,
        `Our reviewer's comment on ${r.partnerName}: ${r.comment}`,
      ],
      action: { label: 'Open your dashboard', url: r.dashboardUrl },
    }),
  };
}
