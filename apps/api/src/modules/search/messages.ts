// What the event search says when it refuses. The filter's own field messages live in libs/domain
// (ZEventFilter), so the search page and the server say the same words.
export const SEARCH_MESSAGES = {} as const;
