import { productCategoryIds, productThemes } from '@party/shared/catalog/categories';
import { SKU_PATTERN } from '@party/shared/pricing/sku';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { checkIn, createdAt, money, updatedAt } from './columns.ts';

/** New products' SKUs, 'PC-000123', until staff give their own (docs/product/wholesale-buying.md). */
export const productSkuSequence = pgSequence('product_sku_seq', { startWith: 1, minValue: 1, increment: 1 });

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    price: money().notNull(),
    cost: money().notNull().default('0'),
    category: text({ enum: productCategoryIds }).notNull(),
    themes: text({ enum: productThemes }).array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text(),
    stockQuantity: integer().notNull().default(0),
    lowStockThreshold: integer().notNull().default(10),
    isFeatured: boolean().notNull().default(false),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    // At least six digits, and every digit past the millionth product (lpad would cut 'PC-1000001'
    // to 'PC-100000', a SKU already taken).
    sku: text()
      .notNull()
      .unique()
      .default(
        sql`('PC-' || regexp_replace('00000' || nextval('product_sku_seq')::text, '^0*([0-9]{6,})$', '\\1'))`,
      ),
    /** Sold in multiples of this (docs/product/wholesale-buying.md, "Quantity breaks, pack sizes, minimums"). */
    packSize: integer().notNull().default(1),
    /** The least a line may hold; a multiple of the pack size. */
    minOrderQty: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_sku_format', sql`${t.sku} ~ '${sql.raw(SKU_PATTERN.source)}'`),
    check('products_pack_size_positive', sql`${t.packSize} between 1 and 10000`),
    check(
      'products_min_order_qty_valid',
      sql`${t.minOrderQty} between 1 and 100000 and ${t.minOrderQty} % ${t.packSize} = 0`,
    ),
    check('products_stock_quantity_non_negative', sql`${t.stockQuantity} >= 0`),
    check('products_low_stock_threshold_non_negative', sql`${t.lowStockThreshold} >= 0`),
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_cost_non_negative', sql`${t.cost} >= 0`),
    checkIn('products_category_valid', t.category, productCategoryIds),
    check(
      'products_themes_valid',
      sql`${t.themes} <@ array[${sql.raw(productThemes.map((th) => `'${th}'`).join(', '))}]::text[]`,
    ),
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
    index('products_category_name_idx').on(t.category, sql`lower(${t.name})`),
    index('products_featured_idx').on(t.isFeatured).where(sql`${t.isFeatured}`),
    index('products_themes_idx').using('gin', t.themes),
    index('products_price_idx').on(t.price),
    index('products_stock_idx').on(t.stockQuantity),
    // The admin dashboard's stock alerts (at or under their threshold, emptiest first) and its low
    // stock count read this small slice of a million products instead of all of them.
    index('products_stock_alert_idx')
      .on(t.stockQuantity, t.name, t.id)
      .where(sql`${t.stockQuantity} <= ${t.lowStockThreshold}`),
    // Made for the admin's inventory valuation, which now sums product_stats
    // (docs/decisions/0024-admin-report-roll-ups.md); kept because the storefront's category count
    // reads it (bench/README, "storefront — category": an index-only scan).
    index('products_category_valuation_idx').on(t.category, t.stockQuantity, t.cost, t.price),
  ],
);

/**
 * The catalogue's search index: per product, only what a search reads — its place in the name order,
 * its name and description lowered into one text, and the filters a search combines with. A search
 * must look at every match to rank them by name and count them, and these rows are a fraction of a
 * product row's width, so it reads far fewer pages. Written only by the trigger of migration 0004
 * (products_search_sync), in the same statement as the product, so it never lags behind.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** lower(name): the catalogue's order. */
    sortName: text().notNull(),
    /** lower(name || newline || description): one 'contains' match covers both, and no one-line search term spans the two. */
    searchText: text().notNull(),
    category: text({ enum: productCategoryIds }).notNull(),
    themes: text({ enum: productThemes }).array().notNull(),
    price: money().notNull(),
  },
  (t) => [
    // 'contains' (LIKE '%text%') is served by a trigram index (pg_trgm, enabled by migration 0001 on
    // PostgreSQL and loaded into PGlite by db/client.ts).
    index('product_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('product_search_name_idx').on(t.sortName, t.productId),
    index('product_search_category_name_idx').on(t.category, t.sortName, t.productId),
  ],
);

/**
 * The associate's product statistics (docs/product/associate-portal.md) as a roll-up: every write of
 * products adds one row per category it changed, with the change of each figure (a product's old
 * values subtracted, its new ones added), so the statistics are the sums of these rows, exact at
 * once and without reading a million products. Written only by the triggers of migration
 * 0027_product-stats-triggers (products_stats_sync); rows are only ever inserted, so concurrent checkouts
 * never wait on each other here, and reading folds them back into one row a category
 * (compactProductStats).
 */
export const productStats = pgTable('product_stats', {
  category: text({ enum: productCategoryIds }).notNull(),
  productCount: bigint({ mode: 'number' }).notNull(),
  lowStockProducts: bigint({ mode: 'number' }).notNull(),
  outOfStockProducts: bigint({ mode: 'number' }).notNull(),
  /** Sum of price × stock, AUD. */
  inventoryValue: numeric().notNull(),
  /** Sum of the margins in percent of products with a cost and price above 0; numeric, so it sums exactly. */
  marginSum: numeric().notNull(),
  /** Sum of the units in stock: the admin's inventory valuation (docs/decisions/0024-admin-report-roll-ups.md). */
  units: bigint({ mode: 'number' }).notNull().default(0),
  /** Sum of cost × stock, AUD: the admin's inventory valuation at cost. */
  costValue: numeric().notNull().default('0'),
});
