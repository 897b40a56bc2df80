// What the console's shared components say: the audit trail, the vetting panel and its status badges,
// the vetted lists' filters.
import { defineMessages, type TAuditAction, type TPartnerVettingDecision } from '@pavilion/domain';

export const COMPONENTS_TEXT = defineMessages('admin.components', {
  contactBy: 'Contact by',
  contactHours: 'Contact hours',
  anyTime: 'Any time',
  contactLanguage: 'Language',
  none: 'none',
  change: '{field}: {before} -> {after}',
  commandLine: 'command line',
  actor: '{name} ({email})',
  entity: '{type} {name}',
  auditLog: 'Audit log',
  loadingAuditLog: 'Loading the audit log',
  auditLogFailed: 'The audit log could not be loaded',
  auditLogEmpty: 'No administrator has changed anything here yet.',
  allEntries: 'All {total} entries',
  status: 'Status',
  allStatuses: 'All statuses',
  chooseDecision: 'Choose a decision',
  comment: 'Comment',
  commentHint: 'Sent to the partner by email and shown on their dashboard.',
  notes: 'Notes',
  notesHint: 'Internal: only administrators see them.',
  updating: 'Updating...',
  updateStatus: 'Update status',
  statusUpdated:
    'Status updated to {status, select, APPROVED {APPROVED} REJECTED {REJECTED} SUSPENDED {SUSPENDED} other {{status}}}. The partner has been told.',
  history: 'History',
  noStatusUpdates: 'No status updates yet.',
  decidedBy: 'by {name}',
  internalNotes: 'Internal notes:',
  statusName:
    '{status, select, DRAFT {DRAFT} PENDING {PENDING} APPROVED {APPROVED} REJECTED {REJECTED} SUSPENDED {SUSPENDED} other {{status}}}',
  decisionApprove: 'Approve',
  decisionReject: 'Reject',
  decisionSuspend: 'Suspend',
});

/** The words of each action of the audit log. */
export const AUDIT_ACTION_TEXT = defineMessages('admin.auditActions', {
  partnerVetting: 'Partner status',
  eventVetting: 'Event version vetted',
  eventLocation: 'Event location changed',
  optionAdded: 'Option added',
  optionRestored: 'Option restored',
  optionRemoved: 'Option removed',
  optionRenamed: 'Option names changed',
  adminCreated: 'Administrator created',
  adminPromoted: 'Administrator promoted',
  orderRefund: 'Order refunded',
  orderTransferPaid: 'Bank transfer recorded',
  feeChanged: 'Platform fee changed',
  offerChanged: 'Home offer changed',
  checkInUndone: 'Check-in undone',
  attendeeNamed: 'Ticket named',
  attendeeChanged: 'Attendee changed',
  payoutHeld: 'Payouts held',
  payoutReleased: 'Payouts released',
  reviewDecision: 'Review moderated',
  reviewEdited: 'Review edited by support',
  reviewReplyDecision: 'Review reply moderated',
  reviewAppealDecision: 'Strike appeal decided',
  damageClaimDecided: 'Damage claim decided',
  venueMerged: 'Proposed venue merged',
  personSanction: 'Person blocked',
  personSanctionLifted: 'Block lifted',
  personRegistrationsCancelled: 'Registrations cancelled',
  personDataCopy: 'Copy of personal data produced',
  personClosed: 'Account closed',
  sponsorshipPriceChanged: 'Sponsorship price changed',
  sponsorshipEnded: 'Sponsorship ended early',
  jobRetried: 'Background job retried',
  legalPublished: 'Legal document version published',
});

const AUDIT_ACTION_KEYS: Record<TAuditAction, keyof typeof AUDIT_ACTION_TEXT> = {
  'partner.vetting': 'partnerVetting',
  'event.vetting': 'eventVetting',
  'event.location': 'eventLocation',
  'option.added': 'optionAdded',
  'option.restored': 'optionRestored',
  'option.removed': 'optionRemoved',
  'option.renamed': 'optionRenamed',
  'admin.created': 'adminCreated',
  'admin.promoted': 'adminPromoted',
  'order.refund': 'orderRefund',
  'order.transfer-paid': 'orderTransferPaid',
  'fee.changed': 'feeChanged',
  'offer.changed': 'offerChanged',
  'ticket.check-in-undone': 'checkInUndone',
  'ticket.attendee-named': 'attendeeNamed',
  'ticket.attendee-changed': 'attendeeChanged',
  'payout.held': 'payoutHeld',
  'payout.released': 'payoutReleased',
  'review.decision': 'reviewDecision',
  'review.edited': 'reviewEdited',
  'review.reply-decision': 'reviewReplyDecision',
  'review.appeal-decision': 'reviewAppealDecision',
  'damage-claim.decided': 'damageClaimDecided',
  'venue.merged': 'venueMerged',
  'person.sanction': 'personSanction',
  'person.sanction-lifted': 'personSanctionLifted',
  'person.registrations-cancelled': 'personRegistrationsCancelled',
  'person.data-copy': 'personDataCopy',
  'person.closed': 'personClosed',
  'sponsorship.price-changed': 'sponsorshipPriceChanged',
  'sponsorship.ended': 'sponsorshipEnded',
  'job.retried': 'jobRetried',
  'legal.published': 'legalPublished',
};

/** An audit action in the current language ('Partner status'). */
export const auditActionLabel = (action: TAuditAction): string => AUDIT_ACTION_TEXT[AUDIT_ACTION_KEYS[action]];

/** A vetting decision as the status select offers it ('Approve'). */
export function vettingDecisionLabel(decision: TPartnerVettingDecision): string {
  if (decision === 'APPROVED') return COMPONENTS_TEXT.decisionApprove;
  if (decision === 'REJECTED') return COMPONENTS_TEXT.decisionReject;
  return COMPONENTS_TEXT.decisionSuspend;
}
