import { FEATURED_PRODUCTS_LIMIT, type FeaturedProducts } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { findFeaturedProducts } from './product-cards.repository.ts';
import { toProductCard } from './to-product-card.ts';

/** The home page's Featured Products: at most 8, no filters (docs/product/storefront-and-sign-in.md). Public. */
export async function listFeaturedProducts(db: Db): Promise<FeaturedProducts> {
  const rows = await findFeaturedProducts(db, FEATURED_PRODUCTS_LIMIT);
  return { items: rows.map(toProductCard) };
}
