// Vetting of partners and events: the admin's status update and the history it builds.
import { z } from 'zod';
import '../common/zod-messages';
import {
  EVENT_VETTING_DECISIONS,
  LONG_TEXT_MAX,
  PARTNER_VETTING_DECISIONS,
  PARTNER_VETTING_STATUSES,
  EVENT_STATUSES,
  type TPartnerVettingDecision,
  type TPartnerVettingStatus,
  type TEventStatus,
} from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES, VETTING_MESSAGES } from '../messages';

/** An event's or an event version's status: DRAFT, PENDING, APPROVED or REJECTED. */
export const ZEventStatus = z.enum(EVENT_STATUSES, { error: () => MESSAGES.optionInvalid });
export const ZPartnerVettingStatus = z.enum(PARTNER_VETTING_STATUSES, { error: () => MESSAGES.optionInvalid });
export const ZEventVettingDecision = z.enum(EVENT_VETTING_DECISIONS, { error: () => MESSAGES.optionInvalid });
export const ZPartnerVettingDecision = z.enum(PARTNER_VETTING_DECISIONS, { error: () => MESSAGES.optionInvalid });

const decisionText = {
  comment: zRequiredText(() => MESSAGES.commentRequired, { max: LONG_TEXT_MAX }),
  notes: zOptionalText(LONG_TEXT_MAX),
};

/**
 * POST /api/admin/vetting-status/events/{eventId}/{currentEventVersionId}: Approve or Reject
 * (sent as APPROVED / REJECTED). The comment goes to the partner; notes stay internal.
 */
export const ZVettingUpdateBody = z.object({ status: ZEventVettingDecision, ...decisionText });
export type TVettingUpdateBody = z.output<typeof ZVettingUpdateBody>;
export type TVettingUpdateBodyInput = z.input<typeof ZVettingUpdateBody>;

/** POST /api/admin/vetting-status/partners/{partnerId}: Approve, Reject or Suspend. */
export const ZPartnerVettingUpdateBody = z.object({ status: ZPartnerVettingDecision, ...decisionText });
export type TPartnerVettingUpdateBody = z.output<typeof ZPartnerVettingUpdateBody>;
export type TPartnerVettingUpdateBodyInput = z.input<typeof ZPartnerVettingUpdateBody>;

/** The admin's Submit stays disabled while the comment is blank. */
export function canSubmitVettingUpdate(comment: string): boolean {
  return comment.trim().length > 0;
}

/** A partner history entry as admins see it: with the internal notes and who decided. */
export const ZVettingStatusUpdate = z.object({
  id: ZId,
  status: ZPartnerVettingStatus,
  comment: z.string(),
  notes: z.string().nullable(),
  createdAt: ZIsoDateTime,
  /** The administrator who decided ('Alan Turing'); null for entries the partner made (applying). */
  decidedBy: z.string().nullable(),
});
export type TVettingStatusUpdate = z.infer<typeof ZVettingStatusUpdate>;

/** A history entry as the partner sees it: internal notes and the admin's name never leave the admin side. */
export const ZPartnerVettingStatusUpdate = ZVettingStatusUpdate.omit({ notes: true, decidedBy: true });
export type TPartnerVettingStatusUpdate = z.infer<typeof ZPartnerVettingStatusUpdate>;

/** The badge tone per status: APPROVED green, PENDING yellow, REJECTED red (SUSPENDED red too). */
export const VETTING_STATUS_TONES = {
  DRAFT: 'neutral',
  APPROVED: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
  SUSPENDED: 'danger',
} as const satisfies Record<TPartnerVettingStatus | TEventStatus, string>;

/** The words for each decision in the admin's status select. */
export const VETTING_DECISION_LABELS = {
  APPROVED: 'Approve',
  REJECTED: 'Reject',
  SUSPENDED: 'Suspend',
} as const satisfies Record<TPartnerVettingDecision, string>;

/**
 * Why a partner decision cannot be taken from `current`, or null when it can. Any status may be
 * approved or rejected (rejecting an approved partner takes it off the marketplace as suspending
 * does, and lets it correct and resubmit); only an approved partner can be suspended; a decision
 * equal to the current status changes nothing and is refused.
 */
export function partnerDecisionRefusal(
  current: TPartnerVettingStatus,
  decision: TPartnerVettingDecision,
): string | null {
  if (decision === current) return VETTING_MESSAGES.partnerAlready({ status: current });
  if (decision === 'SUSPENDED' && current !== 'APPROVED') return VETTING_MESSAGES.suspendOnlyApproved;
  return null;
}

/** The decisions the admin's select offers for a partner in `current`. */
export function partnerDecisionsFrom(current: TPartnerVettingStatus): TPartnerVettingDecision[] {
  return PARTNER_VETTING_DECISIONS.filter((d) => partnerDecisionRefusal(current, d) === null);
}

/** Route params of the two vetting endpoints. */
export const ZPartnerVettingParams = z.object({ partnerId: ZIdFromString });
export const ZEventVettingParams = z.object({ eventId: ZIdFromString, currentEventVersionId: ZIdFromString });
