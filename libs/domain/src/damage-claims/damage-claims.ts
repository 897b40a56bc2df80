// Damage payment requests: after an event the organiser may ask a buyer to pay for damage (a claim
// against one order, within the event's damage policy), the buyer agrees or disagrees, support
// decides a disputed claim. An agreed claim is charged to the card the order was paid with when the
// buyer consented at checkout to keep it; otherwise, and always for an upheld claim, the buyer pays
// through a link. The rules both sides count with (the filing window), the bodies of every call, the claim as everyone reads it and its
// state in words. docs/decisions/README.md, "Damage claims".
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDate } from '../common/dates';
import { ZUuid } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { zNumberInput } from '../common/numbers';
import { zOptionalText, zRequiredText } from '../common/text';
import { zonedDate, zonedLocalToIso } from '../common/time-zones';
import { ZCurrencyCode, ZMajorAmount } from '../money';
import { ZPaymentForm } from '../checkout/payment';
import { DAMAGE_CLAIM_STATES, ZDamageClaim, ZDamageClaimPhoto } from './damage-claim';
import { DAMAGE_CLAIM_MESSAGES } from '../messages';
import {
  DAMAGE_CLAIM_COMMENT_MAX,
  DAMAGE_CLAIM_DESCRIPTION_MAX,
  DAMAGE_CLAIM_DESCRIPTION_MIN,
  DAMAGE_CLAIM_FILING_DAYS,
  DAMAGE_CLAIM_MAX_PHOTOS,
  DAMAGE_CLAIM_REASON_MAX,
  DAMAGE_CLAIM_REASON_MIN,
} from '../constants';

// The event's damage policy, which caps every claim (exported with the claims' rules).
export * from './damage-policy';

/** Days the buyer has to answer a claim; unanswered, it goes to support as disputed. */
export const DAMAGE_CLAIM_RESPONSE_DAYS = 14;
/** The multipart field of a photo upload. */
export const DAMAGE_PHOTO_UPLOAD_FIELD = 'photo';

// The window --------------------------------------------------------------------------------------

/**
 * The filing window of an event, read where it is held: from its end until the end of the 14th
 * calendar day after its last day. An event ending 12 June at 18:00 in London takes claims until
 * 26 June 23:59:59 London time. `closesAt` is the first instant after the window; `lastDay` its last
 * calendar day ('2030-06-26').
 */
