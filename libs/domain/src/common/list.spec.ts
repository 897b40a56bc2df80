import { pageCount, zListQuery, zPaged } from './list';
import { z } from 'zod';
import { LIST_MAX_PAGE_SIZE } from '../constants';
import { LIST_MESSAGES } from '../messages';

const ZQuery = zListQuery({
  sorts: ['date', 'total'],
  defaultSort: 'date',
  defaultDirection: 'desc',
  filters: { status: z.enum(['paid', 'pending']).optional() },
});

describe('zListQuery', () => {
  it('fills the defaults for an empty query string', () => {
    expect(ZQuery.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'date', direction: 'desc', q: undefined });
  });

  it('reads numbers from query-string text and keeps the list filters', () => {
    expect(
      ZQuery.parse({ page: '3', pageSize: '50', sort: 'total', direction: 'asc', q: ' berlin ', status: 'paid' }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'total',
      direction: 'asc',
      q: 'berlin',
      status: 'paid',
    });
  });

  it('treats a blank search as no search', () => {
    expect(ZQuery.parse({ q: '   ' }).q).toBeUndefined();
  });

  it.each([
    [{ page: '0' }, 'page', LIST_MESSAGES.page],
    [{ page: 'two' }, 'page', LIST_MESSAGES.page],
    [{ page: '1.5' }, 'page', LIST_MESSAGES.page],
    [{ page: '3000000000' }, 'page', LIST_MESSAGES.page],
    [{ pageSize: String(LIST_MAX_PAGE_SIZE + 1) }, 'pageSize', LIST_MESSAGES.pageSize],
    [{ sort: 'name' }, 'sort', 'Sort must be one of: date, total'],
    [{ direction: 'up' }, 'direction', LIST_MESSAGES.direction],
    [{ q: 'x'.repeat(201) }, 'q', LIST_MESSAGES.q],
  ])('refuses %j with a message that names what is expected', (query, field, message) => {
    const result = ZQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('zPaged and pageCount', () => {
  it('describes the envelope around the items', () => {
    const ZPage = zPaged(z.object({ id: z.number() }));
    expect(ZPage.parse({ items: [{ id: 1 }], total: 41, page: 2, pageSize: 20 }).items).toEqual([{ id: 1 }]);
    expect(ZPage.safeParse({ items: [], total: -1, page: 1, pageSize: 20 }).success).toBe(false);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
