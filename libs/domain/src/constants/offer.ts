// The offer limits and kinds.

export const OFFER_HEADLINE_MAX = 160;
