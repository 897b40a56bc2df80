// The search's paging, date range and query length.

export const SEARCH_DEFAULT_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 100;
/**
 * How deep any sort can be paged: the first 10,000 results, as large search sites allow. A page
 * reaching past them (page × page size above it) is refused; narrowing the search reaches the rest.
 */
export const SEARCH_MAX_RESULTS = 10_000;
/** The highest page number (at page size 1). */
export const SEARCH_MAX_PAGE = SEARCH_MAX_RESULTS;
/** The search's date range is read within these days (UTC): outside them no event can be, and PostgreSQL's timestamps end. */
export const FILTER_DATE_MIN = '2000-01-01';
export const FILTER_DATE_MAX = '2199-12-31';
export const SEARCH_QUERY_MAX = 200;
