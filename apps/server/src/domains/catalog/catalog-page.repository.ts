import { CATALOG_COUNT_CAP, type ProductCategoryId, type ProductTheme } from '@party/shared';
import { and, arrayContains, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productSearch, products } from '../../db/schema/index.ts';
import { findSearchPage, type StatementValues } from './catalog-search.repository.ts';
import { byName, cardColumns, type ProductCardRow, searchCondition } from './product-cards.repository.ts';

// The storefront's catalogue page: its filters, prepared statements and capped count.

export interface CatalogFilter {
  search?: string;
  category?: ProductCategoryId;
  /** Products carrying this theme (served by products_themes_idx). */
  theme?: ProductTheme;
  /** Inclusive bounds in AUD dollars (served by products_price_idx). */
  minPrice?: number;
  maxPrice?: number;
}

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
