import type { ProductCategoryId } from '@party/shared';
import { type Counted, pageOffset } from '@party/shared/paging/paging';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
import { type TiersJson, tiersSql } from '../../db/prices.ts';
import { productSearch, productStats, products } from '../../db/schema/index.ts';
import { findSearchPage, type SearchMatch } from './catalog-search.repository.ts';
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

/** Name or description, or one of the categories the search names, over product_search's columns. */
function staffMatch(search: string, categories: string[]): SearchMatch {
  return ({ searchText, category }) => {
    const text = searchCondition(search, searchText);
    if (categories.length === 0) return text;
    return sql`(${text} or ${inArray(category, categories as ProductCategoryId[])})`;
  };
}

/**
 * A page of the staff list and the number of matches. Without search: the name index's page, and
 * the count stopped LIST_COUNT_CAP past it (countUpTo) when the page is full. With search: the page
 * as the storefront's search finds it (findSearchPage: a bounded walk of the name order, else every
 * match ranked in product_search with the exact total), its staff columns read from products by id,
 * and a count up to the cap when the walk filled the page.
 */
export async function findStaffProductPage(
  tx: Tx,
  filter: { search?: string; categories: string[] },
  paging: { page: number; pageSize: number },
): Promise<{ rows: StaffProductRow[]; counted: Counted }> {
  const limit = paging.pageSize;
  const offset = pageOffset(paging);
  if (filter.search) {
    const match = staffMatch(filter.search, filter.categories);
    const page = await findSearchPage(tx, match, undefined, { limit, offset, countLimit: 0 });
    const ids = page.rows.map((row) => row.id);
    const byId = new Map(
      ids.length === 0
        ? []
        : (await tx.select(staffColumns).from(products).where(inArray(products.id, ids))).map((row) => [
            row.id,
            row,
          ]),
    );
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    if (page.total !== undefined) return { rows, counted: { total: page.total, capped: false } };
    const matches = tx
      .select({ id: productSearch.productId })
      .from(productSearch)
      .where(match(productSearch));
    return { rows, counted: await countUpTo(tx, matches.$dynamic(), paging, rows.length) };
  }
  const rows = await tx
    .select(staffColumns)
    .from(products)
    .orderBy(...byName)
    .limit(limit)
    .offset(offset);
  const matches = tx.select({ id: products.id }).from(products);
  return { rows, counted: await countUpTo(tx, matches.$dynamic(), paging, rows.length) };
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

/**
 * docs/product/associate-portal.md figures per category, the sums of the product_stats roll-up (its
 * rows are the changes the products triggers added); the caller adds them up. `rows` tells how many
 * roll-up rows were summed, so the caller may fold them (compactProductStats).
 */
export async function findProductStats(tx: Tx) {
  return tx
    .select({
      category: productStats.category,
      productCount: sql<number>`sum(${productStats.productCount})`.mapWith(Number),
      lowStockProducts: sql<number>`sum(${productStats.lowStockProducts})`.mapWith(Number),
      outOfStockProducts: sql<number>`sum(${productStats.outOfStockProducts})`.mapWith(Number),
      inventoryValue: sql<string>`sum(${productStats.inventoryValue})::text`,
      marginSum: sql<number>`sum(${productStats.marginSum})::float8`.mapWith(Number),
      rows: count(),
    })
    .from(productStats)
    .groupBy(productStats.category);
}

/**
 * Folds the product_stats rows into one a category, so reading the statistics stays a sum of a
 * few rows. One statement: the rows it deletes are exactly those it sums, so a change added
 * meanwhile is kept for the next fold, and two folds at once each fold only what they deleted.
 */
export async function compactProductStats(tx: Tx) {
  await tx.execute(sql`with folded as (delete from ${productStats} returning *)
    insert into ${productStats}
    select category, sum(product_count), sum(low_stock_products), sum(out_of_stock_products),
      sum(inventory_value), sum(margin_sum)
    from folded group by category`);
}
