import { CATALOG_COUNT_CAP, type ProductCategoryId, type ProductTheme } from '@party/shared';
import {
  and,
  arrayContains,
  asc,
  type Column,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { productPriceHistory, productSearch, products, users } from '../../db/schema/index.ts';

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

/** How many names, in name order, a search reads for its page before ranking every match. */
export const SEARCH_WALK_ROWS = 1000;

export interface CatalogFilter {
  search?: string;
  category?: ProductCategoryId;
  /** Products carrying this theme (served by products_themes_idx). */
  theme?: ProductTheme;
  /** Inclusive bounds in AUD dollars (served by products_price_idx). */
  minPrice?: number;
  maxPrice?: number;
}

/** The values of a page's statements, by placeholder name; one shape of statement per filter set. */
type StatementValues = {
  category?: ProductCategoryId;
  theme?: [ProductTheme];
  minPrice?: string;
  maxPrice?: string;
  limit: number;
  offset: number;
  countLimit: number;
};

/** products, or product_search, which carries the same filter columns. */
type FilteredTable = typeof products | typeof productSearch;

/**
 * Everything but the search text, as placeholders: the SQL depends only on which filters are set,
 * so each such shape's statements are built once (preparedPageStatements) and only values change.
 */
function attributeCondition(filter: CatalogFilter, table: FilteredTable = products): SQL | undefined {
  return and(
    filter.category ? eq(table.category, sql.placeholder('category')) : undefined,
    filter.theme ? arrayContains(table.themes, sql.placeholder('theme')) : undefined,
    filter.minPrice !== undefined ? gte(table.price, sql.placeholder('minPrice')) : undefined,
    filter.maxPrice !== undefined ? lte(table.price, sql.placeholder('maxPrice')) : undefined,
  );
}

function statementValues(filter: CatalogFilter, paging: { limit: number; offset: number }): StatementValues {
  return {
    category: filter.category,
    theme: filter.theme ? [filter.theme] : undefined,
    minPrice: filter.minPrice?.toFixed(2),
    maxPrice: filter.maxPrice?.toFixed(2),
    ...paging,
    // The count stops CATALOG_COUNT_CAP matches past the page's first row.
    countLimit: paging.offset + CATALOG_COUNT_CAP + 1,
  };
}

/**
 * The search text, case-insensitively, in name or description: product_search's lowered text
 * against the lowered pattern (PostgreSQL's lower() on both sides, so they fold alike). Served by
 * product_search_text_trgm_idx for 3+ characters.
 */
function searchCondition(search: string, searchText: Column): SQL {
  return sql`${searchText} like lower(${containsPattern(search)})`;
}

/** A page of the matches in name order (products_name_lower_idx or products_category_name_idx). */
function pageStatement(tx: Tx, where: SQL | undefined) {
  return tx
    .select(cardColumns)
    .from(products)
    .where(where)
    .orderBy(...byName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** How many match, counting no further than countLimit. */
function countStatement(tx: Tx, table: FilteredTable, where: SQL | undefined) {
  const matches = tx
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(sql.placeholder('countLimit'))
    .as('matches');
  return tx.select({ total: count() }).from(matches);
}

type PageStatements = {
  page: ReturnType<ReturnType<typeof pageStatement>['prepare']>;
  count: ReturnType<ReturnType<typeof countStatement>['prepare']>;
};

// Building a query's SQL through Drizzle costs more than running it for a page of the catalogue, so
// each database (or transaction) keeps one pair of statements per filter shape. Named, so node-postgres
// parses each once per connection; after five runs PostgreSQL may plan one generically (without the
// values), which for these is the same walk of the name index for every value (the bench EXPLAINs
// the category page's generic plan). Searches are not prepared: which of their two plans is fast
// depends on the term.
const preparedByDatabase = new WeakMap<Tx, Map<string, PageStatements>>();

function preparedPageStatements(tx: Tx, filter: CatalogFilter): PageStatements {
  const shape = [
    filter.category ? 'category' : '',
    filter.theme ? 'theme' : '',
    filter.minPrice !== undefined ? 'min' : '',
    filter.maxPrice !== undefined ? 'max' : '',
  ]
    .filter(Boolean)
    .join('_');
  let prepared = preparedByDatabase.get(tx);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(tx, prepared);
  }
  let statements = prepared.get(shape);
  if (!statements) {
    const where = attributeCondition(filter);
    statements = {
      page: pageStatement(tx, where).prepare(`catalog_page_${shape || 'all'}`),
      count: countStatement(tx, products, where).prepare(`catalog_count_${shape || 'all'}`),
    };
    prepared.set(shape, statements);
  }
  return statements;
}
/**
 * One page of matching products and the number of matches. Two cheap queries rather than
 * count(*) over(): the window forces every match to be read and sorted before the first row,
 * while the page alone walks the name index and stops after `limit` rows. The count stops
 * CATALOG_COUNT_CAP matches past the page's first row (a broad search would otherwise scan the whole
 * table for the number): then `capped` is true and `total` is a lower bound that still covers the
 * page and the next one, so paging forward stays right. A search may instead rank every match
 * (findSearchPage), and then knows the exact total without a second query.
 */
export async function findProductPage(
  tx: Tx,
  filter: CatalogFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: ProductCardRow[]; total: number; capped: boolean }> {
  const values = statementValues(filter, paging);
  let page: { rows: ProductCardRow[]; total?: number };
  let countMatches: () => Promise<{ total: number }[]>;
  if (filter.search) {
    const { search } = filter;
    const where = and(
      attributeCondition(filter, productSearch),
      searchCondition(search, productSearch.searchText),
    );
    page = await findSearchPage(tx, search, attributeCondition(filter, productSearch), values);
    countMatches = () => countStatement(tx, productSearch, where).execute(values);
  } else {
    const statements = preparedPageStatements(tx, filter);
    page = { rows: await statements.page.execute(values) };
    countMatches = () => statements.count.execute(values);
  }
  const { rows } = page;
  if (page.total !== undefined) return { rows, total: page.total, capped: false };
  // A page that is neither empty nor full is the last one: it tells the total by itself.
  if (rows.length > 0 && rows.length < paging.limit)
    return { rows, total: paging.offset + rows.length, capped: false };
  if (rows.length === 0 && paging.offset === 0) return { rows, total: 0, capped: false };
  const upTo = paging.offset + CATALOG_COUNT_CAP;
  const [counted] = await countMatches();
  const total = counted?.total ?? 0;
  return total > upTo ? { rows, total: upTo, capped: true } : { rows, total, capped: false };
}

/**
 * A page of a search, by one of two plans, because no single one is fast for every term. Walking
 * the name order until the page is full is instant for a broad term ('a', 'and') but slow when the
 * matches sit late in the name order: every "Glitter …" product (5 % of the bench catalogue) comes
 * after 20,000 other names. Fetching every match first (the trigram index for 3+ characters) and
 * sorting the page from them is fast for such a term but slow for a broad one. So the walk is
 * bounded: the first SEARCH_WALK_ROWS names (after the other filters) are searched, and when they
 * fill the page it is the right page, since any later match sorts after them. Otherwise every match
 * is ranked; the window count beside them keeps the planner off the name index (count(*) over()
 * needs every match anyway) and gives the exact total. Both plans read product_search, whose narrow
 * rows are most of the cost saved; only the page's own rows are read from products.
 */
async function findSearchPage(
  tx: Tx,
  search: string,
  attributes: SQL | undefined,
  values: StatementValues,
): Promise<{ rows: ProductCardRow[]; total?: number }> {
  const firstNames = tx
    .select({
      productId: productSearch.productId,
      sortName: productSearch.sortName,
      searchText: productSearch.searchText,
    })
    .from(productSearch)
    .where(attributes)
    .orderBy(productSearch.sortName, productSearch.productId)
    .limit(SEARCH_WALK_ROWS)
    .as('first_names');
  const walked = await tx
    .select(cardColumns)
    .from(firstNames)
    .innerJoin(products, eq(products.id, firstNames.productId))
    .where(searchCondition(search, firstNames.searchText))
    .orderBy(firstNames.sortName, firstNames.productId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .execute(values);
  if (walked.length === values.limit) return { rows: walked };

  const matches = tx
    .select({
      productId: productSearch.productId,
      sortName: productSearch.sortName,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(productSearch)
    .where(and(attributes, searchCondition(search, productSearch.searchText)))
    .as('matches');
  const pageOfMatches = tx
    .select()
    .from(matches)
    .orderBy(matches.sortName, matches.productId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_of_matches');
  const ranked = await tx
    .select({ ...cardColumns, total: pageOfMatches.total })
    .from(pageOfMatches)
    .innerJoin(products, eq(products.id, pageOfMatches.productId))
    .orderBy(pageOfMatches.sortName, pageOfMatches.productId)
    .execute(values);
  // Nothing on this page: past the last match, or none at all; findProductPage counts.
  if (ranked.length === 0) return { rows: [] };
  return { rows: ranked.map(({ total: _, ...card }) => card), total: ranked[0]?.total };
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

/** Name and current list price of each product asked for; unknown ids are simply absent. */
export async function findProductPrices(
  tx: Tx,
  productIds: string[],
): Promise<{ id: string; name: string; price: string; cost: string }[]> {
  if (productIds.length === 0) return [];
  return tx
    .select({ id: products.id, name: products.name, price: products.price, cost: products.cost })
    .from(products)
    .where(inArray(products.id, productIds));
}

/**
 * The sitemap's product files: the products in slug order cut into pages of `perPage`, each with its
 * first slug (where its keyset read starts), its size and its newest change. One pass over two
 * columns; no address is built.
 */
export async function findProductAddressPages(
  tx: Tx,
  perPage: number,
): Promise<{ firstSlug: string; count: number; lastModified: Date }[]> {
  const numbered = tx
    .select({
      slug: products.slug,
      updatedAt: products.updatedAt,
      page: sql<number>`(row_number() over (order by ${products.slug}) - 1) / ${perPage}::int`.as('page'),
    })
    .from(products)
    .as('numbered');
  return tx
    .select({
      firstSlug: sql<string>`min(${numbered.slug})`,
      count: sql<number>`count(*)::int`,
      lastModified: sql<Date>`max(${numbered.updatedAt})`.mapWith(products.updatedAt),
    })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(numbered.page);
}

/** One sitemap file's products: `limit` slugs from `fromSlug` on, in slug order (keyset, slug index). */
export async function findProductAddresses(
  tx: Tx,
  fromSlug: string,
  limit: number,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return tx
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(gte(products.slug, fromSlug))
    .orderBy(asc(products.slug))
    .limit(limit);
}

// ---- Staff: the associate's product list, statistics, changes and price history ----

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

/** Spec 3 section 9's figures per category, in one pass over products; the caller adds them up. */
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

export type NewProduct = typeof products.$inferInsert;

export async function insertProducts(tx: Tx, rows: NewProduct[]): Promise<{ id: string }[]> {
  if (rows.length === 0) return [];
  return tx.insert(products).values(rows).returning({ id: products.id });
}

export async function updateProductRow(tx: Tx, id: string, values: Partial<NewProduct>): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function deleteProductRows(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .delete(products)
    .where(inArray(products.id, ids))
    .returning({ id: products.id, name: products.name });
}

/**
 * Sets or clears is_featured; returns each product it found with its name and the flag it had, for
 * the audit log (docs/ARCHITECTURE.md, "The audit trail"). The rows are locked first so the old
 * flag is the one replaced.
 */
export async function setFeaturedRows(
  tx: Tx,
  ids: string[],
  isFeatured: boolean,
): Promise<{ id: string; name: string; wasFeatured: boolean }[]> {
  if (ids.length === 0) return [];
  const before = await tx
    .select({ id: products.id, name: products.name, wasFeatured: products.isFeatured })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  if (before.length === 0) return [];
  await tx.update(products).set({ isFeatured, updatedAt: sql`now()` }).where(inArray(products.id, ids));
  return before;
}

export async function insertPriceHistory(
  tx: Tx,
  rows: (typeof productPriceHistory.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(productPriceHistory).values(rows);
}

/** A product's price and cost changes, newest first, with who made each. */
export async function findPriceHistory(tx: Tx, productId: string, limit: number) {
  return tx
    .select({
      id: productPriceHistory.id,
      previousPrice: productPriceHistory.previousPrice,
      newPrice: productPriceHistory.newPrice,
      previousCost: productPriceHistory.previousCost,
      newCost: productPriceHistory.newCost,
      changedAt: productPriceHistory.changedAt,
      changedByName: users.name,
    })
    .from(productPriceHistory)
    .leftJoin(users, eq(users.id, productPriceHistory.changedBy))
    .where(eq(productPriceHistory.productId, productId))
    .orderBy(desc(productPriceHistory.changedAt), desc(productPriceHistory.id))
    .limit(limit);
}
