import type { ProductCategoryId, ProductTheme } from '@party/shared';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productSearch, products } from '../../db/schema/index.ts';
import { cardColumns, type ProductCardRow, searchCondition } from './product-cards.repository.ts';

// A page of the storefront's catalogue search, by a bounded walk of the name order or by ranking every match.

/** How many names, in name order, a search reads for its page before ranking every match. */
export const SEARCH_WALK_ROWS = 1000;

/** The values of a page's statements, by placeholder name; one shape of statement per filter set. */
export type StatementValues = {
  category?: ProductCategoryId;
  theme?: [ProductTheme];
  minPrice?: string;
  maxPrice?: string;
  limit: number;
  offset: number;
  countLimit: number;
};

/** What a search matches, over product_search's columns (or the walk's copy of them). */
export type SearchMatch = (row: { searchText: Column; category: Column }) => SQL;

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
export async function findSearchPage(
  tx: Tx,
  search: string | SearchMatch,
  attributes: SQL | undefined,
  values: StatementValues,
): Promise<{ rows: ProductCardRow[]; total?: number }> {
  const match: SearchMatch =
    typeof search === 'string' ? ({ searchText }) => searchCondition(search, searchText) : search;
  const firstNames = tx
    .select({
      productId: productSearch.productId,
      sortName: productSearch.sortName,
      searchText: productSearch.searchText,
      category: productSearch.category,
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
    .where(match(firstNames))
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
    .where(and(attributes, match(productSearch)))
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
