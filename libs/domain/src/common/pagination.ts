// Paging: the query a list endpoint accepts and the envelope it answers with.
import { z } from 'zod';
import { SEARCH_DEFAULT_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE } from '../constants';

const ZPage = z.coerce.number().int().min(1);
const ZPageSize = z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE);

/** `?page=2&pageSize=25` on list endpoints; query strings are text, so the numbers are coerced. */
export const ZPaginationQuery = z.object({
  page: ZPage.default(1),
  pageSize: ZPageSize.default(SEARCH_DEFAULT_PAGE_SIZE),
});
export type TPaginationQuery = z.output<typeof ZPaginationQuery>;

/** The paged answer around any item schema. */
export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE),
  });
}

/** How many pages `total` items fill (at least one, so "page 1 of 1" shows for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
