import type { ProductCategoryId } from '@party/shared';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type TiersJson, tiersSql } from '../../db/prices.ts';
import { productSearch, products } from '../../db/schema/index.ts';
import { byName, searchCondition } from './product-cards.repository.ts';

// Staff: the associate's product list, one product with cost and stock, and the statistics.

const staffColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  description: products.description,
  imageUrl: products.imageUrl,
  price: products.price,
  cost: products.cost,
  stockQuantity: products.stockQuantity,
  lowStockThreshold: products.lowStockThreshold,
  isFeatured: products.isFeatured,
  features: products.features,
  sku: products.sku,
  packSize: products.packSize,
  minOrderQty: products.minOrderQty,
  // A correlated read of the product_price_tiers primary key: at most 10 rows a product.
  tiers: sql<TiersJson>`${sql.raw(tiersSql('products'))}`,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
export type StaffProductRow = Awaited<ReturnType<typeof findStaffProduct>> & {};

/** Name or description (product_search's lowered text, trigram-indexed) or one of the matching categories. */
function staffSearchCondition(search: string | undefined, categories: string[]): SQL | undefined {
  if (!search) return undefined;
  const text = searchCondition(search, productSearch.searchText);
  if (categories.length === 0) return text;
  return sql`(${text} or ${inArray(products.category, categories as ProductCategoryId[])})`;
}

/**
 * A page of the staff list and the number of matches. Without search: the name index's page, and a
 * count when the page is full. With search: every match is found in product_search (its trigram
 * index, or the category) and ranked by name there, the window count beside them giving the exact
 * total; only the page's rows are then read from products.
 */
export async function findStaffProductPage(
  tx: Tx,
  filter: { search?: string; categories: string[] },
  paging: { limit: number; offset: number },
) {
  if (filter.search) {
    const text = searchCondition(filter.search, productSearch.searchText);
    const match =
      filter.categories.length > 0
        ? sql`(${text} or ${inArray(productSearch.category, filter.categories as ProductCategoryId[])})`
        : text;
    const matches = tx
      .select({
        productId: productSearch.productId,
        sortName: productSearch.sortName,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(productSearch)
      .where(match)
      .as('matches');
    const pageOfMatches = tx
      .select()
      .from(matches)
      .orderBy(matches.sortName, matches.productId)
      .limit(paging.limit)
      .offset(paging.offset)
      .as('page_of_matches');
    const ranked = await tx
      .select({ ...staffColumns, total: pageOfMatches.total })
      .from(pageOfMatches)
      .innerJoin(products, eq(products.id, pageOfMatches.productId))
      .orderBy(pageOfMatches.sortName, pageOfMatches.productId);
    if (ranked.length > 0)
      return { rows: ranked.map(({ total: _, ...row }) => row), total: ranked[0]!.total };
    if (paging.offset === 0) return { rows: [], total: 0 };
    const [row] = await tx.select({ total: count() }).from(productSearch).where(match);
    return { rows: [], total: row?.total ?? 0 };
  }
  const rows = await tx
    .select(staffColumns)
    .from(products)
    .orderBy(...byName)
    .limit(paging.limit)
    .offset(paging.offset);
  if (rows.length > 0 && rows.length < paging.limit) return { rows, total: paging.offset + rows.length };
  if (rows.length === 0 && paging.offset === 0) return { rows, total: 0 };
  const [row] = await tx.select({ total: count() }).from(products);
  return { rows, total: row?.total ?? 0 };
}

/** Every match of the filter in name order (the CSV export). */
export async function findStaffProducts(tx: Tx, filter: { search?: string; categories: string[] }) {
  const where = staffSearchCondition(filter.search, filter.categories);
  const q = tx.select(staffColumns).from(products);
  const joined = filter.search ? q.innerJoin(productSearch, eq(productSearch.productId, products.id)) : q;
  return joined.where(where).orderBy(...byName);
}

export async function findStaffProduct(tx: Tx, id: string) {
  const [row] = await tx.select(staffColumns).from(products).where(eq(products.id, id));
  return row ?? null;
}

/** The product row locked until the transaction ends, so two edits of one price both reach the history. */
export async function lockProduct(tx: Tx, id: string) {
  const [row] = await tx.select(staffColumns).from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

/** docs/product/associate-portal.md figures per category, in one pass over products; the caller adds them up. */
export async function findProductStats(tx: Tx) {
  return tx
    .select({
      category: products.category,
      productCount: count(),
      lowStockProducts:
        sql<number>`count(*) filter (where ${products.stockQuantity} > 0 and ${products.stockQuantity} <= ${products.lowStockThreshold})`.mapWith(
          Number,
        ),
      outOfStockProducts: sql<number>`count(*) filter (where ${products.stockQuantity} <= 0)`.mapWith(Number),
      inventoryValue: sql<string>`coalesce(sum(${products.price} * ${products.stockQuantity}), 0)::text`,
      // A mean rounded to a whole percent: float8 is exact enough and far cheaper than numeric division.
      marginSum:
        sql<number>`coalesce(sum((${products.price}::float8 - ${products.cost}::float8) / ${products.price}::float8 * 100) filter (where ${products.cost} > 0 and ${products.price} > 0), 0)`.mapWith(
          Number,
        ),
    })
    .from(products)
    .groupBy(products.category);
}
