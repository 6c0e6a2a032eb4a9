import { isUuid, type ProductDetail, RELATED_PRODUCTS_LIMIT, stockStatusOf } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findProductById, findProductBySlug, findRelatedProducts } from './product-cards.repository.ts';
import { toProductCard } from './to-product-card.ts';

type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductBySlug>>>;

async function toDetail(db: Db, product: ProductRow | null): Promise<ProductDetail> {
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

/** The public product page by slug, with up to 4 related products of its category. Public. */
export async function getProduct(db: Db, slug: string): Promise<ProductDetail> {
  return toDetail(db, await findProductBySlug(db, slug));
}

/** The partner shop's product detail by id (/partner/shop/{id}); an unknown id is "Product not found". */
export async function getProductById(db: Db, id: string): Promise<ProductDetail> {
  return toDetail(db, isUuid(id) ? await findProductById(db, id) : null);
}
