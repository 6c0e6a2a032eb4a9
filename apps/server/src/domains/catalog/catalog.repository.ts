import { CATALOG_COUNT_CAP, type ProductCategoryId, type ProductTheme } from '@party/shared';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

// Only what a card shows: a page of the catalogue never carries cost, stock or features.
const cardColumns = {
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
const byName = [sql`lower(${products.name})`, asc(products.id)];

/** `%text%` for ILIKE with the text's own % _ \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface CatalogFilter {
  search?: string;
  category?: ProductCategoryId;
  /** Products carrying this theme (served by products_themes_idx). */
  theme?: ProductTheme;
  /** Inclusive bounds in AUD dollars (served by products_price_idx). */
  minPrice?: number;
  maxPrice?: number;
}

function filterCondition(filter: CatalogFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.theme ? arrayContains(products.themes, [filter.theme]) : undefined,
    filter.minPrice !== undefined ? gte(products.price, filter.minPrice.toFixed(2)) : undefined,
    filter.maxPrice !== undefined ? lte(products.price, filter.maxPrice.toFixed(2)) : undefined,
    pattern ? or(ilike(products.name, pattern), ilike(products.description, pattern)) : undefined,
  );
}

/**
 * One page of matching products and the number of matches. Two cheap queries rather than
 * count(*) over(): the window forces every match to be read and sorted before the first row,
 * while the page alone walks the name index and stops after `limit` rows. The count stops
 * CATALOG_COUNT_CAP matches past the page's first row (a broad search would otherwise scan the whole
 * table for the number): then `capped` is true and `total` is a lower bound that still covers the
 * page and the next one, so paging forward stays right.
 */
export async function findProductPage(
  tx: Tx,
  filter: CatalogFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: ProductCardRow[]; total: number; capped: boolean }> {
  const where = filterCondition(filter);
  const rows = await tx
    .select(cardColumns)
    .from(products)
    .where(where)
    .orderBy(...byName)
    .limit(paging.limit)
    .offset(paging.offset);
  // A page that is neither empty nor full is the last one: it tells the total by itself.
  if (rows.length > 0 && rows.length < paging.limit)
    return { rows, total: paging.offset + rows.length, capped: false };
  if (rows.length === 0 && paging.offset === 0) return { rows, total: 0, capped: false };
  const upTo = paging.offset + CATALOG_COUNT_CAP;
  const matches = tx
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(upTo + 1)
    .as('matches');
  const [counted] = await tx.select({ total: count() }).from(matches);
  const total = counted?.total ?? 0;
  return total > upTo ? { rows, total: upTo, capped: true } : { rows, total, capped: false };
}

export async function findFeaturedProducts(tx: Tx, limit: number): Promise<ProductCardRow[]> {
  return tx
    .select(cardColumns)
    .from(products)
    .where(eq(products.isFeatured, true))
    .orderBy(...byName)
    .limit(limit);
}

const detailColumns = {
  ...cardColumns,
  features: products.features,
  themes: products.themes,
  stockQuantity: products.stockQuantity,
  lowStockThreshold: products.lowStockThreshold,
};

export async function findProductBySlug(tx: Tx, slug: string) {
  const [row] = await tx.select(detailColumns).from(products).where(eq(products.slug, slug)).limit(1);
  return row ?? null;
}

export async function findProductById(tx: Tx, id: string) {
  const [row] = await tx.select(detailColumns).from(products).where(eq(products.id, id)).limit(1);
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
