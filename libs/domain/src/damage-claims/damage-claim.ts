// A damage claim as the buyer, the partner and support read it (ZDamageClaim, inside every order
// answer) and its state in words. Kept apart from the claim's bodies and rules (./damage-claims), so
// the orders' schema pulls in no more than it needs.
import { z } from 'zod';
import '../common/zod-messages';
import { ZIsoDateTime } from '../common/dates';
import { ZId, ZUuid } from '../common/ids';
import { dateTimeFormat } from '../i18n/formats';
import { DAMAGE_CLAIM_STATE_LABELS, DAMAGE_CLAIM_STATE_TEXT as STATE } from '../messages/damage-claims';
import { ZCurrencyCode, ZMajorAmount } from '../money';

// States ----------------------------------------------------------------------------------------

/**
 * filed: waiting for the buyer; agreed / upheld: to be paid (charged to the kept card when the buyer
 * agreed and had consented at checkout, otherwise waiting for the buyer to pay through the link); disputed:
 * waiting for support; charged (with the date); charge_failed: retried under the same key; rejected
 * and withdrawn: nothing is charged.
 */
export const DAMAGE_CLAIM_STATES = [
  'filed',
  'agreed',
  'disputed',
  'upheld',
  'rejected',
  'charged',
  'charge_failed',
  'withdrawn',
] as const;
export type TDamageClaimState = (typeof DAMAGE_CLAIM_STATES)[number];

/** Not yet settled: at most one such claim per order. */
export const OPEN_DAMAGE_CLAIM_STATES = [
  'filed',
  'disputed',
  'agreed',
  'upheld',
  'charge_failed',
] as const satisfies readonly TDamageClaimState[];
/** The partner may withdraw a claim nobody has agreed to or upheld yet. */
export const WITHDRAWABLE_DAMAGE_CLAIM_STATES = ['filed', 'disputed'] as const satisfies readonly TDamageClaimState[];

// The claim as it is read --------------------------------------------------------------------------

/**
 * How an agreed or upheld claim is paid: saved_card (charged to the card kept with the buyer's
 * consent, after they agreed) or payment_link (the buyer pays through the link on their order).
 */
export const DAMAGE_CLAIM_PAID_WITH = ['saved_card', 'payment_link'] as const;
export type TDamageClaimPaidWith = (typeof DAMAGE_CLAIM_PAID_WITH)[number];

export const ZDamageClaimPhoto = z.object({
  id: ZUuid,
  /** The photo itself, for the claim's partner, its buyer and administrators only. */
  url: z.string(),
});
export type TDamageClaimPhoto = z.infer<typeof ZDamageClaimPhoto>;

export const ZDamageClaim = z.object({
  id: ZUuid,
  orderId: ZUuid,
  event: z.object({ id: ZId, name: z.string(), endDateTime: ZIsoDateTime, timeZone: z.string() }),
  partner: z.object({ id: ZId, name: z.string() }),
  buyer: z.object({ firstName: z.string(), surname: z.string(), email: z.string() }),
  state: z.enum(DAMAGE_CLAIM_STATES),
  /** What the partner claimed, major units of the order's currency. */
  amount: ZMajorAmount,
  currency: ZCurrencyCode,
  description: z.string(),
  photos: z.array(ZDamageClaimPhoto),
  filedAt: ZIsoDateTime,
  /** The team member who filed it. */
  filedBy: z.string(),
  /** Until then the buyer may answer; afterwards an unanswered claim goes to support. */
  respondBy: ZIsoDateTime,
  /** The buyer's answer; `agree` null when the buyer did not answer in time (the claim went to support). */
  answer: z.object({ agree: z.boolean().nullable(), comment: z.string().nullable(), at: ZIsoDateTime }).nullable(),
  /** Support's decision on a disputed claim. */
  decision: z
    .object({
      outcome: z.enum(['upheld', 'rejected']),
      /** What support upheld (at most what was claimed); null when rejected. */
      amount: ZMajorAmount.nullable(),
      reason: z.string(),
      at: ZIsoDateTime,
    })
    .nullable(),
  /** What is or was charged: the claim agreed, or the amount upheld. */
  chargeAmount: ZMajorAmount.nullable(),
  /** How it is paid once agreed or upheld; null while nothing is owed. */
  paidWith: z.enum(DAMAGE_CLAIM_PAID_WITH).nullable(),
  chargedAt: ZIsoDateTime.nullable(),
  /** When a failed charge is tried again. */
  nextAttemptAt: ZIsoDateTime.nullable(),
  withdrawnAt: ZIsoDateTime.nullable(),
});
export type TDamageClaim = z.infer<typeof ZDamageClaim>;

/** A day and a moment of the claim in the current language ('Jun 10, 2026'; '10.06.2026' in German). */
const claimDate = (iso: string) => dateTimeFormat({ dateStyle: 'medium' }).format(new Date(iso));
const claimDateTime = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A claim's state in words, as the buyer, the partner and support read it. */
export function damageClaimState(
  claim: Pick<TDamageClaim, 'state' | 'chargedAt' | 'nextAttemptAt' | 'respondBy' | 'answer' | 'paidWith'>,
): string {
  switch (claim.state) {
    case 'agreed':
      return claim.paidWith === 'payment_link' ? STATE.agreedPaymentLink : DAMAGE_CLAIM_STATE_LABELS.agreed;
    case 'filed':
      return STATE.filedUntil({ date: claimDate(claim.respondBy) });
    case 'disputed':
      return claim.answer?.agree === null ? STATE.disputedUnanswered : DAMAGE_CLAIM_STATE_LABELS.disputed;
    case 'charged':
      return claim.chargedAt
        ? STATE.chargedOn({ date: claimDate(claim.chargedAt) })
        : DAMAGE_CLAIM_STATE_LABELS.charged;
    case 'charge_failed':
      return claim.nextAttemptAt
        ? STATE.chargeFailedRetryingAt({ time: claimDateTime(claim.nextAttemptAt) })
        : DAMAGE_CLAIM_STATE_LABELS.charge_failed;
    default:
      return DAMAGE_CLAIM_STATE_LABELS[claim.state];
  }
}
