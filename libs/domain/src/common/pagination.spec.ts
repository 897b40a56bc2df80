import { parseOk } from '../spec-helpers';
import { z } from 'zod';
import { pageCount, ZPaginationQuery, zPaged } from './pagination';

describe('ZPaginationQuery', () => {
  it('defaults to page 1 of 20 and coerces query text', () => {
    expect(parseOk(ZPaginationQuery, {})).toEqual({ page: 1, pageSize: 20 });
    expect(parseOk(ZPaginationQuery, { page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('refuses pages below 1 and sizes above 100', () => {
    expect(ZPaginationQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPaginationQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(ZPaginationQuery.safeParse({ page: 'x' }).success).toBe(false);
  });
});

describe('zPaged', () => {
  it('wraps an item schema', () => {
    const schema = zPaged(z.object({ id: z.number() }));
    expect(schema.safeParse({ items: [{ id: 1 }], total: 1, page: 1, pageSize: 20 }).success).toBe(true);
    expect(schema.safeParse({ items: [{ id: 'x' }], total: 1, page: 1, pageSize: 20 }).success).toBe(false);
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
