import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParams, paged, pageOf, pageOffset, pageQuery } from './paging';

describe('paging', () => {
  const query = z.object({ ...pageQuery({ defaultSize: 20, maxSize: 50 }) });

  it('defaults to the first page of the default size and reads numbers from the query string', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(query.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('names what is wrong with a page or page size', () => {
    expect(query.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page must be at least 1');
    expect(query.safeParse({ page: '1.5' }).error?.issues[0]?.message).toBe('Page must be a whole number');
    expect(query.safeParse({ pageSize: '51' }).error?.issues[0]?.message).toBe(
      'Page size must be at most 50',
    );
  });

  it('answers a page with its rows, the whole count and where it is', () => {
    const page = paged(['a', 'b'], 12, { page: 2, pageSize: 2 });
    expect(pageOf(z.string()).parse(page)).toEqual({ items: ['a', 'b'], total: 12, page: 2, pageSize: 2 });
    expect(pageOffset({ page: 3, pageSize: 25 })).toBe(50);
  });

  it('names the record whose id is malformed', () => {
    expect(idParams('Order').safeParse({ id: 'nope' }).error?.issues[0]?.message).toBe(
      'Order id must be a UUID',
    );
    expect(idParams('Order').parse({ id: '0b8a6f0e-6a43-4f5e-9d1c-2a7b3c4d5e6f' }).id).toHaveLength(36);
  });
});
