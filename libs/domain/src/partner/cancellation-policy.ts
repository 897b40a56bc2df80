// Cancellation policies: the partner's create form (POST /api/partner/cancellation-policies/),
// the policy as read, and the refund rules.
import { z } from 'zod';
import '../common/zod-messages';
import {
  ADDED_PERIOD_DAY_STEP,
  FREE_CANCELLATION_MAX_END_DAYS,
  LONG_TEXT_MAX,
  NEW_POLICY_DEFAULT_PERIOD,
  REFUND_PERCENT_MAX,
  REFUND_PERCENT_MIN,
  TEXT_LIMITS,
} from '../constants';
import { ZIsoDateTime } from '../common/dates';
import { ZId } from '../common/ids';
import { zListQuery, zPaged } from '../common/list';
import { zPatchShape } from '../common/refine';
import { zNumberInput } from '../common/numbers';
import { zOptionalText, zRequiredText } from '../common/text';
import { ZCancellationPeriodView } from '../events/event-detail';
import { MESSAGES, QUERY_MESSAGES } from '../messages';

const days = zNumberInput({
  required: () => MESSAGES.policyFieldsRequired,
  invalid: () => MESSAGES.daysNegative,
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
      required: () => MESSAGES.policyFieldsRequired,
      invalid: () => MESSAGES.refundOutOfRange,
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
    { error: () => MESSAGES.periodStartBeforeEnd, path: ['startDaysBeforeEvent'] },
  );
export type TCancellationPeriod = z.output<typeof ZCancellationPeriod>;
export type TCancellationPeriodInput = z.input<typeof ZCancellationPeriod>;

/** The create form and the server body (form inputs may be text; output is numbers). */
export const ZCancellationPolicyBody = z.object({
  name: zRequiredText(() => MESSAGES.policyFieldsRequired, { max: TEXT_LIMITS.policyName }),
  description: zOptionalText(LONG_TEXT_MAX),
  active: z.boolean().default(true),
  cancellationPolicyPeriods: z.array(ZCancellationPeriod).min(1, { error: () => MESSAGES.periodsEmpty }),
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

// The partner's policy routes ---------------------------------------------------------------------

/** GET /api/partner/cancellation-policies/: the partner's policies, newest first by default. */
export const ZCancellationPoliciesQuery = zListQuery({
  sorts: ['createdAt', 'name'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  defaultPageSize: 50,
  filters: {
    /** Only the active ones (what a ticket type may choose). */
    active: z
      .enum(['true', 'false'], { error: () => QUERY_MESSAGES.active })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  },
});
export type TCancellationPoliciesQuery = z.output<typeof ZCancellationPoliciesQuery>;
export type TCancellationPoliciesQueryInput = z.input<typeof ZCancellationPoliciesQuery>;

/** A policy in the list: with how many ticket types use it and whether sold tickets rely on it. */
export const ZCancellationPolicyRow = ZCancellationPolicy.extend({
  ticketTypeCount: z.number().int().nonnegative(),
  /** Sold tickets rely on its periods, so they cannot change any more. */
  periodsLocked: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type TCancellationPolicyRow = z.infer<typeof ZCancellationPolicyRow>;

export const ZCancellationPoliciesPage = zPaged(ZCancellationPolicyRow);
export type TCancellationPoliciesPage = z.output<typeof ZCancellationPoliciesPage>;

/**
 * PATCH /api/partner/cancellation-policies/{id}: `{ active }` (the list's toggle), or any of name,
 * description and periods. Periods cannot change once sold tickets rely on them.
 */
export const ZCancellationPolicyPatchBody = z.object(
  zPatchShape({
    name: ZCancellationPolicyBody.shape.name,
    description: ZCancellationPolicyBody.shape.description,
    active: z.boolean({ error: () => QUERY_MESSAGES.active }),
    cancellationPolicyPeriods: ZCancellationPolicyBody.shape.cancellationPolicyPeriods,
  }),
);
export type TCancellationPolicyPatchBody = z.output<typeof ZCancellationPolicyPatchBody>;

/** GET /api/partner/cancellation-policies/{id}: the policy, its refund table and who uses it. */
export const ZCancellationPolicyDetail = ZCancellationPolicyRow.extend({
  freeCancellation: z.boolean(),
  ticketTypes: z.array(
    z.object({
      id: ZId,
      name: z.string(),
      eventId: ZId,
      eventName: z.string(),
      eventStartDateTime: ZIsoDateTime,
      timeZone: z.string(),
      sold: z.number().int().nonnegative(),
    }),
  ),
});
export type TCancellationPolicyDetail = z.infer<typeof ZCancellationPolicyDetail>;

/**
 * What a buyer gets back when cancelling `days` days before the event, day by day from the
 * furthest period edge (or 90 days) down to the day of the event: one row per stretch of days with
 * the same refund.
 */
export function refundSchedule(
  periods: readonly TPeriodNumbers[],
): Array<{ fromDays: number; toDays: number; percentageRefund: number }> {
  const furthest = Math.max(0, ...periods.map((p) => p.startDaysBeforeEvent));
  const rows: Array<{ fromDays: number; toDays: number; percentageRefund: number }> = [];
  if (periods.length === 0) return [{ fromDays: 0, toDays: 0, percentageRefund: 0 }];
  // Beyond the furthest edge no period applies.
  rows.push({ fromDays: Number.POSITIVE_INFINITY, toDays: furthest + 1, percentageRefund: 0 });
  for (let days = furthest; days >= 0; days--) {
    const refund = refundPercentageFor(periods, days);
    const last = rows[rows.length - 1];
    if (last && last.percentageRefund === refund) last.toDays = days;
    else rows.push({ fromDays: days, toDays: days, percentageRefund: refund });
  }
  return rows.filter((row) => row.fromDays >= row.toDays);
}
