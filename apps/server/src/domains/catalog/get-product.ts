import {
  isUuid,
  type ProductDetail,
  priceTable,
  RELATED_PRODUCTS_LIMIT,
  stockStatusOf,
  unitPrice,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { priceInputOf } from '../../db/prices.ts';
import { notFound } from '../../lib/app-error.ts';
import { findProductById, findProductBySlug, findRelatedProducts } from './product-cards.repository.ts';
import { toProductCard } from './to-product-card.ts';

type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductBySlug>>>;

async function toDetail(db: Db, product: ProductRow | null): Promise<ProductDetail> {
  if (!product) throw notFound('Product');
  const { features, themes, stockQuantity, lowStockThreshold, priceTiers, priceEntry, ...card } = product;
  const related = await findRelatedProducts(db, product, RELATED_PRODUCTS_LIMIT);
  // The caller's price for the least they may order, and the break table as they pay it (ADR 0020 §1).
  const input = priceInputOf(product, product.minOrderQty);
  return {
    ...toProductCard(card),
    price: unitPrice(input).unitCents / 100,
    listPrice: input.listCents / 100,
    sku: card.sku,
    packSize: card.packSize,
    minOrderQty: card.minOrderQty,
    priceTable: priceTable({ ...input, minOrderQty: product.minOrderQty }).map((row) => ({
      minQuantity: row.minQuantity,
      maxQuantity: row.maxQuantity,
      price: row.unitCents / 100,
    })),
    images: card.imageUrl ? [card.imageUrl] : [],
    features,
    themes,
    stockQuantity,
    stockStatus: stockStatusOf(stockQuantity, lowStockThreshold),
    related: related.map(toProductCard),
  };
}

/** The public product page by slug, with up to 4 related products of its category, at list prices. Public. */
export async function getProduct(db: Db, slug: string): Promise<ProductDetail> {
  return toDetail(db, await findProductBySlug(db, slug));
}

/**
 * The partner shop's product detail by id (/partner/shop/{id}) at the partner's company's prices;
 * an unknown id is "Product not found".
 */
export async function getProductById(db: Db, id: string, companyId: string | null): Promise<ProductDetail> {
  return toDetail(db, isUuid(id) ? await findProductById(db, id, companyId) : null);
}
