import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** Every product address for the sitemap, one query. */
export async function listSitemapProducts(tx: Tx): Promise<{ slug: string; updatedAt: Date }[]> {
  return tx
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.slug));
}
