import type { ProductCategoryId } from '@party/shared';
import { and, asc, type Column, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { priceInputColumns } from '../../db/prices.ts';
import { products } from '../../db/schema/index.ts';

// The storefront's reads of single products and short lists; the card columns, name order and search
// text condition here are shared with the catalogue page, the search and the staff list.

// Only what a card shows: a page of the catalogue never carries cost, stock or features.
export const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  price: products.price,
  category: products.category,
  imageUrl: products.imageUrl,
};
export interface ProductCardRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  /** numeric(12,2) as PostgreSQL writes it ('14.95'). */
  price: string;
  category: ProductCategoryId;
  imageUrl: string | null;
}

// Matches the indexes products_name_lower_idx and products_category_name_idx.
export const byName = [sql`lower(${products.name})`, asc(products.id)];

/**
 * The search text, case-insensitively, in name or description: product_search's lowered text
 * against the lowered pattern (PostgreSQL's lower() on both sides, so they fold alike). Served by
 * product_search_text_trgm_idx for 3+ characters.
 */
export function searchCondition(search: string, searchText: Column): SQL {
  return sql`${searchText} like lower(${containsPattern(search)})`;
}

export async function findFeaturedProducts(tx: Tx, limit: number): Promise<ProductCardRow[]> {
  return tx
    .select(cardColumns)
    .from(products)
    .where(eq(products.isFeatured, true))
    .orderBy(...byName)
    .limit(limit);
}

const detailColumns = (companyId: string | null) => ({
  ...cardColumns,
  features: products.features,
  themes: products.themes,
  stockQuantity: products.stockQuantity,
  lowStockThreshold: products.lowStockThreshold,
  sku: products.sku,
  packSize: products.packSize,
  minOrderQty: products.minOrderQty,
  ...priceInputColumns('"products"', companyId),
});

/** The product page's product with its price inputs at the company's prices (null: list prices). */
export async function findProductBySlug(tx: Tx, slug: string, companyId: string | null = null) {
  const [row] = await tx
    .select(detailColumns(companyId))
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function findProductById(tx: Tx, id: string, companyId: string | null = null) {
  const [row] = await tx.select(detailColumns(companyId)).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** Others of the same category, featured ones first. */
export async function findRelatedProducts(
  tx: Tx,
  product: { id: string; category: ProductCategoryId },
  limit: number,
): Promise<ProductCardRow[]> {
  return tx
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.category, product.category), ne(products.id, product.id)))
    .orderBy(desc(products.isFeatured), ...byName)
    .limit(limit);
}

export async function countProductsByCategory(tx: Tx) {
  return tx
    .select({ category: products.category, productCount: count() })
    .from(products)
    .groupBy(products.category);
}
