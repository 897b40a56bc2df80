// What the vetting area says.
import { defineMessages } from '../i18n';

/** A partner's or an event's vetting status, as a filter or a badge names it (read when shown). */
export const VETTING_STATUS_LABELS = defineMessages('vetting.status', {
  DRAFT: 'Draft',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  SUSPENDED: 'Suspended',
});

export const VETTING_MESSAGES = defineMessages('vetting', {
  /** `status`: the partner's vetting status (PENDING, APPROVED, REJECTED, SUSPENDED). */
  partnerAlready:
    'This partner is already {status, select, DRAFT {draft} PENDING {pending} APPROVED {approved} REJECTED {rejected} other {suspended}}',
  suspendOnlyApproved: 'Only an approved partner can be suspended',
  versionNotCurrent: 'This version is no longer the current one. Reload the event to vet its current version.',
});
