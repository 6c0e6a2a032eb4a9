import { type ProductDetail, RELATED_PRODUCTS_LIMIT, stockStatusOf } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findProductBySlug, findRelatedProducts } from './catalog.repository.ts';
import { toProductCard } from './to-product-card.ts';

/** The public product page by slug, with up to 4 related products of its category. Public. */
export async function getProduct(db: Db, slug: string): Promise<ProductDetail> {
  const product = await findProductBySlug(db, slug);
  if (!product) throw notFound('Product');
  const { features, themes, stockQuantity, lowStockThreshold, ...card } = product;
  const related = await findRelatedProducts(db, product, RELATED_PRODUCTS_LIMIT);
  return {
    ...toProductCard(card),
    images: card.imageUrl ? [card.imageUrl] : [],
    features,
    themes,
    stockQuantity,
    stockStatus: stockStatusOf(stockQuantity, lowStockThreshold),
    related: related.map(toProductCard),
  };
}
