// What the vetting area says.
import type { TEventStatus, TPartnerVettingStatus } from '../constants';

export const VETTING_STATUS_LABELS = {
  DRAFT: 'Draft',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  SUSPENDED: 'Suspended',
} as const satisfies Record<TPartnerVettingStatus | TEventStatus, string>;

export const VETTING_MESSAGES = {
  partnerAlready: (status: TPartnerVettingStatus) =>
    `This partner is already ${VETTING_STATUS_LABELS[status].toLowerCase()}`,
  suspendOnlyApproved: 'Only an approved partner can be suspended',
  versionNotCurrent: 'This version is no longer the current one. Reload the event to vet its current version.',
} as const;
