import type { ProductList, ProductListQuery } from '@party/shared';
import { describe, expect, it, vi } from 'vitest';
import { BROAD_SEARCH_MATCHES, broadSearchPage } from '../../src/domains/catalog/broad-search-cache.ts';

const query = (search?: string): ProductListQuery => ({ search, page: 1, pageSize: 24 });
const pageOf = (total: number): ProductList => ({
  items: [],
  total,
  totalCapped: false,
  page: 1,
  pageSize: 24,
});

describe('broad storefront searches are kept in memory; every other page is read each time', () => {
  it('reads a broad search once and answers the next ask from memory', async () => {
    const load = vi.fn(async () => pageOf(BROAD_SEARCH_MATCHES + 5000));
    const first = await broadSearchPage(query('glitter broad'), load);
    expect(await broadSearchPage(query('glitter broad'), load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    // Another page of the same word is its own entry.
    await broadSearchPage({ ...query('glitter broad'), page: 2 }, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads a narrower search, and any page without a search, every time', async () => {
    const narrow = vi.fn(async () => pageOf(BROAD_SEARCH_MATCHES - 1));
    await broadSearchPage(query('rose gold narrow'), narrow);
    await broadSearchPage(query('rose gold narrow'), narrow);
    expect(narrow).toHaveBeenCalledTimes(2);
    const category = vi.fn(async () => pageOf(BROAD_SEARCH_MATCHES * 100));
    await broadSearchPage({ ...query(), category: 'balloons' }, category);
    await broadSearchPage({ ...query(), category: 'balloons' }, category);
    expect(category).toHaveBeenCalledTimes(2);
  });
});
