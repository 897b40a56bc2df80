// How long a partner application or an event version has waited for review, in business days,
// against the promise made to partners (2-3 business days).
import { REVIEW_BUSINESS_DAYS } from '../constants';

const DAY_MS = 86_400_000;

/**
 * Business time elapsed from `from` to `to`, in days (fractional): Saturdays and Sundays (UTC) do
 * not count. Public holidays differ by country and are not known here; they count as business days.
 */
export function businessDaysBetween(from: Date, to: Date): number {
  let start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let ms = 0;
  while (start < end) {
    const dayStart = Math.floor(start / DAY_MS) * DAY_MS;
    const dayEnd = Math.min(dayStart + DAY_MS, end);
    const weekday = new Date(dayStart).getUTCDay();
    if (weekday !== 0 && weekday !== 6) ms += dayEnd - start;
    start = dayEnd;
  }
  return ms / DAY_MS;
}

export const REVIEW_WAIT_STATES = ['onTrack', 'due', 'overdue'] as const;
export type TReviewWaitState = (typeof REVIEW_WAIT_STATES)[number];

export interface TReviewWait {
  /** Whole business days waited so far (1.8 reads as 1). */
  businessDays: number;
  /** onTrack: under 2 business days; due: 2 to 3; overdue: past 3. */
  state: TReviewWaitState;
}

export function reviewWait(since: Date, now: Date): TReviewWait {
  const waited = businessDaysBetween(since, now);
  const state: TReviewWaitState =
    waited > REVIEW_BUSINESS_DAYS.max ? 'overdue' : waited >= REVIEW_BUSINESS_DAYS.min ? 'due' : 'onTrack';
  return { businessDays: Math.floor(waited), state };
}

/** '1 business day', '4 business days'; 'less than a business day' for 0. */
export function businessDaysLabel(days: number): string {
  if (days < 1) return 'less than a business day';
  return `${days} business day${days === 1 ? '' : 's'}`;
}
