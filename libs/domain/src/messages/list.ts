// What the list area says.
import { LIST_MAX_PAGE, LIST_MAX_PAGE_SIZE, LIST_QUERY_MAX } from '../constants';
import { defineMessages } from '../i18n';

export const LIST_MESSAGES = defineMessages('list', {
  page: `Page must be a whole number from 1 to ${LIST_MAX_PAGE}`,
  pageSize: `Page size must be a whole number from 1 to ${LIST_MAX_PAGE_SIZE}`,
  /** `allowed`: the list's sort names (the API's words, listed as they are). */
  sort: 'Sort must be one of: {allowed}',
  direction: 'Direction must be asc or desc',
  q: `Search text must be at most ${LIST_QUERY_MAX} characters`,
});
