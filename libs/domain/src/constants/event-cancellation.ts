// The event cancellation limits and kinds.

export const EVENT_CANCELLATION_REASON_MAX = 500;

export const EVENT_CANCELLATION_REASON_MIN = 10;
