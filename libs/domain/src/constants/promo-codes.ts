// The promo codes limits and kinds.

export const PROMO_CODE_MAX_LENGTH = 40;

export const PROMO_CODE_MIN_LENGTH = 3;

/** Far above any event's sales; keeps the counter an int. */
export const PROMO_USAGE_LIMIT_MAX = 1_000_000;
