// What the list area says.
import { LIST_MAX_PAGE, LIST_MAX_PAGE_SIZE, LIST_QUERY_MAX } from '../constants';

export const LIST_MESSAGES = {
  page: `Page must be a whole number from 1 to ${LIST_MAX_PAGE}`,
  pageSize: `Page size must be a whole number from 1 to ${LIST_MAX_PAGE_SIZE}`,
  sort: (allowed: readonly string[]) => `Sort must be one of: ${allowed.join(', ')}`,
  direction: 'Direction must be asc or desc',
  q: `Search text must be at most ${LIST_QUERY_MAX} characters`,
} as const;
