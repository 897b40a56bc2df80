// The lists limits and kinds.

/** Far past any real list; it keeps OFFSET within what PostgreSQL answers in reasonable time. */
export const LIST_MAX_PAGE = 100_000;

export const LIST_MAX_PAGE_SIZE = 100;

export const LIST_QUERY_MAX = 200;
