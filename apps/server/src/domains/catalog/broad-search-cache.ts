import type { ProductList, ProductListQuery } from '@party/shared';
import { LRUCache } from 'lru-cache';

/**
 * A storefront search that matches this many products or more ranks every match to sort its page
 * (catalog-search.repository.ts): about 400 ms of SQL for "glitter" among a million products
 * (bench/README, "Every list at size"), where any narrower search or category page is a few ms.
 */
export const BROAD_SEARCH_MATCHES = 2000;

/**
 * Those broad pages, kept in this process's memory for BROAD_SEARCH_TTL_MS: the public catalogue
 * already tolerates a moment's lag (it reads replicas, ADR 0018), and a popular word asked by many
 * visitors at once then costs one ranking per half minute instead of one per visitor. Only broad
 * pages are kept, so a new or renamed product shows at once in every search narrow enough to be
 * cheap, and within the half minute in a broad one. At most BROAD_SEARCH_PAGES pages (a page is
 * about 10 kB).
 */
const BROAD_SEARCH_TTL_MS = 30_000;
const BROAD_SEARCH_PAGES = 500;

const pages = new LRUCache<string, ProductList>({ max: BROAD_SEARCH_PAGES, ttl: BROAD_SEARCH_TTL_MS });

/** The page for `query` from memory, or read by `load` and kept when its search was broad. */
export async function broadSearchPage(
  query: ProductListQuery,
  load: () => Promise<ProductList>,
): Promise<ProductList> {
  if (!query.search) return load();
  const key = JSON.stringify(query);
  const kept = pages.get(key);
  if (kept) return kept;
  const page = await load();
  if (page.total >= BROAD_SEARCH_MATCHES) pages.set(key, page);
  return page;
}
