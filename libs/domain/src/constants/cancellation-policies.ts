// Cancellation policies: refund percentages, default periods and what counts as free cancellation.

export const REFUND_PERCENT_MIN = 0;
export const REFUND_PERCENT_MAX = 100;
/** The spec's default period: full refund from 90 to 30 days before the event. */
export const DEFAULT_CANCELLATION_PERIOD = {
  percentageRefund: 100,
  startDaysBeforeEvent: 90,
  endDaysBeforeEvent: 30,
} as const;
/** The first period of a policy created in the partner form: 60 to 30 days. */
export const NEW_POLICY_DEFAULT_PERIOD = {
  percentageRefund: 100,
  startDaysBeforeEvent: 60,
  endDaysBeforeEvent: 30,
} as const;
export const ADDED_PERIOD_DAY_STEP = 15;
/** A policy offers 'Free cancellation' when a 100% refund lasts until at most this many days before the event. */
export const FREE_CANCELLATION_MAX_END_DAYS = 1;