export function damageClaimWindow(eventEnd: string | Date, timeZone: string): { lastDay: string; closesAt: Date } {
  const endDay = zonedDate(eventEnd, timeZone);
  const last = new Date(`${endDay}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + DAMAGE_CLAIM_FILING_DAYS);
  const after = new Date(last.getTime() + 86_400_000);
  return {
    lastDay: last.toISOString().slice(0, 10),
    closesAt: new Date(zonedLocalToIso(`${after.toISOString().slice(0, 10)}T00:00`, timeZone)),
  };
}

// Bodies ------------------------------------------------------------------------------------------

const amountInput = zNumberInput({
  required: () => DAMAGE_CLAIM_MESSAGES.amountRequired,
  invalid: () => DAMAGE_CLAIM_MESSAGES.amountInvalid,
  min: 0,
  max: 1_000_000_000,
}).refine((n) => n > 0, { error: () => DAMAGE_CLAIM_MESSAGES.amountInvalid });

const photoIds = z
  .array(z.uuid({ error: () => DAMAGE_CLAIM_MESSAGES.photoIdsInvalid }), {
    error: () => DAMAGE_CLAIM_MESSAGES.photoIdsInvalid,
  })
  .max(DAMAGE_CLAIM_MAX_PHOTOS, { error: () => DAMAGE_CLAIM_MESSAGES.tooManyPhotos })
  .refine((ids) => new Set(ids).size === ids.length, { error: () => DAMAGE_CLAIM_MESSAGES.photoIdsInvalid });

/**
 * POST /api/partner/orders/{orderId}/damage-claims. The amount in major units of the order's
 * currency (typed text or a number), at most the order's limit (the server checks it); a description
 * of 20 to 2000 characters; up to 6 photos uploaded first (POST /api/partner/damage-claims/photos).
 */
export const ZDamageClaimBody = z.object({
  amount: amountInput,
  description: zRequiredText(() => DAMAGE_CLAIM_MESSAGES.descriptionRequired, {
    min: DAMAGE_CLAIM_DESCRIPTION_MIN,
    minMessage: () => DAMAGE_CLAIM_MESSAGES.descriptionShort,
    max: DAMAGE_CLAIM_DESCRIPTION_MAX,
    maxMessage: () => DAMAGE_CLAIM_MESSAGES.descriptionLong,
  }),
  photoIds: photoIds.default([]),
});
export type TDamageClaimBody = z.output<typeof ZDamageClaimBody>;
export type TDamageClaimInput = z.input<typeof ZDamageClaimBody>;

/** POST /api/orders/{orderId}/damage-claims/{claimId}/response: the buyer agrees or disagrees. */
export const ZDamageClaimResponseBody = z.object({
  agree: z.boolean({ error: () => DAMAGE_CLAIM_MESSAGES.answerRequired }),
  comment: zOptionalText(DAMAGE_CLAIM_COMMENT_MAX, undefined, () => DAMAGE_CLAIM_MESSAGES.commentLong),
});
export type TDamageClaimResponseBody = z.output<typeof ZDamageClaimResponseBody>;
export type TDamageClaimResponseInput = z.input<typeof ZDamageClaimResponseBody>;

/**
 * POST /api/admin/damage-claims/{claimId}/decision: uphold (the amount claimed, or less) or reject,
 * with a reason the buyer and the partner read.
 */
export const ZDamageClaimDecisionBody = z
  .object({
    decision: z.enum(['uphold', 'reject'], { error: () => DAMAGE_CLAIM_MESSAGES.decisionRequired }),
    /** For uphold: at most what was claimed; blank means the whole claim. */
    amount: z
      .union([z.number(), z.string(), z.null()], { error: () => DAMAGE_CLAIM_MESSAGES.amountInvalid })
      .optional()
      .transform((v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v))
      .pipe(amountInput.nullable()),
    reason: zRequiredText(() => DAMAGE_CLAIM_MESSAGES.reasonRequired, {
      min: DAMAGE_CLAIM_REASON_MIN,
      minMessage: () => DAMAGE_CLAIM_MESSAGES.reasonShort,
      max: DAMAGE_CLAIM_REASON_MAX,
      maxMessage: () => DAMAGE_CLAIM_MESSAGES.reasonLong,
    }),
  })
  .transform((body) => ({ ...body, amount: body.decision === 'reject' ? null : body.amount }));
export type TDamageClaimDecisionBody = z.output<typeof ZDamageClaimDecisionBody>;
export type TDamageClaimDecisionInput = z.input<typeof ZDamageClaimDecisionBody>;

/**
 * POST /api/orders/{orderId}/damage-claims/{claimId}/payment: the buyer pays an agreed or upheld
 * claim through the link (the payment form, as at checkout).
 */
export const ZDamageClaimPaymentBody = ZPaymentForm;
export type TDamageClaimPaymentBody = z.output<typeof ZDamageClaimPaymentBody>;

export const ZDamageClaimParams = z.object({ claimId: ZUuid });
export const ZOrderDamageClaimParams = z.object({ orderId: ZUuid, claimId: ZUuid });
export const ZDamageClaimPhotoParams = z.object({ photoId: ZUuid });

/** A photo just uploaded, to be named in a claim's photoIds. */
export const ZDamageClaimPhotoUpload = ZDamageClaimPhoto;
export type TDamageClaimPhotoUpload = z.infer<typeof ZDamageClaimPhotoUpload>;

// What the partner may do on an order -------------------------------------------------------------

/**
 * GET /api/partner/orders/{orderId}/damage-claims: the order's claims, newest first, and whether a
 * new one may be filed today (with why not, the most it may ask and until when).
 */
export const ZOrderDamageClaims = z.object({
  items: z.array(ZDamageClaim),
  canFile: z.boolean(),
  /** Why not, in words, when a claim cannot be filed. */
  reason: z.string().nullable(),
  /** The most a new claim may ask (major units), when one may be filed. */
  maxAmount: ZMajorAmount.nullable(),
  currency: ZCurrencyCode,
  /** The last day of the filing window, in the event's time zone; null before the event has ended. */
  lastDay: ZIsoDate.nullable(),
});
export type TOrderDamageClaims = z.infer<typeof ZOrderDamageClaims>;

// Lists -------------------------------------------------------------------------------------------

/** `waiting`: what waits for someone (filed, disputed, charge failed); `all`: every claim. */
export const DAMAGE_CLAIM_FILTERS = ['waiting', ...DAMAGE_CLAIM_STATES, 'all'] as const;
export type TDamageClaimFilter = (typeof DAMAGE_CLAIM_FILTERS)[number];

const listOptions = {
  sorts: ['filedAt', 'amount'] as const,
  defaultSort: 'filedAt' as const,
  defaultDirection: 'desc' as const,
};

/** GET /api/partner/damage-claims: the partner's claims (every state by default). */
export const ZPartnerDamageClaimsQuery = zListQuery({
  ...listOptions,
  filters: { state: z.enum(DAMAGE_CLAIM_FILTERS, { error: () => DAMAGE_CLAIM_MESSAGES.stateInvalid }).default('all') },
});
export type TPartnerDamageClaimsQuery = z.output<typeof ZPartnerDamageClaimsQuery>;
export type TPartnerDamageClaimsQueryInput = z.input<typeof ZPartnerDamageClaimsQuery>;

/** GET /api/admin/damage-claims: disputed claims waiting for a decision by default, oldest first. */
export const ZAdminDamageClaimsQuery = zListQuery({
  ...listOptions,
  defaultDirection: 'asc',
  filters: {
    state: z.enum(DAMAGE_CLAIM_FILTERS, { error: () => DAMAGE_CLAIM_MESSAGES.stateInvalid }).default('disputed'),
  },
});
export type TAdminDamageClaimsQuery = z.output<typeof ZAdminDamageClaimsQuery>;
export type TAdminDamageClaimsQueryInput = z.input<typeof ZAdminDamageClaimsQuery>;

export const ZDamageClaimPage = zPaged(ZDamageClaim);
export type TDamageClaimPage = z.infer<typeof ZDamageClaimPage>;
