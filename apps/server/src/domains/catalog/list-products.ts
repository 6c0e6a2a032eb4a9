import type { ProductList, ProductListQuery } from '@party/shared';
import { paged, pageOffset } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { broadSearchPage } from './broad-search-cache.ts';
import { findProductPage } from './catalog-page.repository.ts';
import { toProductCard } from './to-product-card.ts';

/**
 * One page of the public catalogue: case-insensitive match of the search text in name or
 * description, 'all' or no category meaning every category (docs/product/storefront-and-sign-in.md); the partner shop
 * adds a theme and a price range (docs/product/partner-portal.md). Public; a broad search's page may
 * come from memory (broad-search-cache.ts).
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  return broadSearchPage(query, () => readProducts(db, query));
}

async function readProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  const category = query.category && query.category !== 'all' ? query.category : undefined;
  const theme = query.theme && query.theme !== 'all' ? query.theme : undefined;
  const { rows, total, capped } = await findProductPage(
    db,
    {
      search: query.search || undefined,
      category,
      theme,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
    },
    { limit: query.pageSize, offset: pageOffset(query) },
  );
  return { ...paged(rows.map(toProductCard), total, query), totalCapped: capped };
}
