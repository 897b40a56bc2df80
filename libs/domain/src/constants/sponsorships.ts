// Sponsored placement's limits (docs/decisions/README.md, "Sponsored placement").
import type { TCurrencyCode } from './currencies';

/** The longest sponsorship, in days (both ends included). */
export const SPONSORSHIP_MAX_DAYS = 30;
/** The one currency sponsorship is priced and charged in, as the listing plans are. */
export const SPONSORSHIP_CURRENCY: TCurrencyCode = 'USD';
/** The highest price per day the administrator may set, in major units. */
export const SPONSORSHIP_PRICE_MAX = 10_000;
/** The longest reason for ending a sponsorship early. */
export const SPONSORSHIP_REASON_MAX = 500;

export const SPONSORSHIP_STATUSES = ['scheduled', 'active', 'ended', 'endedEarly'] as const;
export const SPONSORSHIP_FILTERS = ['all', ...SPONSORSHIP_STATUSES] as const;
