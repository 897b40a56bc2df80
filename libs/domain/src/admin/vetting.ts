// Vetting of partners and events: the admin's status update and the history it builds.
import { z } from 'zod';
import { LONG_TEXT_MAX, VETTING_STATUSES, type TVettingStatus } from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZIdFromString } from '../common/ids';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';

export const ZVettingStatus = z.enum(VETTING_STATUSES, { error: MESSAGES.optionInvalid });

/**
 * POST /api/admin/vetting-status/partners/{partnerId} and
 * POST /api/admin/vetting-status/events/{eventId}/{currentEventVersionId}.
 * The comment goes to the partner; notes stay internal.
 */
export const ZVettingUpdateBody = z.object({
  status: ZVettingStatus,
  comment: zRequiredText(MESSAGES.commentRequired, { max: LONG_TEXT_MAX }),
  notes: zOptionalText(LONG_TEXT_MAX),
});
export type TVettingUpdateBody = z.output<typeof ZVettingUpdateBody>;
export type TVettingUpdateBodyInput = z.input<typeof ZVettingUpdateBody>;

/** The admin's Submit stays disabled while the comment is blank. */
export function canSubmitVettingUpdate(comment: string): boolean {
  return comment.trim().length > 0;
}

/** A history entry as admins see it. */
export const ZVettingStatusUpdate = z.object({
  id: ZId,
  status: ZVettingStatus,
  comment: z.string(),
  notes: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TVettingStatusUpdate = z.infer<typeof ZVettingStatusUpdate>;

/** A history entry as the partner sees it: internal notes never leave the admin side. */
export const ZPartnerVettingStatusUpdate = ZVettingStatusUpdate.omit({ notes: true });
export type TPartnerVettingStatusUpdate = z.infer<typeof ZPartnerVettingStatusUpdate>;

/** The badge tone per status: APPROVED green, PENDING yellow, REJECTED red. */
export const VETTING_STATUS_TONES = {
  APPROVED: 'success',
  PENDING: 'warning',
  REJECTED: 'danger',
} as const satisfies Record<TVettingStatus, string>;

/** Route params of the two vetting endpoints. */
export const ZPartnerVettingParams = z.object({ partnerId: ZIdFromString });
export const ZEventVettingParams = z.object({ eventId: ZIdFromString, currentEventVersionId: ZIdFromString });
