// The search's paging, date range and query length.

export const SEARCH_DEFAULT_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 100;
/** Far past any real result (2 million events at 20 a page); keeps OFFSET and the answer in range. */
export const SEARCH_MAX_PAGE = 100_000;
/** The search's date range is read within these days (UTC): outside them no event can be, and PostgreSQL's timestamps end. */
export const FILTER_DATE_MIN = '2000-01-01';
export const FILTER_DATE_MAX = '2199-12-31';
export const SEARCH_QUERY_MAX = 200;
