import { asc, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

// The sitemap's reads: products in slug order.

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
