// Cancellation policies: the partner's create form (POST /api/partner/cancellation-policies/),
// the policy as read, and the refund rules.
import { z } from 'zod';
import {
  ADDED_PERIOD_DAY_STEP,
  FREE_CANCELLATION_MAX_END_DAYS,
  LONG_TEXT_MAX,
  NEW_POLICY_DEFAULT_PERIOD,
  REFUND_PERCENT_MAX,
  REFUND_PERCENT_MIN,
  TEXT_LIMITS,
} from '../constants';
import { ZId } from '../common/ids';
import { zNumberInput } from '../common/numbers';
import { zOptionalText, zRequiredText } from '../common/text';
import { ZCancellationPeriodView } from '../events/event-detail';
import { MESSAGES } from '../messages';

const days = zNumberInput({
  required: MESSAGES.policyFieldsRequired,
  invalid: MESSAGES.daysNegative,
  min: 0,
  integer: true,
});

/**
 * One refund window, counted in days before the event. The start is the far edge, so it must be
 * at least the end (90 -> 30 means "from 90 days out until 30 days out"). The spec's message for
 * a reversed window is kept word for word although it reads the other way round.
 */
export const ZCancellationPeriod = z
  .object({
    percentageRefund: zNumberInput({
      required: MESSAGES.policyFieldsRequired,
      invalid: MESSAGES.refundOutOfRange,
      min: REFUND_PERCENT_MIN,
      max: REFUND_PERCENT_MAX,
    }),
    startDaysBeforeEvent: days,
    endDaysBeforeEvent: days,
  })
  .refine(
    (period) =>
      typeof period.startDaysBeforeEvent !== 'number' ||
      typeof period.endDaysBeforeEvent !== 'number' ||
      period.startDaysBeforeEvent >= period.endDaysBeforeEvent,
    { message: MESSAGES.periodStartBeforeEnd, path: ['startDaysBeforeEvent'] },
  );
export type TCancellationPeriod = z.output<typeof ZCancellationPeriod>;
export type TCancellationPeriodInput = z.input<typeof ZCancellationPeriod>;

/** The create form and the server body (form inputs may be text; output is numbers). */
export const ZCancellationPolicyBody = z.object({
  name: zRequiredText(MESSAGES.policyFieldsRequired, { max: TEXT_LIMITS.policyName }),
  description: zOptionalText(LONG_TEXT_MAX),
  active: z.boolean().default(true),
  cancellationPolicyPeriods: z.array(ZCancellationPeriod).min(1, MESSAGES.periodsEmpty),
});
export type TCancellationPolicyBody = z.output<typeof ZCancellationPolicyBody>;
export type TCancellationPolicyBodyInput = z.input<typeof ZCancellationPolicyBody>;

/** Switching a policy on or off. */
export const ZCancellationPolicyActiveBody = z.object({ active: z.boolean() });

export const ZCancellationPolicy = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  cancellationPolicyPeriods: z.array(ZCancellationPeriodView),
});
export type TCancellationPolicy = z.infer<typeof ZCancellationPolicy>;

type TPeriodLike = {
  percentageRefund: number | string;
  startDaysBeforeEvent: number | string;
  endDaysBeforeEvent: number | string;
};
type TPeriodNumbers = { percentageRefund: number; startDaysBeforeEvent: number; endDaysBeforeEvent: number };

/**
 * The period "Add period" appends: half the previous refund (rounded down), starting where the
 * previous one ended and running 15 days closer to the event (never below 0). With no periods it
 * is the new-policy default, 100% from 60 to 30 days.
 */
export function nextCancellationPeriod(previous?: TPeriodLike | null): TPeriodNumbers {
  if (!previous) return { ...NEW_POLICY_DEFAULT_PERIOD };
  const refund = Number(previous.percentageRefund) || 0;
  const end = Number(previous.endDaysBeforeEvent) || 0;
  return {
    percentageRefund: Math.floor(refund / 2),
    startDaysBeforeEvent: end,
    endDaysBeforeEvent: Math.max(0, end - ADDED_PERIOD_DAY_STEP),
  };
}

export function addCancellationPeriod<T extends TPeriodLike>(periods: readonly T[]): Array<T | TPeriodNumbers> {
  return [...periods, nextCancellationPeriod(periods[periods.length - 1])];
}

/**
 * Removes a period unless it is the last one left (a policy needs at least one); returns the
 * same list when removal is not allowed.
 */
export function removeCancellationPeriod<T>(periods: readonly T[], index: number): readonly T[] {
  if (periods.length <= 1 || index < 0 || index >= periods.length) return periods;
  return periods.filter((_, position) => position !== index);
}

/** Whole days from `now` until the event starts (negative once it has started). */
export function daysBeforeEvent(eventStart: string, now: Date): number {
  return Math.floor((new Date(eventStart).getTime() - now.getTime()) / 86_400_000);
}

/**
 * The refund percentage for a cancellation `days` before the event: the period whose window
 * (end <= days <= start) contains it; where windows overlap, the most generous; 0 outside all.
 */
export function refundPercentageFor(periods: readonly TPeriodNumbers[], days: number): number {
  return periods
    .filter((period) => period.endDaysBeforeEvent <= days && days <= period.startDaysBeforeEvent)
    .reduce((best, period) => Math.max(best, period.percentageRefund), 0);
}

/**
 * Whether a policy counts as 'Free cancellation' in search: some period refunds 100% until the
 * day before the event (or later).
 */
export function offersFreeCancellation(
  periods: ReadonlyArray<{ percentageRefund: number; endDaysBeforeEvent: number }>,
): boolean {
  return periods.some(
    (period) => period.percentageRefund === 100 && period.endDaysBeforeEvent <= FREE_CANCELLATION_MAX_END_DAYS,
  );
}

/** The refund in minor units for a price, rounded down to a whole minor unit. */
export function refundAmount(priceMinor: number, percentage: number): number {
  return Math.floor((priceMinor * percentage) / 100);
}
