// How the search and the partner's and admin's event lists sort.

/**
 * Recommended (the ranking of search/ranking.ts, which orders the home page's events), the spec's four,
 * and the rating cards show (events without reviews last either way).
 */
export const SORT_CRITERIA = ['recommended', 'date', 'size', 'price', 'relevance', 'rating'] as const;
export type TSortCriteria = (typeof SORT_CRITERIA)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];
/** The search's default: date ascending, the soonest first, as the spec says (decision 0315). */
export const DEFAULT_SORT_CRITERIA: TSortCriteria = 'date';
export const DEFAULT_SORT_DIRECTION: TSortDirection = 'asc';

/** Partner and admin event lists sort by these (spec: date, capacity, tickets sold). */
export const MANAGED_EVENT_SORT_CRITERIA = ['date', 'capacity', 'ticketsSold'] as const;
export type TManagedEventSortCriteria = (typeof MANAGED_EVENT_SORT_CRITERIA)[number];
